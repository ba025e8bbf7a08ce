// The academic calendar: each academic year with its terms (the periods), exam sessions and holidays. A holiday has
// no classes: schedules, upcoming classes, attendance and the calendar feed leave its days out.
//
// /api/organizational/academic-calendar (responses under `data`)
//   GET    /?academicYearId                        any signed-in → {data: AcademicCalendar} (default: the active year)
//   POST   /exam-sessions | /holidays              admin; CalendarEntryBody → 201 {data: CalendarEntry}
//   PUT    /exam-sessions/:id | /holidays/:id      admin; CalendarEntryUpdateBody → {data: CalendarEntry}
//   DELETE /exam-sessions/:id | /holidays/:id      admin → {data: {id}}
// Dates are inclusive and must lie inside the entry's academic year; the end is not before the start.
import { Type, type Static } from 'typebox';
import { AcademicYear } from './academic-years.js';
import { LocalizedName } from './common.js';
import { DateOnly, Nullable, Uuid } from './primitives.js';

const ACADEMIC_CALENDAR = '/api/organizational/academic-calendar';

export const ACADEMIC_CALENDAR_PATHS = {
  calendar: ACADEMIC_CALENDAR,
  examSessions: `${ACADEMIC_CALENDAR}/exam-sessions`,
  holidays: `${ACADEMIC_CALENDAR}/holidays`,
} as const;

export const CALENDAR_ENTRY_KINDS = ['exam_session', 'holiday'] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/** An exam session or a holiday: named in the three languages, from one day to another (both included). */
export const CalendarEntry = Type.Object({
  id: Uuid,
  academicYearId: Uuid,
  name: LocalizedName,
  startsOn: DateOnly,
  endsOn: DateOnly,
});
export type CalendarEntry = Static<typeof CalendarEntry>;

export const CalendarEntryBody = Type.Object(
  { academicYearId: Uuid, name: LocalizedName, startsOn: DateOnly, endsOn: DateOnly },
  { additionalProperties: false },
);
export type CalendarEntryBody = Static<typeof CalendarEntryBody>;
export const CalendarEntryUpdateBody = Type.Partial(Type.Omit(CalendarEntryBody, ['academicYearId']), { additionalProperties: false });
export type CalendarEntryUpdateBody = Static<typeof CalendarEntryUpdateBody>;

export const AcademicCalendarQuery = Type.Object({ academicYearId: Type.Optional(Uuid) });
export type AcademicCalendarQuery = Static<typeof AcademicCalendarQuery>;

export const AcademicCalendar = Type.Object({
  /** The year the exam sessions and holidays belong to: the asked one, else the active one (null: no year yet). */
  academicYearId: Nullable(Uuid),
  /** Every academic year, newest first, each with its terms. */
  years: Type.Array(AcademicYear),
  examSessions: Type.Array(CalendarEntry),
  holidays: Type.Array(CalendarEntry),
});
export type AcademicCalendar = Static<typeof AcademicCalendar>;
