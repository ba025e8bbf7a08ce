// Attendance: periods, class sessions, rosters with marks, bulk marking, the matrix and a student's absences.
// Dates are days in the university's time zone (TIME_ZONE), times wall-clock times there.
import { Type, type Static } from 'typebox';
import { SectionReference } from '../materials/access.js';
import { LocalizedName } from '../organizational/common.js';
import { ClockTime, DateOnly, DateTime, Nullable, Uuid } from '../organizational/primitives.js';

/** SPEC §4 Attendance status. `unmarked` is the absence of a mark: setting it removes the mark. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused', 'partial', 'remote', 'unmarked'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** An enum, not a Union over a mapped array: TypeBox types a Union of a non-tuple array as never. */
export const AttendanceStatus = Type.Enum(ATTENDANCE_STATUSES);
/** What a student's absences list shows: every mark that is not attendance in full (present, remote) nor unmarked. */
export const ABSENCE_STATUSES: readonly AttendanceStatus[] = ['absent', 'late', 'excused', 'partial'];
export const MAX_NOTES_LENGTH = 500;
/** One request marks at most this many students (a section holds at most a few hundred). */
export const MAX_MARKS_PER_REQUEST = 1000;
/** The matrix spans at most this many days. */
export const MAX_MATRIX_DAYS = 200;

/** SPEC §3 Attendance period: organizational's periods (semesters), the active one flagged. */
export const AttendancePeriod = Type.Object({
  id: Uuid,
  name: Type.String(),
  isActive: Type.Boolean(),
  startsOn: DateOnly,
  endsOn: DateOnly,
});
export type AttendancePeriod = Static<typeof AttendancePeriod>;

/** SPEC §3 Absence record, with the ids and names a screen links and translates by. */
export const AbsenceRecord = Type.Object({
  date: DateOnly,
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  sectionId: Uuid,
  sectionName: Type.String({ description: 'the section number' }),
  status: AttendanceStatus,
  notes: Nullable(Type.String()),
});
export type AbsenceRecord = Static<typeof AbsenceRecord>;
export const AbsencesQuery = Type.Object({ academicPeriodId: Type.Optional(Uuid) });
export type AbsencesQuery = Static<typeof AbsencesQuery>;

/** One meeting of a section: a weekly class on a date that is not a holiday. */
export const ClassSession = Type.Object({ date: DateOnly, startTime: ClockTime, endTime: ClockTime });
export type ClassSession = Static<typeof ClassSession>;
export const SessionsQuery = Type.Object({ from: Type.Optional(DateOnly), to: Type.Optional(DateOnly) });
export type SessionsQuery = Static<typeof SessionsQuery>;

/** A section the lecturer teaches, with its sessions on the asked date (empty when it has no class that day). */
export const TeachingSection = Type.Object({ ...SectionReference.properties, sessionsOnDate: Type.Array(ClassSession) });
export type TeachingSection = Static<typeof TeachingSection>;
export const LecturerSectionsQuery = Type.Object({ date: Type.Optional(DateOnly) });

/** A student of a section, as organizational knows them. */
export const RosterStudent = Type.Object({
  studentId: Uuid,
  userId: Nullable(Uuid),
  fullName: Type.String(),
  studentNumber: Nullable(Type.String()),
  groupName: Nullable(Type.String()),
});
export type RosterStudent = Static<typeof RosterStudent>;

export const RosterEntry = Type.Object({
  ...RosterStudent.properties,
  status: AttendanceStatus,
  notes: Nullable(Type.String()),
  markedAt: Nullable(DateTime),
});
export type RosterEntry = Static<typeof RosterEntry>;
export const Roster = Type.Object({
  sectionId: Uuid,
  date: DateOnly,
  /** The section's sessions that day; empty when it has no class then (marks are refused). */
  sessions: Type.Array(ClassSession),
  students: Type.Array(RosterEntry),
});
export type Roster = Static<typeof Roster>;
export const RosterQuery = Type.Object({ date: DateOnly });

export const Mark = Type.Object({
  studentId: Uuid,
  status: AttendanceStatus,
  notes: Type.Optional(Nullable(Type.String({ maxLength: MAX_NOTES_LENGTH }))),
});
export type Mark = Static<typeof Mark>;
/**
 * Set the status of several students on one date. Idempotent, so a browser may send it again after a lost answer.
 * `recordedAt` is when the person made the marks (a queued offline mark keeps its time): a mark already stored
 * with a later time is kept, so an old queued change never overwrites a newer one.
 */
export const MarksBody = Type.Object({
  date: DateOnly,
  marks: Type.Array(Mark, { minItems: 1, maxItems: MAX_MARKS_PER_REQUEST }),
  recordedAt: Type.Optional(DateTime),
});
export type MarksBody = Static<typeof MarksBody>;
export const MarksResult = Type.Object({
  /** Marks written (set, changed or removed). */
  updated: Type.Integer(),
  /** Marks left as they were because a later change was already stored. */
  superseded: Type.Integer(),
});
export type MarksResult = Static<typeof MarksResult>;

/** SPEC: the attendance matrix, students × session dates. */
export const AttendanceMatrix = Type.Object({
  sectionId: Uuid,
  dates: Type.Array(DateOnly),
  students: Type.Array(
    Type.Object({
      ...RosterStudent.properties,
      marks: Type.Record(Type.String(), AttendanceStatus, { description: 'date → status; a date missing is unmarked' }),
    }),
  ),
});
export type AttendanceMatrix = Static<typeof AttendanceMatrix>;
export const MatrixQuery = SessionsQuery;

export const SectionParams = Type.Object({ sectionId: Uuid });
