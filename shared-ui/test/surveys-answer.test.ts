// The answering form's logic: the body it sends (survey order, empty answers left out), the problem it shows first,
// the person's list order and the dashboard card's choice, and that the person's list follows survey notifications.
import { describe, expect, it } from '@jest/globals';
import { answerProblems, type MySurvey, type SurveySection } from '@campus/contracts/surveys';
import { answerMapOf, answersBody, firstProblem, inAnsweringOrder, problemsByQuestion, toAnswer } from '../src/surveys/answer/answers-model.js';
import { mySurveysQuery } from '../src/surveys/answer/answer-api.js';
import { refreshedBy } from '../src/query/notification-refresh.js';

const text = (words: string) => ({ hy: words, en: words, ru: words });

const sections: SurveySection[] = [
  {
    id: 's1',
    title: text('First'),
    questions: [
      { id: 'clarity', kind: 'agreement', text: text('Clear?'), required: true },
      { id: 'pick', kind: 'single_choice', text: text('Pick'), required: false, options: [{ id: 'a', text: text('A') }, { id: 'b', text: text('B') }] },
    ],
  },
  {
    id: 's2',
    title: text('Second'),
    questions: [
      { id: 'overall', kind: 'rating', text: text('Overall'), required: true },
      { id: 'comment', kind: 'long_text', text: text('Comment'), required: false },
    ],
  },
];

describe('answers body', () => {
  it('sends the answers in the survey order and leaves out empty ones (a cleared text, an emptied choice list)', () => {
    const answers = answerMapOf([
      { questionId: 'comment', text: '   ' },
      { questionId: 'overall', value: 0 },
      { questionId: 'pick', choices: [] },
      { questionId: 'clarity', value: 4 },
    ]);
    expect(answersBody(sections, answers)).toEqual([
      { questionId: 'clarity', value: 4 },
      { questionId: 'overall', value: 0 },
    ]);
  });

  it('ignores answers to questions the survey no longer has', () => {
    expect(answersBody(sections, answerMapOf([{ questionId: 'gone', value: 3 }]))).toEqual([]);
  });
});

describe('the first problem', () => {
  it('is the earliest question in the survey, whatever order the problems came in', () => {
    const problems = answerProblems(sections, [], true);
    expect(problems.map((problem) => problem.questionId).toSorted()).toEqual(['clarity', 'overall']);
    expect(firstProblem(sections, problems.toReversed())).toEqual({ questionId: 'clarity', code: 'ANSWER_REQUIRED' });
    expect(firstProblem(sections, [])).toBeUndefined();
  });

  it('keeps one problem per question, the first found', () => {
    expect(problemsByQuestion([{ questionId: 'pick', code: 'ANSWER_INVALID' }, { questionId: 'pick', code: 'ANSWER_REQUIRED' }])).toEqual({ pick: 'ANSWER_INVALID' });
  });
});

const survey = (id: string, closesAt: string, state: MySurvey['state']): MySurvey => ({
  id,
  title: text(id),
  anonymous: true,
  closesAt,
  evaluation: null,
  state,
  questions: 3,
});

describe('the person list', () => {
  const list = [
    survey('answered-soon', '2026-05-01T10:00:00.000Z', 'submitted'),
    survey('late', '2026-06-01T10:00:00.000Z', 'not_started'),
    survey('soon-draft', '2026-05-02T10:00:00.000Z', 'draft'),
    survey('soonest', '2026-05-01T12:00:00.000Z', 'not_started'),
  ];

  it('puts the surveys not yet submitted first, the soonest closing first', () => {
    expect(inAnsweringOrder(list).map((item) => item.id)).toEqual(['soonest', 'soon-draft', 'late', 'answered-soon']);
  });

  it('puts a started draft before one not started when they close together', () => {
    const together = [survey('a-new', '2026-05-01T10:00:00.000Z', 'not_started'), survey('z-draft', '2026-05-01T10:00:00.000Z', 'draft')];
    expect(inAnsweringOrder(together).map((item) => item.id)).toEqual(['z-draft', 'a-new']);
  });

  it('offers on the dashboard only those still to answer', () => {
    expect(toAnswer(list).map((item) => item.id)).toEqual(['soonest', 'soon-draft', 'late']);
  });

  it('refreshes when a survey notification arrives (one linking to a form too), not on others', () => {
    const meta = mySurveysQuery.meta as Record<string, unknown>;
    expect(refreshedBy(meta, { type: 'survey' })).toBe(true);
    expect(refreshedBy(meta, { type: 'announcement', link: '/surveys/0b4c2e8e-2a4b-4c8e-9d3f-1a2b3c4d5e6f' })).toBe(true);
    expect(refreshedBy(meta, { type: 'grade', link: '/midterms' })).toBe(false);
  });
});
