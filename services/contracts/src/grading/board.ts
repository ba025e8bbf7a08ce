// The examination board (issue 14 part 5): each student's progress across the subjects of a period (published midterm
// scores from grading, missed classes from attendance's summary) with the at-risk rules, and each lecturer's teaching
// load (allocated hours, weekly class hours, sections, students from organizational). Every figure is read through
// its owner's API, never its tables.
//
// /api/grading/board (admin and quality_assurance: all; deans_office: its faculties; chair: its departments; others 403)
//   GET  /progress?periodId&facultyId&departmentId&programId&groupId&atRiskOnly&search&page&pageSize → BoardProgress
//   GET  /progress/pdf?…the same filters…&lang                                                    → application/pdf
//   GET  /teaching-load?periodId&facultyId&departmentId                                           → TeachingLoad
//
// /internal/organizational/board (service token)
//   GET  /students?periodId&managerUserId&facultyId&departmentId&programId&groupId&search → {data: BoardStudent[]}
//   GET  /teaching-load?periodId&managerUserId&facultyId&departmentId                     → {data: LecturerTeaching[]}
// `managerUserId` limits the answer to the departments that person manages (their dean's office faculties' and the
// ones they chair); without it the answer is the whole university's.
import { Type, type Static } from 'typebox';
import { PageMetaProperties, PageNumber, PAGE_SIZE } from '../lists.js';
import { LocalizedName } from '../organizational/common.js';
import { Nullable, Uuid } from '../organizational/primitives.js';

const GRADING_BOARD = '/api/grading/board';
export const BOARD_PATHS = {
  progress: `${GRADING_BOARD}/progress`,
  progressPdf: `${GRADING_BOARD}/progress/pdf`,
  teachingLoad: `${GRADING_BOARD}/teaching-load`,
} as const;

const ORGANIZATIONAL_BOARD = '/internal/organizational/board';
export const ORGANIZATIONAL_BOARD_PATHS = {
  students: `${ORGANIZATIONAL_BOARD}/students`,
  teachingLoad: `${ORGANIZATIONAL_BOARD}/teaching-load`,
} as const;

/** Why a student is at risk; each is one rule of AtRiskRules. */
export const AT_RISK_REASONS = ['low_average', 'failing_subjects', 'absences'] as const;
export type AtRiskReason = (typeof AT_RISK_REASONS)[number];

/**
 * The rules in force (grading's configuration: PASS_MARK, AT_RISK_ABSENCE_SHARE, AT_RISK_FAILING_SUBJECTS).
 * A student is at risk when the average of all their published midterm scores of the period is under `passMark`
 * (low_average), when at least `failingSubjects` subjects each average under it (failing_subjects; 0 turns the rule
 * off), or when in any subject the share of class days marked absent exceeds `absenceShare` (absences). Excused,
 * late and partial marks do not count as missed. With no published score there is no average and no grade rule.
 */
export const AtRiskRules = Type.Object({
  passMark: Type.Number(),
  absenceShare: Type.Number({ minimum: 0, maximum: 1 }),
  failingSubjects: Type.Integer({ minimum: 0 }),
});
export type AtRiskRules = Static<typeof AtRiskRules>;

const FilterProperties = {
  periodId: Type.Optional(Uuid),
  facultyId: Type.Optional(Uuid),
  departmentId: Type.Optional(Uuid),
  programId: Type.Optional(Uuid),
  groupId: Type.Optional(Uuid),
  search: Type.Optional(Type.String({ maxLength: 100 })),
};

export const BoardProgressQuery = Type.Object(
  {
    ...FilterProperties,
    atRiskOnly: Type.Optional(Type.Boolean()),
    page: Type.Optional(PageNumber),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.default })),
  },
  { additionalProperties: false },
);
export type BoardProgressQuery = Static<typeof BoardProgressQuery>;

export const BOARD_PDF_LANGUAGES = ['hy', 'en', 'ru'] as const;
export const BoardProgressPdfQuery = Type.Object({ ...FilterProperties, atRiskOnly: Type.Optional(Type.Boolean()), lang: Type.Optional(Type.Enum(BOARD_PDF_LANGUAGES)) }, { additionalProperties: false });
export type BoardProgressPdfQuery = Static<typeof BoardProgressPdfQuery>;

/** One subject (a section's course) of a student in the period. */
export const SubjectProgress = Type.Object({
  sectionId: Uuid,
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  /** The published midterm scores, by number (a midterm not published, or published without this student's score, is left out). */
  scores: Type.Array(Type.Object({ number: Type.Integer({ minimum: 1 }), score: Type.Number() })),
  /** The average of `scores`, to two decimals; null without any. */
  average: Nullable(Type.Number()),
  /** Class days held so far and those marked absent. */
  sessionsHeld: Type.Integer({ minimum: 0 }),
  missed: Type.Integer({ minimum: 0 }),
  /** missed / sessionsHeld, to four decimals; null before the first class. */
  missedShare: Nullable(Type.Number()),
  belowPassMark: Type.Boolean(),
  overAbsenceShare: Type.Boolean(),
});
export type SubjectProgress = Static<typeof SubjectProgress>;

export const StudentProgress = Type.Object({
  studentId: Uuid,
  studentNumber: Nullable(Type.String()),
  fullName: Type.String(),
  programCode: Nullable(Type.String()),
  groupName: Nullable(Type.String()),
  subjects: Type.Array(SubjectProgress),
  /** The average of every published score of the period, to two decimals; null without any. */
  average: Nullable(Type.Number()),
  /** Missed over held across the subjects, to four decimals; null before the first class. */
  missedShare: Nullable(Type.Number()),
  atRisk: Type.Boolean(),
  reasons: Type.Array(Type.Enum(AT_RISK_REASONS)),
  /** The rules this student was judged by (their department's area settings, else the faculty's, else the configuration's). */
  rules: Type.Optional(Type.Object({ ...AtRiskRules.properties, source: Type.Union([Type.Literal('department'), Type.Literal('faculty'), Type.Literal('default')]) })),
});
export type StudentProgress = Static<typeof StudentProgress>;

export const BoardPeriod = Type.Object({ id: Uuid, name: Type.String() });
export const BoardProgress = Type.Object({
  data: Type.Array(StudentProgress),
  ...PageMetaProperties,
  /** Of all students matching the filters (before atRiskOnly and paging). */
  atRiskCount: Type.Integer({ minimum: 0 }),
  period: Nullable(BoardPeriod),
  rules: AtRiskRules,
});
export type BoardProgress = Static<typeof BoardProgress>;

export const TeachingLoadQuery = Type.Object({ periodId: Type.Optional(Uuid), facultyId: Type.Optional(Uuid), departmentId: Type.Optional(Uuid) }, { additionalProperties: false });
export type TeachingLoadQuery = Static<typeof TeachingLoadQuery>;

/** One lecturer's teaching in the period. */
export const LecturerTeaching = Type.Object({
  lecturerId: Uuid,
  lecturerName: Type.String(),
  departmentId: Uuid,
  departmentName: LocalizedName,
  /** The most hours the lecturer may be allocated, and the hours allocated this period (as /api/allocation/loads counts them). */
  maxLoad: Type.Integer({ minimum: 0 }),
  allocatedHours: Type.Integer({ minimum: 0 }),
  /** Hours a week of the weekly classes of the lecturer's sections, to two decimals. */
  weeklyClassHours: Type.Number({ minimum: 0 }),
  sections: Type.Integer({ minimum: 0 }),
  /** Distinct students enrolled in those sections. */
  students: Type.Integer({ minimum: 0 }),
});
export type LecturerTeaching = Static<typeof LecturerTeaching>;
export const TeachingLoad = Type.Object({ data: Type.Array(LecturerTeaching), period: Nullable(BoardPeriod) });
export type TeachingLoad = Static<typeof TeachingLoad>;

// organizational's answers (service token).
export const BoardUnitQuery = Type.Object(
  { ...FilterProperties, periodId: Uuid, managerUserId: Type.Optional(Uuid) },
  { additionalProperties: false },
);
export type BoardUnitQuery = Static<typeof BoardUnitQuery>;
export const BoardStudent = Type.Object({
  studentId: Uuid,
  studentNumber: Nullable(Type.String()),
  fullName: Type.String(),
  programCode: Nullable(Type.String()),
  groupName: Nullable(Type.String()),
  /** The student's department (their program's, else their group's) and its faculty, whose settings apply to them. */
  departmentId: Type.Optional(Nullable(Uuid)),
  facultyId: Type.Optional(Nullable(Uuid)),
  /** The sections the student is enrolled in this period, by course code. */
  sections: Type.Array(Type.Object({ sectionId: Uuid, courseId: Uuid, courseCode: Type.String(), courseName: LocalizedName })),
});
export type BoardStudent = Static<typeof BoardStudent>;
export const BoardLoadQuery = Type.Object({ periodId: Uuid, managerUserId: Type.Optional(Uuid), facultyId: Type.Optional(Uuid), departmentId: Type.Optional(Uuid) }, { additionalProperties: false });
export type BoardLoadQuery = Static<typeof BoardLoadQuery>;
