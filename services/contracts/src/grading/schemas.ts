// Midterms: a sheet per section and midterm number (1..MIDTERMS_PER_SECTION) of its course (the spec's subject) in
// the section's period (its year and semester). One number per student, the score; what students see is the score
// as last published, so a correction after publishing stays the lecturer's until it is published again.
import { Type, type Static } from 'typebox';
import { DataList, listQuery } from '../lists.js';
import { SectionReference } from '../materials/access.js';
import { LocalizedName } from '../organizational/common.js';
import { DateTime, Nullable, Uuid } from '../organizational/primitives.js';

/**
 * SPEC §4 Midterm status. `not_created`: never saved (no row). `draft`: saved, with changes students do not see
 * yet. `awaiting_authorization`: a code was sent and is still valid. `verifying`: the code is being checked and
 * the grades published (one transaction; screens show it while the call runs). `published`: students see exactly
 * what is saved.
 */
export const MIDTERM_STATUSES = ['not_created', 'draft', 'awaiting_authorization', 'verifying', 'published'] as const;
export type MidtermStatus = (typeof MIDTERM_STATUSES)[number];
export const MidtermStatus = Type.Enum(MIDTERM_STATUSES);

/** The verification code's length (SPEC §9). */
export const MIDTERM_CODE_LENGTH = 6;

/** Score bounds and the midterms per section; the grading service's configuration (GRADE_MIN, GRADE_MAX, GRADE_STEP, MIDTERMS_PER_SECTION, PASS_MARK). */
export const GradingBounds = Type.Object({
  min: Type.Number(),
  max: Type.Number(),
  /** Scores are multiples of it (0.5: 17.5 is a score, 17.25 is not). */
  step: Type.Number({ exclusiveMinimum: 0 }),
  midterms: Type.Integer({ minimum: 1 }),
  passMark: Type.Number(),
});
export type GradingBounds = Static<typeof GradingBounds>;

/** Whether `value` is `from` plus a whole number of `step`s (to a billionth, so decimal steps such as 0.1 work). */
export function onStep(value: number, from: number, step: number): boolean {
  const steps = (value - from) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** Whether a score may be saved: within the bounds and on the step. */
export const scoreAllowed = (score: number, bounds: Pick<GradingBounds, 'min' | 'max' | 'step'>): boolean => score >= bounds.min && score <= bounds.max && onStep(score, bounds.min, bounds.step);

export const MidtermNumberParams = Type.Object({ sectionId: Uuid, number: Type.Integer({ minimum: 1, maximum: 20 }) });
export type MidtermNumberParams = Static<typeof MidtermNumberParams>;

/** One student's row of a sheet. */
export const MidtermEntry = Type.Object({
  studentId: Uuid,
  fullName: Type.String(),
  studentNumber: Nullable(Type.String()),
  groupName: Nullable(Type.String()),
  /** The saved score; null when none (a cleared input). */
  score: Nullable(Type.Number()),
  /** What the student sees; null before the first publish or when published empty. */
  publishedScore: Nullable(Type.Number()),
});
export type MidtermEntry = Static<typeof MidtermEntry>;

/** The publish flow's state as the lecturer sees it (SPEC §4: retry time, expiry and cooldown shown). */
export const CodeState = Type.Object({
  /** When the code sent last expires; null when none is valid. */
  expiresAt: Nullable(DateTime),
  /** Before this moment no new code can be requested. */
  nextRequestAt: Nullable(DateTime),
  attemptsLeft: Type.Integer({ minimum: 0 }),
});
export type CodeState = Static<typeof CodeState>;

export const MidtermSheet = Type.Object({
  /** The midterm's id, also its legacy batch id; null while `not_created`. */
  id: Nullable(Uuid),
  section: SectionReference,
  number: Type.Integer({ minimum: 1 }),
  status: MidtermStatus,
  /** Saved together with a save's grades: a save names the version it started from (409 SHEET_CHANGED otherwise). */
  version: Type.Integer({ minimum: 0 }),
  bounds: GradingBounds,
  entries: Type.Array(MidtermEntry),
  /** Entries whose saved score differs from the published one. */
  unpublishedChanges: Type.Integer({ minimum: 0 }),
  /** Present for the section's lecturer. */
  code: Nullable(CodeState),
  lastSavedAt: Nullable(DateTime),
  publishedAt: Nullable(DateTime),
  publishedBy: Nullable(Type.String()),
});
export type MidtermSheet = Static<typeof MidtermSheet>;

export const MAX_GRADES_PER_SAVE = 1000;
/**
 * A score or null as one type list: the servers' validator coerces types, and under anyOf [number, null] it would
 * turn a null (a cleared score) into 0 by the first branch; with a type list a null matches and stays null.
 */
const NullableScore = Type.Unsafe<number | null>({ type: ['number', 'null'] });
export const SaveGradesBody = Type.Object(
  {
    version: Type.Integer({ minimum: 0 }),
    /** Only the changed rows; null clears a score. */
    grades: Type.Array(Type.Object({ studentId: Uuid, score: NullableScore }, { additionalProperties: false }), { maxItems: MAX_GRADES_PER_SAVE }),
  },
  { additionalProperties: false },
);
export type SaveGradesBody = Static<typeof SaveGradesBody>;

export const CodeRequested = Type.Object({ sentTo: Type.String({ description: 'the lecturer address, partly hidden' }), code: CodeState });
export type CodeRequested = Static<typeof CodeRequested>;
export const PublishBody = Type.Object({ code: Type.String({ pattern: '^\\d{6}$' }) }, { additionalProperties: false });
export type PublishBody = Static<typeof PublishBody>;

/** A midterm's state in the lists: per section and number. */
export const MidtermSummary = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  status: MidtermStatus,
  graded: Type.Integer({ minimum: 0 }),
  students: Type.Integer({ minimum: 0 }),
  average: Nullable(Type.Number()),
  publishedAt: Nullable(DateTime),
});
export type MidtermSummary = Static<typeof MidtermSummary>;

export const SectionMidterms = Type.Object({ ...SectionReference.properties, students: Type.Integer({ minimum: 0 }), midterms: Type.Array(MidtermSummary) });
export type SectionMidterms = Static<typeof SectionMidterms>;

/** /lecturer/midterms/: a subject the lecturer teaches, in a period, with their sections. */
export const LecturerSubject = Type.Object({
  subjectId: Uuid,
  code: Type.String(),
  name: LocalizedName,
  periodId: Uuid,
  periodName: Type.String(),
  sections: Type.Array(SectionMidterms),
});
export type LecturerSubject = Static<typeof LecturerSubject>;

export const SubjectParams = Type.Object({ subjectId: Uuid });
export const SubjectQuery = Type.Object({ periodId: Type.Optional(Uuid) }, { additionalProperties: false });
export const SubjectMidterms = Type.Object({
  subjectId: Uuid,
  code: Type.String(),
  name: LocalizedName,
  bounds: GradingBounds,
  sections: Type.Array(SectionMidterms),
});
export type SubjectMidterms = Static<typeof SubjectMidterms>;

/** /lecturer/midterms/{subjectId}/aggregate: every student of the subject's sections with each midterm's saved score. */
export const AggregateRow = Type.Object({
  studentId: Uuid,
  fullName: Type.String(),
  studentNumber: Nullable(Type.String()),
  sectionId: Uuid,
  sectionNumber: Type.String(),
  /** Index i is midterm i + 1. */
  scores: Type.Array(Nullable(Type.Number())),
  average: Nullable(Type.Number()),
});
export const SubjectAggregate = Type.Object({
  subjectId: Uuid,
  code: Type.String(),
  name: LocalizedName,
  bounds: GradingBounds,
  rows: Type.Array(AggregateRow),
  /** Per section and midterm number, the mean of the saved scores. */
  sections: Type.Array(SectionMidterms),
});
export type SubjectAggregate = Static<typeof SubjectAggregate>;

/** SPEC §7: the legacy batch; its id is the midterm's. */
export const MidtermBatch = Type.Object({ id: Uuid, sectionId: Nullable(Uuid), midtermNumber: Nullable(Type.Integer({ minimum: 1 })) });
export type MidtermBatch = Static<typeof MidtermBatch>;
export const BatchParams = Type.Object({ batchId: Uuid });

/** A published grade as the student sees it. */
export const StudentMidterm = Type.Object({
  ...SectionReference.properties,
  number: Type.Integer({ minimum: 1 }),
  score: Nullable(Type.Number()),
  max: Type.Number(),
  passMark: Type.Number(),
  publishedAt: DateTime,
});
export type StudentMidterm = Static<typeof StudentMidterm>;
export const StudentMidtermsQuery = Type.Object({ periodId: Type.Optional(Uuid) }, { additionalProperties: false });

/** /admin/midterms and staff /midterms: one row per section and midterm number. */
export const MidtermOverview = Type.Object({
  ...SectionReference.properties,
  id: Nullable(Uuid),
  lecturerName: Nullable(Type.String()),
  departmentName: Type.String(),
  facultyName: Type.String(),
  ...MidtermSummary.properties,
});
export type MidtermOverview = Static<typeof MidtermOverview>;
export const MIDTERM_SORTS = ['courseCode', 'status', 'publishedAt', 'average'] as const;
export const MidtermListQuery = listQuery(MIDTERM_SORTS, {
  periodId: Type.Optional(Uuid),
  facultyId: Type.Optional(Uuid),
  departmentId: Type.Optional(Uuid),
  status: Type.Optional(MidtermStatus),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type MidtermListQuery = Static<typeof MidtermListQuery>;
export const MidtermList = DataList(MidtermOverview);
export type MidtermList = Static<typeof MidtermList>;
