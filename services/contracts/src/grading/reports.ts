// Reports (issue 14 part 6): enrolment by program and group, teaching load, grade distributions and pass rates,
// attendance rates, in the caller's scope, each as JSON (the screens build the CSV with toCsv) and as a PDF in the
// reader's language. Every figure is read through its owner's API (organizational's board answers, attendance's
// summary, grading's published scores), never its tables.
//
// /api/grading/reports (admin and quality_assurance: all; deans_office: its faculties; chair: its departments; others 403)
//   GET  /enrolment?periodId&facultyId&departmentId       → EnrolmentReport
//   GET  /teaching-load?periodId&facultyId&departmentId   → TeachingLoad (the examination board's)
//   GET  /grades?periodId&facultyId&departmentId          → GradesReport
//   GET  /attendance?periodId&facultyId&departmentId      → AttendanceReport
//   GET  /:kind/pdf?…the same…&lang                        → application/pdf
import { Type, type Static } from 'typebox';
import { LocalizedName } from '../organizational/common.js';
import { Nullable, Uuid } from '../organizational/primitives.js';
import { BOARD_PDF_LANGUAGES, BoardPeriod } from './board.js';

export const REPORT_KINDS = ['enrolment', 'teaching-load', 'grades', 'attendance'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const GRADING_REPORTS = '/api/grading/reports';
export const reportPath = (kind: ReportKind) => `${GRADING_REPORTS}/${kind}`;
export const reportPdfPath = (kind: ReportKind) => `${GRADING_REPORTS}/${kind}/pdf`;
export const REPORT_PATHS = { pdf: `${GRADING_REPORTS}/:kind/pdf` } as const;

const ScopeProperties = { periodId: Type.Optional(Uuid), facultyId: Type.Optional(Uuid), departmentId: Type.Optional(Uuid) };
export const ReportQuery = Type.Object(ScopeProperties, { additionalProperties: false });
export type ReportQuery = Static<typeof ReportQuery>;
export const ReportPdfQuery = Type.Object({ ...ScopeProperties, lang: Type.Optional(Type.Enum(BOARD_PDF_LANGUAGES)) }, { additionalProperties: false });
export type ReportPdfQuery = Static<typeof ReportPdfQuery>;
export const ReportPdfParams = Type.Object({ kind: Type.Enum(REPORT_KINDS) }, { additionalProperties: false });

/** Students of the period (enrolled in at least one of its sections) per program and group. */
export const EnrolmentRow = Type.Object({ programCode: Nullable(Type.String()), groupName: Nullable(Type.String()), students: Type.Integer({ minimum: 0 }) });
export type EnrolmentRow = Static<typeof EnrolmentRow>;
export const EnrolmentReport = Type.Object({ period: Nullable(BoardPeriod), data: Type.Array(EnrolmentRow), total: Type.Integer({ minimum: 0 }) });
export type EnrolmentReport = Static<typeof EnrolmentReport>;

/** A band of the grade range: from ≤ score < to (the last band includes `to`). */
export const GradeBand = Type.Object({ from: Type.Number(), to: Type.Number() });
export type GradeBand = Static<typeof GradeBand>;

/** One subject (course) of the period: its published midterm scores over all its sections. */
export const SubjectGrades = Type.Object({
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  /** Students with at least one published score. */
  students: Type.Integer({ minimum: 0 }),
  /** Published scores, and how many fall in each band of `bands` (same order). */
  scores: Type.Integer({ minimum: 0 }),
  bands: Type.Array(Type.Integer({ minimum: 0 })),
  /** The mean of the scores, to two decimals; null without any. */
  mean: Nullable(Type.Number()),
  /** Share of `students` whose average in the subject reaches the pass mark, to four decimals; null without any. */
  passRate: Nullable(Type.Number()),
});
export type SubjectGrades = Static<typeof SubjectGrades>;
export const GradesReport = Type.Object({ period: Nullable(BoardPeriod), passMark: Type.Number(), bands: Type.Array(GradeBand), data: Type.Array(SubjectGrades) });
export type GradesReport = Static<typeof GradesReport>;

/** One subject (course) of the period: its students' class days so far and those attended (all but absent). */
export const SubjectAttendance = Type.Object({
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  students: Type.Integer({ minimum: 0 }),
  /** Class days held summed over the students (a student in a section that met 12 times counts 12). */
  studentDays: Type.Integer({ minimum: 0 }),
  missed: Type.Integer({ minimum: 0 }),
  /** (studentDays − missed) / studentDays, to four decimals; null before the first class. */
  attendedShare: Nullable(Type.Number()),
});
export type SubjectAttendance = Static<typeof SubjectAttendance>;
export const AttendanceReport = Type.Object({ period: Nullable(BoardPeriod), data: Type.Array(SubjectAttendance) });
export type AttendanceReport = Static<typeof AttendanceReport>;
