// The form's logic apart from React: answers kept by question while the person answers, turned into the body the
// server takes (empty answers left out, so a cleared choice is not sent as an invalid one), the person's list in
// its order, and which problem the form shows first (the first in the survey's own order).
import { answerEmpty, type Answer, type AnswerProblem, type MySurvey, type SurveySection } from '@campus/contracts/surveys';

export type AnswerMap = Record<string, Answer>;

export function answerMapOf(answers: readonly Answer[]): AnswerMap {
  return Object.fromEntries(answers.map((answer) => [answer.questionId, answer]));
}

/** The answers in the survey's question order, empty ones left out. */
export function answersBody(sections: readonly SurveySection[], answers: AnswerMap): Answer[] {
  return sections
    .flatMap((section) => section.questions)
    .map((question) => answers[question.id])
    .filter((answer): answer is Answer => answer !== undefined && !answerEmpty(answer));
}

/** The problem of the question that comes first in the survey, or undefined. */
export function firstProblem(sections: readonly SurveySection[], problems: readonly AnswerProblem[]): AnswerProblem | undefined {
  const order = sections.flatMap((section) => section.questions.map((question) => question.id));
  return problems.toSorted((a, b) => order.indexOf(a.questionId) - order.indexOf(b.questionId))[0];
}

/** The problems by question (one per question: the first found). */
export function problemsByQuestion(problems: readonly AnswerProblem[]): Record<string, AnswerProblem['code']> {
  const found: Record<string, AnswerProblem['code']> = {};
  for (const problem of problems) found[problem.questionId] ??= problem.code;
  return found;
}

const STATE_ORDER = { draft: 0, not_started: 1, submitted: 2 } as const;

/** Not yet submitted first, then the soonest closing, a started draft before one not started (to finish what was
 * begun), then by id so the order is stable. */
export function inAnsweringOrder(surveys: readonly MySurvey[]): MySurvey[] {
  const submitted = (survey: MySurvey) => (survey.state === 'submitted' ? 1 : 0);
  return surveys.toSorted(
    (a, b) =>
      submitted(a) - submitted(b) ||
      a.closesAt.localeCompare(b.closesAt) ||
      STATE_ORDER[a.state as keyof typeof STATE_ORDER] - STATE_ORDER[b.state as keyof typeof STATE_ORDER] ||
      a.id.localeCompare(b.id),
  );
}

/** The surveys a dashboard card offers: those still to answer. */
export function toAnswer(surveys: readonly MySurvey[]): MySurvey[] {
  return inAnsweringOrder(surveys).filter((survey) => survey.state !== 'submitted');
}

/** The DOM id of a question's block, the target the form scrolls to. */
export const questionElementId = (questionId: string) => `survey-question-${questionId}`;
