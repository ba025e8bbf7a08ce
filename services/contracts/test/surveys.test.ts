// The surveys rules the builder, the form and the server share: what stops scheduling, and the answers' problems.
import { describe, expect, it } from '@jest/globals';
import { answerProblems, surveyProblems, type SurveySection } from '../src/surveys/index.js';

const all = (words: string) => ({ hy: `${words} hy`, en: `${words} en`, ru: `${words} ru` });

const sections: SurveySection[] = [
  {
    id: 's',
    title: all('Section'),
    questions: [
      { id: 'pick', kind: 'single_choice', text: all('Pick'), required: true, options: [{ id: 'a', text: all('A') }, { id: 'b', text: all('B') }] },
      { id: 'agree', kind: 'agreement', text: all('Agree'), required: true },
      { id: 'say', kind: 'short_text', text: all('Say'), required: false },
    ],
  },
];
const complete = { title: all('T'), description: { hy: '', en: '', ru: '' }, sections, audience: [{ kind: 'role' as const, role: 'student' as const }], opensAt: '2026-01-01T00:00:00Z', closesAt: '2026-02-01T00:00:00Z' };

describe('surveyProblems', () => {
  it('when every required text is in hy, en and ru, with questions, options, an audience and times, then there are none', () => {
    expect(surveyProblems(complete)).toEqual([]);
  });

  it('when a translation, an option, the audience or a time is missing, or an id repeats, then each is named by its path', () => {
    const broken: SurveySection[] = [{
      id: 's',
      title: { hy: '', en: '', ru: '' },
      questions: [
        { id: 'q', kind: 'multiple_choice', text: { hy: 'Հարց', en: '', ru: 'Вопрос' }, help: { hy: 'Օգնություն', en: '', ru: '' }, required: true, options: [{ id: 'a', text: all('A') }] },
        { id: 'q', kind: 'rating', text: all('Again'), required: true },
      ],
    }];
    expect(surveyProblems({ ...complete, description: { hy: 'Նկարագիր', en: 'About', ru: '' }, sections: broken, audience: [], closesAt: null })).toEqual([
      { path: 'description.ru', code: 'TEXT_MISSING' },
      { path: 'sections.0.questions.1.id', code: 'ID_DUPLICATE' },
      { path: 'sections.0.questions.0.text.en', code: 'TEXT_MISSING' },
      { path: 'sections.0.questions.0.help.en', code: 'TEXT_MISSING' },
      { path: 'sections.0.questions.0.help.ru', code: 'TEXT_MISSING' },
      { path: 'sections.0.questions.0.options', code: 'OPTIONS_TOO_FEW' },
      { path: 'audience', code: 'AUDIENCE_MISSING' },
      { path: 'closesAt', code: 'TIMES_MISSING' },
    ]);
    expect(surveyProblems({ ...complete, sections: [] })).toEqual([{ path: 'sections', code: 'NO_QUESTIONS' }]);
  });
});

describe('answerProblems', () => {
  it('when submitting, a required question left empty is ANSWER_REQUIRED; a value off its scale, an unknown option or question, or a second answer is ANSWER_INVALID', () => {
    expect(answerProblems(sections, [{ questionId: 'pick', choice: 'a' }, { questionId: 'agree', value: 5 }], true)).toEqual([]);
    expect(answerProblems(sections, [{ questionId: 'agree', value: 6 }, { questionId: 'pick', choice: 'c' }, { questionId: 'nope', value: 1 }, { questionId: 'agree', value: 2 }], true)).toEqual([
      { questionId: 'agree', code: 'ANSWER_INVALID' },
      { questionId: 'pick', code: 'ANSWER_INVALID' },
      { questionId: 'nope', code: 'ANSWER_INVALID' },
      { questionId: 'agree', code: 'ANSWER_INVALID' },
    ]);
    expect(answerProblems(sections, [{ questionId: 'say', text: '   ' }], true)).toEqual([{ questionId: 'pick', code: 'ANSWER_REQUIRED' }, { questionId: 'agree', code: 'ANSWER_REQUIRED' }]);
    expect(answerProblems(sections, [{ questionId: 'say', text: '   ' }], false)).toEqual([]);
  });
});
