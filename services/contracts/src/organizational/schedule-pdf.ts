// The schedule as a PDF: the signed-in person's week or month, or (for the dean's office, a chair or an
// administrator) a department's, laid out as a timetable in the reader's language and the university's time zone.
//
// GET /api/schedule/pdf?range=week|month&from=YYYY-MM-DD&lang=hy|en|ru&departmentId=
//   any signed-in → application/pdf, Content-Disposition: attachment; filename="schedule-<range>-<first day>.pdf"
//   range (default week): the Monday-to-Sunday week, or the calendar month, that holds `from` (default today)
//   departmentId: a department's classes; only within the caller's faculty or department, else 403 OUT_OF_SCOPE
//   an invalid range or day → 400
import { Type, type Static } from 'typebox';
import { DateOnly, Uuid } from './primitives.js';

export const SCHEDULE_PDF_PATH = '/api/schedule/pdf';

export const SCHEDULE_PDF_RANGES = ['week', 'month'] as const;
export type SchedulePdfRange = (typeof SCHEDULE_PDF_RANGES)[number];

export const SchedulePdfQuery = Type.Object({
  range: Type.Optional(Type.Union(SCHEDULE_PDF_RANGES.map((range) => Type.Literal(range)), { default: 'week', description: 'week (default) or month' })),
  from: Type.Optional(DateOnly),
  /** The reader's interface language (default Armenian). */
  lang: Type.Optional(Type.Union([Type.Literal('hy'), Type.Literal('en'), Type.Literal('ru')])),
  departmentId: Type.Optional(Uuid),
});
export type SchedulePdfQuery = Static<typeof SchedulePdfQuery>;

/** The file's name: what it holds and from which day. */
export const schedulePdfFileName = (firstDay: string, range: SchedulePdfRange): string => `schedule-${range}-${firstDay}.pdf`;
