// A person's timetable: their next classes and the sessions of a date range.
// /api/dashboard, /api/schedule
//   GET    /api/dashboard/upcoming-classes        any signed-in; ?limit (default 10) → UpcomingClassesResponse
//   GET    /api/schedule                          any signed-in; ?from&to (YYYY-MM-DD, default this week, at most 62 days) → {data: ScheduleSession[]} (own classes)
// A session is a weekly class on a day of its section's period that is no holiday (see academic-calendar.ts).
import { Type, type Static } from 'typebox';
import { LocalizedName } from './common.js';
import { ClockTime, DateOnly, DateTime, Nullable, Uuid } from './primitives.js';

/** SPEC §3 Upcoming class. */
export const UpcomingClass = Type.Object({
  id: Type.String({ description: 'weekly class id + date' }),
  weeklyClassId: Uuid,
  sectionId: Uuid,
  courseId: Uuid,
  courseName: Type.String(),
  courseNames: LocalizedName,
  courseCode: Type.String(),
  sectionNumber: Type.String(),
  isVirtual: Type.Boolean(),
  /** The next start as an instant (ISO, UTC): the weekly class's wall-clock time in the university's TIME_ZONE. */
  nextClassDate: DateTime,
  endTime: ClockTime,
  roomCode: Nullable(Type.String()),
  enrollmentCount: Type.Integer(),
  maxEnrollment: Type.Integer(),
  instructorName: Nullable(Type.String()),
  joinUrl: Nullable(Type.String()),
  /** The join window opens 15 minutes before the start and closes at the end. */
  joinWindowOpen: Type.Boolean(),
  canJoinAt: DateTime,
});
export type UpcomingClass = Static<typeof UpcomingClass>;
export const UpcomingClassesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  /** The reader's interface language, for the course names (default Armenian). */
  lang: Type.Optional(Type.Union([Type.Literal('hy'), Type.Literal('en'), Type.Literal('ru')])),
});
export type UpcomingClassesQuery = Static<typeof UpcomingClassesQuery>;
/** `classes`: the next ones by start, at most `limit`; `total`: how many are still to come in the next two weeks. */
export const UpcomingClassesResponse = Type.Object({
  classes: Type.Array(UpcomingClass),
  total: Type.Integer(),
  lastUpdated: DateTime,
  /** The university's IANA zone (TIME_ZONE): the browser shows days and times there, whatever the reader's own. */
  timeZone: Type.String(),
});
export type UpcomingClassesResponse = Static<typeof UpcomingClassesResponse>;

/** SPEC §3 Schedule session: one occurrence of a weekly class on a date. */
export const ScheduleSession = Type.Object({
  id: Type.String(),
  weeklyClassId: Uuid,
  date: DateOnly,
  weekday: Type.Integer(),
  startTime: ClockTime,
  endTime: ClockTime,
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  sectionId: Uuid,
  sectionNumber: Type.String(),
  instructorName: Nullable(Type.String()),
  roomCode: Nullable(Type.String()),
  capacity: Type.Integer(),
  enrollmentCount: Type.Integer(),
  isVirtual: Type.Boolean(),
  joinUrl: Nullable(Type.String()),
  groupNames: Type.Array(Type.String()),
  /** The caller teaches or attends it. */
  highlighted: Type.Boolean(),
});
export type ScheduleSession = Static<typeof ScheduleSession>;
export const ScheduleQuery = Type.Object({ from: Type.Optional(DateOnly), to: Type.Optional(DateOnly) });
export type ScheduleQuery = Static<typeof ScheduleQuery>;
export const ScheduleResponse = Type.Object({ data: Type.Array(ScheduleSession) });
export type ScheduleResponse = Static<typeof ScheduleResponse>;
