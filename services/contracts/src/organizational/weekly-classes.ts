// Weekly classes: a section's recurring hour in a room, and what a new one may collide with.
//
// /api/organizational (responses under `data`)
//   GET    /weekly-classes                        staff-read; ?sectionId&roomId&lecturerId&groupId&departmentId&weekday → {data: WeeklyClass[], ...} (pageSize ≤ 100)
//   POST   /weekly-classes | PUT /weekly-classes/:id | DELETE /weekly-classes/:id   admin, deans_office, chair (scope) (409 SCHEDULE_CONFLICT)
import { Type, type Static } from 'typebox';
import { listQuery } from '../lists.js';
import { LocalizedName } from './common.js';
import { ClockTime, DateTime, Nullable, Uuid } from './primitives.js';

export const WeeklyClass = Type.Object({
  id: Uuid,
  sectionId: Uuid,
  sectionNumber: Type.String(),
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  /** 1 = Monday … 7 = Sunday */
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  startTime: ClockTime,
  endTime: ClockTime,
  roomId: Nullable(Uuid),
  roomCode: Nullable(Type.String()),
  isVirtual: Type.Boolean(),
  lecturerId: Nullable(Uuid),
  lecturerName: Nullable(Type.String()),
  groupIds: Type.Array(Uuid),
  groupNames: Type.Array(Type.String()),
  departmentId: Uuid,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type WeeklyClass = Static<typeof WeeklyClass>;
export const WeeklyClassCreateBody = Type.Object(
  {
    sectionId: Uuid,
    weekday: Type.Integer({ minimum: 1, maximum: 7 }),
    startTime: ClockTime,
    endTime: ClockTime,
    roomId: Type.Optional(Nullable(Uuid)),
    isVirtual: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WeeklyClassCreateBody = Static<typeof WeeklyClassCreateBody>;
export const WeeklyClassUpdateBody = Type.Partial(Type.Omit(WeeklyClassCreateBody, ['sectionId']), { additionalProperties: false });
export type WeeklyClassUpdateBody = Static<typeof WeeklyClassUpdateBody>;
/** `weekday` sorts by day, then start time. */
export const WEEKLY_CLASS_SORTS = ['weekday', 'startTime', 'courseCode', 'roomCode'] as const;
export type WeeklyClassSort = (typeof WEEKLY_CLASS_SORTS)[number];
export const WeeklyClassListQuery = listQuery(WEEKLY_CLASS_SORTS, {
    sectionId: Type.Optional(Uuid),
    roomId: Type.Optional(Uuid),
    lecturerId: Type.Optional(Uuid),
    groupId: Type.Optional(Uuid),
    departmentId: Type.Optional(Uuid),
    periodId: Type.Optional(Uuid),
    weekday: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
  });
export type WeeklyClassListQuery = Static<typeof WeeklyClassListQuery>;
/** 409 SCHEDULE_CONFLICT details: what the new class collides with. */
export const ScheduleConflict = Type.Object({
  kind: Type.Union([Type.Literal('room'), Type.Literal('lecturer'), Type.Literal('group'), Type.Literal('student')]),
  classId: Uuid,
  courseCode: Type.String(),
  sectionNumber: Type.String(),
  weekday: Type.Integer(),
  startTime: ClockTime,
  endTime: ClockTime,
  /** The room code, lecturer name, group name or student name. */
  resource: Type.String(),
});
export type ScheduleConflict = Static<typeof ScheduleConflict>;
