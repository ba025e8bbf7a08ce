// Answering: the surveys open for a person, the form with their draft, saving a draft and submitting once. An
// anonymous survey's submitted answers are kept with no link to the person (see the surveys service's README
// section); the draft is the person's until they submit, then it is deleted.
import { Type, type Static } from 'typebox';
import { Nullable, DateTime, Uuid } from '../organizational/primitives.js';
import { EvaluationSubject, SCALES, SurveySection, SurveyText, TEXT_ANSWER_MAX, type Question, type QuestionKind, type Survey } from './schemas.js';

/** One answer: `choice` for single choice, `choices` for multiple, `value` for the scales, `text` for text kinds. */
export const Answer = Type.Object({
  questionId: Type.String({ pattern: '^[a-z0-9_-]{1,40}$' }),
  choice: Type.Optional(Type.String({ maxLength: 40 })),
  choices: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
  value: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  text: Type.Optional(Type.String({ maxLength: TEXT_ANSWER_MAX.long_text })),
}, { additionalProperties: false });
export type Answer = Static<typeof Answer>;

export const AnswersBody = Type.Object({ answers: Type.Array(Answer, { maxItems: 1000 }) }, { additionalProperties: false });
export type AnswersBody = Static<typeof AnswersBody>;

/** Where the person stands with a survey. */
export const RESPONSE_STATES = ['not_started', 'draft', 'submitted'] as const;
export type ResponseState = (typeof RESPONSE_STATES)[number];

/** A survey in a person's list (dashboard card, /surveys). */
export const MySurvey = Type.Object({
  id: Uuid,
  title: SurveyText,
  anonymous: Type.Boolean(),
  closesAt: DateTime,
  evaluation: Nullable(EvaluationSubject),
  state: Type.Enum([...RESPONSE_STATES]),
  questions: Type.Integer({ minimum: 0 }),
});
export type MySurvey = Static<typeof MySurvey>;

/** The form: the survey's questions and the person's draft (or, once submitted, nothing more to answer). */
export const SurveyForm = Type.Object({
  id: Uuid,
  title: SurveyText,
  description: SurveyText,
  anonymous: Type.Boolean(),
  opensAt: DateTime,
  closesAt: DateTime,
  evaluation: Nullable(EvaluationSubject),
  sections: Type.Array(SurveySection),
  state: Type.Enum([...RESPONSE_STATES]),
  /** The saved draft's answers; empty when not started or submitted (a submitted anonymous answer is never shown back). */
  draft: Type.Array(Answer),
  draftSavedAt: Nullable(DateTime),
});
export type SurveyForm = Static<typeof SurveyForm>;

/** A problem of one answer, as both the form and the server find it. */
export interface AnswerProblem {
  questionId: string;
  code: 'ANSWER_REQUIRED' | 'ANSWER_INVALID';
}

function answerValid(question: Question, answer: Answer): boolean {
  const optionIds = new Set((question.options ?? []).map((option) => option.id));
  switch (question.kind as QuestionKind) {
    case 'single_choice': return answer.choice !== undefined && optionIds.has(answer.choice);
    case 'multiple_choice': return answer.choices !== undefined && answer.choices.length > 0 && new Set(answer.choices).size === answer.choices.length && answer.choices.every((id) => optionIds.has(id));
    case 'agreement': case 'rating': {
      const scale = SCALES[question.kind as 'agreement' | 'rating'];
      return answer.value !== undefined && answer.value >= scale.min && answer.value <= scale.max;
    }
    case 'short_text': case 'long_text': return answer.text !== undefined && answer.text.length <= TEXT_ANSWER_MAX[question.kind as 'short_text'];
  }
}

/** Whether an answer carries nothing (a text of spaces counts as none). */
export const answerEmpty = (answer: Answer | undefined): boolean =>
  !answer || (answer.choice === undefined && !answer.choices?.length && answer.value === undefined && !answer.text?.trim());

/**
 * The problems of a set of answers against a survey: an unknown question, a second answer to one, a value that does
 * not fit its kind, and (when submitting, `complete`) a required question left empty. A draft is checked without
 * `complete`.
 */
export function answerProblems(sections: SurveySection[], answers: Answer[], complete: boolean): AnswerProblem[] {
  const questions = new Map(sections.flatMap((section) => section.questions).map((question) => [question.id, question]));
  const byQuestion = new Map<string, Answer>();
  const problems: AnswerProblem[] = [];
  for (const answer of answers) {
    const question = questions.get(answer.questionId);
    if (!question || byQuestion.has(answer.questionId)) problems.push({ questionId: answer.questionId, code: 'ANSWER_INVALID' });
    else {
      byQuestion.set(answer.questionId, answer);
      if (!answerEmpty(answer) && !answerValid(question, answer)) problems.push({ questionId: answer.questionId, code: 'ANSWER_INVALID' });
    }
  }
  if (complete) {
    for (const question of questions.values()) {
      if (question.required && answerEmpty(byQuestion.get(question.id))) problems.push({ questionId: question.id, code: 'ANSWER_REQUIRED' });
    }
  }
  return problems;
}

/** A preview for managers is the form of the survey as it stands, answered by nobody. */
export const previewOf = (survey: Survey): SurveyForm => ({
  id: survey.id,
  title: survey.title,
  description: survey.description,
  anonymous: survey.anonymous,
  opensAt: survey.opensAt ?? survey.updatedAt,
  closesAt: survey.closesAt ?? survey.updatedAt,
  evaluation: survey.evaluation,
  sections: survey.sections,
  state: 'not_started',
  draft: [],
  draftSavedAt: null,
});
