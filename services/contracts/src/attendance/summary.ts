// What other services ask attendance (service token only): each section's sessions held so far and, per student, how
// many of them carry each mark. The examination board (grading) reads absences through it, never attendance's tables.
//
// /internal/attendance (service token)
//   GET  /summary?sectionIds&to                     → {data: SectionAttendanceSummary[]} in the order asked
// It asks organizational (service token) for the class days of all those sections at once:
//   GET  /internal/organizational/sections/class-days?sectionIds&to → {data: SectionClassDays[]}
import { Type, type Static } from 'typebox';
import { DateOnly, Uuid } from '../organizational/primitives.js';

export const ATTENDANCE_INTERNAL_PATHS = {
  summary: '/internal/attendance/summary',
} as const;
export const ORGANIZATIONAL_CLASS_DAYS_PATH = '/internal/organizational/sections/class-days';

const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** At most this many sections in one call (a faculty's term holds a few hundred; callers send them in chunks). */
export const ATTENDANCE_SUMMARY_MAX_SECTIONS = 100;

export const AttendanceSummaryQuery = Type.Object(
  {
    /** Section ids, comma-separated. */
    sectionIds: Type.String({ pattern: `^${UUID_TEXT}(,${UUID_TEXT}){0,${ATTENDANCE_SUMMARY_MAX_SECTIONS - 1}}$` }),
    /** The last day counted (default today in the university's zone; never past today). */
    to: Type.Optional(DateOnly),
  },
  { additionalProperties: false },
);
export type AttendanceSummaryQuery = Static<typeof AttendanceSummaryQuery>;

/** How many of the section's days carry each mark for one student (a day without a mark counts in none). */
export const MarkCounts = Type.Object({
  present: Type.Integer({ minimum: 0 }),
  absent: Type.Integer({ minimum: 0 }),
  late: Type.Integer({ minimum: 0 }),
  excused: Type.Integer({ minimum: 0 }),
  partial: Type.Integer({ minimum: 0 }),
  remote: Type.Integer({ minimum: 0 }),
});
export type MarkCounts = Static<typeof MarkCounts>;

export const SectionAttendanceSummary = Type.Object({
  sectionId: Uuid,
  /** Class days of the section from its period's start up to `to` (holidays left out); 0 for a section not found. */
  sessionsHeld: Type.Integer({ minimum: 0 }),
  /** Students with at least one mark in the section, by student record id. */
  students: Type.Array(Type.Object({ studentId: Uuid, counts: MarkCounts })),
});
export type SectionAttendanceSummary = Static<typeof SectionAttendanceSummary>;
export const AttendanceSummary = Type.Object({ data: Type.Array(SectionAttendanceSummary) });
export type AttendanceSummary = Static<typeof AttendanceSummary>;

/** organizational's answer: the distinct days each section met from its period's start up to `to` (holidays left out). */
export const ClassDaysQuery = Type.Object({ sectionIds: AttendanceSummaryQuery.properties.sectionIds, to: DateOnly }, { additionalProperties: false });
export type ClassDaysQuery = Static<typeof ClassDaysQuery>;
export const SectionClassDays = Type.Object({ sectionId: Uuid, days: Type.Integer({ minimum: 0 }) });
export type SectionClassDays = Static<typeof SectionClassDays>;
