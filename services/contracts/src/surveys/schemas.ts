// Surveys (issue 15): a survey is sections of questions, each text in hy, en and ru, for an audience, open between two
// moments, anonymous or named. A template is a survey that is never answered, only copied; a course evaluation is a
// survey made from a template for one section of a term, about its course and lecturer, for the section's students.
import { Type, type Static } from 'typebox';
import { Audience, DescribedAudiencePart } from '../audience.js';
import { Nullable, DateTime, Uuid } from '../organizational/primitives.js';
import { listQuery } from '../lists.js';

/** A text in the three interface languages. hy may be empty only in a draft; en and ru fall back to hy when empty. */
export const SurveyText = Type.Object({
  hy: Type.String({ maxLength: 2000 }),
  en: Type.String({ maxLength: 2000 }),
  ru: Type.String({ maxLength: 2000 }),
}, { additionalProperties: false });
export type SurveyText = Static<typeof SurveyText>;

/**
 * The kinds a quality office uses. `agreement`: 1 (strongly disagree) … 5 (strongly agree); `rating`: 0 … 10;
 * `short_text` up to 500 characters, `long_text` up to 5,000.
 */
export const QUESTION_KINDS = ['single_choice', 'multiple_choice', 'agreement', 'rating', 'short_text', 'long_text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const SCALES = { agreement: { min: 1, max: 5 }, rating: { min: 0, max: 10 } } as const;
export const TEXT_ANSWER_MAX = { short_text: 500, long_text: 5000 } as const;
export const SURVEY_LIMITS = { sections: 20, questionsPerSection: 50, options: 20 } as const;

export const QuestionOption = Type.Object({
  /** Stable within the question (client-made, e.g. 'o1'); answers name it. */
  id: Type.String({ pattern: '^[a-z0-9_-]{1,40}$' }),
  text: SurveyText,
}, { additionalProperties: false });
export type QuestionOption = Static<typeof QuestionOption>;

export const Question = Type.Object({
  /** Stable within the survey (client-made, e.g. 'q1'); kept by duplication and by course evaluations from one template, so results compare across surveys. */
  id: Type.String({ pattern: '^[a-z0-9_-]{1,40}$' }),
  kind: Type.Enum([...QUESTION_KINDS]),
  text: SurveyText,
  /** Help under the question; optional. */
  help: Type.Optional(SurveyText),
  required: Type.Boolean(),
  /** Choice questions only: 2..20 options. */
  options: Type.Optional(Type.Array(QuestionOption, { maxItems: SURVEY_LIMITS.options })),
}, { additionalProperties: false });
export type Question = Static<typeof Question>;

export const SurveySection = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9_-]{1,40}$' }),
  title: SurveyText,
  questions: Type.Array(Question, { maxItems: SURVEY_LIMITS.questionsPerSection }),
}, { additionalProperties: false });
export type SurveySection = Static<typeof SurveySection>;

/**
 * - `draft`: being written, changed freely, seen by managers only;
 * - `scheduled`: will open at `opensAt` (its questions can no longer change);
 * - `open`: answered between `opensAt` and `closesAt`;
 * - `closed`: past `closesAt` or closed early; results stay;
 * - `archived`: out of the lists (results stay readable).
 * Templates are `draft` or `archived` only.
 */
export const SURVEY_STATUSES = ['draft', 'scheduled', 'open', 'closed', 'archived'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const SURVEY_KINDS = ['survey', 'template', 'course_evaluation'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** What a course evaluation is about (copied when made, so a renamed course keeps the term's words). */
export const EvaluationSubject = Type.Object({
  sectionId: Uuid,
  sectionName: Type.String(),
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: SurveyText,
  /** Null for a section without a lecturer. */
  lecturerId: Nullable(Uuid),
  lecturerName: Nullable(Type.String()),
  departmentId: Uuid,
  facultyId: Uuid,
  academicPeriodId: Uuid,
});
export type EvaluationSubject = Static<typeof EvaluationSubject>;

/** The fields a manager writes (create and change). */
export const SurveyFields = Type.Object({
  title: SurveyText,
  description: SurveyText,
  anonymous: Type.Boolean(),
  sections: Type.Array(SurveySection, { maxItems: SURVEY_LIMITS.sections }),
  /** Surveys only (not templates); required to schedule. */
  audience: Type.Optional(Audience),
  opensAt: Type.Optional(Nullable(DateTime)),
  closesAt: Type.Optional(Nullable(DateTime)),
}, { additionalProperties: false });
export type SurveyFields = Static<typeof SurveyFields>;

// One object (not an intersection): the validator strips properties a part does not name, so `kind` would be lost.
export const CreateSurveyBody = Type.Object({ ...SurveyFields.properties, kind: Type.Enum(['survey', 'template']) }, { additionalProperties: false });
export type CreateSurveyBody = Static<typeof CreateSurveyBody>;

/** A survey as managers see it. */
export const Survey = Type.Object({
  id: Uuid,
  kind: Type.Enum([...SURVEY_KINDS]),
  status: Type.Enum([...SURVEY_STATUSES]),
  title: SurveyText,
  description: SurveyText,
  anonymous: Type.Boolean(),
  sections: Type.Array(SurveySection),
  audience: Nullable(Type.Array(DescribedAudiencePart)),
  opensAt: Nullable(DateTime),
  closesAt: Nullable(DateTime),
  /** Course evaluations only. */
  evaluation: Nullable(EvaluationSubject),
  /** The template a survey or evaluation was made from. */
  templateId: Nullable(Uuid),
  /** Submitted answers, and the audience's size when it was scheduled. */
  responses: Type.Integer({ minimum: 0 }),
  audienceSize: Type.Integer({ minimum: 0 }),
  createdBy: Uuid,
  createdAt: DateTime,
  updatedAt: DateTime,
  /** Optimistic concurrency: a change names the version it read (409 SURVEY_CHANGED). */
  version: Type.Integer({ minimum: 0 }),
});
export type Survey = Static<typeof Survey>;

/** One row of /admin/surveys. */
export const SurveySummary = Type.Pick(Survey, ['id', 'kind', 'status', 'title', 'anonymous', 'opensAt', 'closesAt', 'evaluation', 'responses', 'audienceSize', 'updatedAt']);
export type SurveySummary = Static<typeof SurveySummary>;

export const SURVEY_SORTS = ['updatedAt', '-updatedAt', 'opensAt', '-opensAt', 'closesAt', '-closesAt', 'title', '-title'] as const;

/** GET /api/surveys: surveys and course evaluations (archived ones only with status=archived), or kind=template. */
export const SurveyListQuery = listQuery(SURVEY_SORTS, {
  status: Type.Optional(Type.Enum([...SURVEY_STATUSES])),
  kind: Type.Optional(Type.Enum([...SURVEY_KINDS])),
});
export type SurveyListQuery = Static<typeof SurveyListQuery>;

export const ChangeSurveyBody = Type.Object({ ...SurveyFields.properties, version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type ChangeSurveyBody = Static<typeof ChangeSurveyBody>;

/** Schedule a draft: it opens at opensAt (now or later) and closes at closesAt; both required, closesAt after opensAt. */
export const ScheduleSurveyBody = Type.Object({ version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });

/**
 * Make one course evaluation from a template for every section of a term (in the caller's scope, optionally one
 * faculty or department), each about its course and lecturer, for its students. A section that already has an
 * evaluation from this template in this term is skipped, so running it again adds only new sections.
 */
export const GenerateEvaluationsBody = Type.Object({
  templateId: Uuid,
  academicPeriodId: Uuid,
  facultyId: Type.Optional(Uuid),
  departmentId: Type.Optional(Uuid),
  opensAt: DateTime,
  closesAt: DateTime,
  anonymous: Type.Boolean({ default: true }),
}, { additionalProperties: false });
export type GenerateEvaluationsBody = Static<typeof GenerateEvaluationsBody>;

export const GeneratedEvaluations = Type.Object({
  created: Type.Integer({ minimum: 0 }),
  /** Sections that already had one. */
  skipped: Type.Integer({ minimum: 0 }),
  /** Sections without students (no evaluation made). */
  empty: Type.Integer({ minimum: 0 }),
});
export type GeneratedEvaluations = Static<typeof GeneratedEvaluations>;
