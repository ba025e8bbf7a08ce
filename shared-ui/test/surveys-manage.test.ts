// The survey builder's model (shared-ui/src/surveys/manage/survey-draft.ts and problem-places.ts): ids, moving,
// changing a question's kind, the missing texts per language and where a server problem is said to lie.
import { describe, expect, it } from '@jest/globals';
import { actionsFor } from '../src/surveys/manage/surveys-page.js';
import { problemPlace } from '../src/surveys/manage/problem-places.js';
import { bodyOf, currentProblems, missingTexts, moved, newQuestion, newSurvey, normalPath, problemsAt, textProblem, withKind } from '../src/surveys/manage/survey-draft.js';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options && 'number' in options ? ` ${String(options.number)}` : ''}`;

describe('the survey builder model', () => {
  it('when a survey is new, then it has one section with one required agreement question and no audience in its body', () => {
    const fields = newSurvey('survey');
    expect(fields.sections).toHaveLength(1);
    expect(fields.sections[0]!.questions).toEqual([expect.objectContaining({ id: 'q1', kind: 'agreement', required: true })]);
    expect(bodyOf(fields)).not.toHaveProperty('audience');
    expect(newSurvey('template')).not.toHaveProperty('audience');
  });

  it('when a question is added, then its id is the next unused one across sections, and a choice starts with two options', () => {
    const fields = newSurvey('survey');
    const choice = newQuestion(fields, 'single_choice');
    expect(choice.id).toBe('q2');
    expect(choice.options?.map((option) => option.id)).toEqual(['o1', 'o2']);
  });

  it('when a question changes kind, then a choice keeps or gains options and other kinds drop them', () => {
    const choice = newQuestion(newSurvey('survey'), 'multiple_choice');
    expect(withKind(choice, 'single_choice').options).toBe(choice.options);
    expect(withKind(choice, 'rating')).not.toHaveProperty('options');
    expect(withKind(withKind(choice, 'rating'), 'single_choice').options).toHaveLength(2);
  });

  it('when an item moves past either end, then the list stays as it is', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    const list = ['a', 'b'];
    expect(moved(list, 0, -1)).toBe(list);
    expect(moved(list, 1, 1)).toBe(list);
  });

  it('when only Armenian is written, then English and Russian each miss every required text', () => {
    const fields = newSurvey('survey');
    fields.title.hy = 'Հարցում';
    fields.sections[0]!.questions[0]!.text.hy = 'Հարց';
    expect(missingTexts(fields)).toEqual({ hy: 0, en: 2, ru: 2 });
    expect(currentProblems(fields).map((problem) => problem.path)).toEqual(expect.arrayContaining(['title.en', 'audience', 'opensAt', 'closesAt']));
  });

  it('when the server names a place, then it is read as dotted or as a pointer, and a field finds its own problems', () => {
    expect(normalPath('/sections/0/questions/1/text/en')).toBe('sections.0.questions.1.text.en');
    const problems = [{ path: 'sections.0.questions.1.text.en', code: 'TEXT_MISSING' }, { path: 'audience', code: 'AUDIENCE_MISSING' }];
    expect(textProblem(problems, 'sections.0.questions.1.text', 'en')?.code).toBe('TEXT_MISSING');
    expect(textProblem(problems, 'sections.0.questions.1.text', 'ru')).toBeUndefined();
    expect(problemsAt(problems, 'sections.0')).toHaveLength(1);
  });

  it('when a problem is put in words, then the question is numbered across sections and its language named', () => {
    const fields = newSurvey('survey');
    fields.sections.push({ id: 's2', title: { hy: '', en: '', ru: '' }, questions: [newQuestion(fields), newQuestion(fields)] });
    expect(problemPlace(t, fields, { path: 'sections.1.questions.1.options.0.text.ru', code: 'TEXT_MISSING' })).toBe('builder.questionNumber 3, builder.option 1 · languages.ru');
    expect(problemPlace(t, fields, { path: 'title.en', code: 'TEXT_MISSING' })).toBe('places.title · languages.en');
  });

  it('when a row is in a status, then only what the status allows is offered', () => {
    expect(actionsFor({ kind: 'survey', status: 'draft', responses: 0 })).toEqual(['edit', 'preview', 'schedule', 'duplicate', 'delete']);
    expect(actionsFor({ kind: 'survey', status: 'open', responses: 3 })).toEqual(['preview', 'close', 'results', 'duplicate']);
    expect(actionsFor({ kind: 'survey', status: 'closed', responses: 3 })).toEqual(['preview', 'results', 'duplicate', 'archive']);
    expect(actionsFor({ kind: 'template', status: 'draft', responses: 0 })).toEqual(['edit', 'preview', 'duplicate', 'archive', 'delete']);
  });
});
