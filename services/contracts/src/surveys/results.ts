// Results: per question counts, percentages, means and distributions; text answers listed; response rates. Results of
// a survey (or of a section's evaluation, or of any group of them) are withheld while fewer than
// SURVEY_MIN_RESPONSES people (default 5) answered, so a small class stays anonymous: the answer then says so and
// carries no figures.
import { Type, type Static } from 'typebox';
import { Nullable, Uuid } from '../organizational/primitives.js';
import { EvaluationSubject, QUESTION_KINDS, SurveyText } from './schemas.js';

/** One bar: an option id, or a scale value as a string ('1'…'5', '0'…'10'). */
export const ResultBar = Type.Object({
  key: Type.String(),
  /** A choice option's text (the reader may not read the survey itself); absent for scale values. */
  text: Type.Optional(SurveyText),
  count: Type.Integer({ minimum: 0 }),
  /** Of those who answered the question, 0..100, one decimal. */
  percent: Type.Number(),
});
export type ResultBar = Static<typeof ResultBar>;

export const QuestionResult = Type.Object({
  questionId: Type.String(),
  kind: Type.Enum([...QUESTION_KINDS]),
  text: SurveyText,
  /** How many answered it (a multiple choice counts a person once). */
  answered: Type.Integer({ minimum: 0 }),
  /** Choice and scale questions: every option or scale value, in order, zeros included. */
  bars: Type.Array(ResultBar),
  /** Scale questions: the mean to two decimals and the standard deviation; null for other kinds or none answered. */
  mean: Nullable(Type.Number()),
  deviation: Nullable(Type.Number()),
  /** Text questions: the answers, in a random order (never the order they came in). */
  texts: Type.Array(Type.String()),
});
export type QuestionResult = Static<typeof QuestionResult>;

export const SurveyResults = Type.Object({
  surveyId: Uuid,
  title: SurveyText,
  evaluation: Nullable(EvaluationSubject),
  responses: Type.Integer({ minimum: 0 }),
  audienceSize: Type.Integer({ minimum: 0 }),
  /** responses / audienceSize, 0..100, one decimal. */
  responseRate: Type.Number(),
  /** The threshold in force; when responses are under it, `withheld` is true and `questions` is empty. */
  minResponses: Type.Integer({ minimum: 1 }),
  withheld: Type.Boolean(),
  questions: Type.Array(QuestionResult),
});
export type SurveyResults = Static<typeof SurveyResults>;

/** A term's course evaluations, one row per section, in the caller's reach (lecturer: own; chair; dean's office; QA, admin: all). */
export const EvaluationRow = Type.Object({
  surveyId: Uuid,
  subject: EvaluationSubject,
  programNames: Type.Array(Type.String()),
  responses: Type.Integer({ minimum: 0 }),
  audienceSize: Type.Integer({ minimum: 0 }),
  responseRate: Type.Number(),
  withheld: Type.Boolean(),
  /** The mean of every agreement answer of the evaluation (1..5); null when withheld or none. */
  agreementMean: Nullable(Type.Number()),
});
export type EvaluationRow = Static<typeof EvaluationRow>;

/** A response rate rolled up per faculty or program (every evaluation of the term in reach). */
export const RateRow = Type.Object({
  id: Uuid,
  name: Type.String(),
  surveys: Type.Integer({ minimum: 0 }),
  responses: Type.Integer({ minimum: 0 }),
  audienceSize: Type.Integer({ minimum: 0 }),
  responseRate: Type.Number(),
  /** Withheld when the group's responses are under the threshold. */
  agreementMean: Nullable(Type.Number()),
});
export type RateRow = Static<typeof RateRow>;

export const EvaluationOverview = Type.Object({
  academicPeriodId: Uuid,
  minResponses: Type.Integer({ minimum: 1 }),
  sections: Type.Array(EvaluationRow),
  faculties: Type.Array(RateRow),
  programs: Type.Array(RateRow),
});
export type EvaluationOverview = Static<typeof EvaluationOverview>;

/** Comparison across terms: per period the same figures for a course, a lecturer, a department or a faculty. */
export const TrendPoint = Type.Object({
  academicPeriodId: Uuid,
  periodName: Type.String(),
  surveys: Type.Integer({ minimum: 0 }),
  responses: Type.Integer({ minimum: 0 }),
  responseRate: Type.Number(),
  agreementMean: Nullable(Type.Number()),
});
export type TrendPoint = Static<typeof TrendPoint>;

export const TrendQuery = Type.Object({
  courseId: Type.Optional(Uuid),
  lecturerId: Type.Optional(Uuid),
  departmentId: Type.Optional(Uuid),
  facultyId: Type.Optional(Uuid),
}, { additionalProperties: false });
export type TrendQuery = Static<typeof TrendQuery>;

/** Percent to one decimal (0 when the whole is 0). */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
