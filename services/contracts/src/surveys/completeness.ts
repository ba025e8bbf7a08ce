// What stops a survey from being scheduled (400 SURVEY_INCOMPLETE, details.problems), found the same way by the
// builder in the browser and by the server. A draft may be anything; a scheduled survey is complete in all three
// languages, since each person reads it in theirs.
import type { Audience } from '../audience.js';
import type { SurveySection, SurveyText } from './schemas.js';

export const SURVEY_PROBLEM_CODES = ['TEXT_MISSING', 'NO_QUESTIONS', 'OPTIONS_TOO_FEW', 'ID_DUPLICATE', 'AUDIENCE_MISSING', 'TIMES_MISSING'] as const;
export type SurveyProblemCode = (typeof SURVEY_PROBLEM_CODES)[number];

/** `path` names the field, e.g. `title.en`, `sections.0.questions.2.options.1.text.ru`, `audience`, `opensAt`. */
export interface SurveyProblem {
  path: string;
  code: SurveyProblemCode;
}

const LANGUAGES = ['hy', 'en', 'ru'] as const;
const CHOICE_KINDS = new Set(['single_choice', 'multiple_choice']);

/** A required text: every language. An optional one (description, help): every language once any is written. */
function textProblems(text: SurveyText | undefined, path: string, required: boolean): SurveyProblem[] {
  if (!text) return required ? LANGUAGES.map((language) => ({ path: `${path}.${language}`, code: 'TEXT_MISSING' })) : [];
  const written = LANGUAGES.filter((language) => text[language].trim() !== '');
  if (!required && written.length === 0) return [];
  return LANGUAGES.filter((language) => !written.includes(language)).map((language) => ({ path: `${path}.${language}`, code: 'TEXT_MISSING' }));
}

function duplicateIds(ids: string[], path: (index: number) => string): SurveyProblem[] {
  const seen = new Set<string>();
  return ids.flatMap((id, index) => (seen.has(id) ? [{ path: path(index), code: 'ID_DUPLICATE' as const }] : (seen.add(id), [])));
}

/** The questions' problems: texts, options of choice questions, ids unique in the survey. */
export function questionProblems(sections: SurveySection[]): SurveyProblem[] {
  const problems: SurveyProblem[] = [];
  if (!sections.some((section) => section.questions.length > 0)) problems.push({ path: 'sections', code: 'NO_QUESTIONS' });
  problems.push(...duplicateIds(sections.map((section) => section.id), (index) => `sections.${index}.id`));
  const questionIds = sections.flatMap((section, s) => section.questions.map((question, q) => ({ id: question.id, path: `sections.${s}.questions.${q}.id` })));
  problems.push(...duplicateIds(questionIds.map((one) => one.id), (index) => questionIds[index]!.path));
  sections.forEach((section, s) => {
    problems.push(...textProblems(section.title, `sections.${s}.title`, false));
    section.questions.forEach((question, q) => {
      const at = `sections.${s}.questions.${q}`;
      problems.push(...textProblems(question.text, `${at}.text`, true), ...textProblems(question.help, `${at}.help`, false));
      if (!CHOICE_KINDS.has(question.kind)) return;
      const options = question.options ?? [];
      if (options.length < 2) problems.push({ path: `${at}.options`, code: 'OPTIONS_TOO_FEW' });
      problems.push(...duplicateIds(options.map((option) => option.id), (index) => `${at}.options.${index}.id`));
      options.forEach((option, o) => problems.push(...textProblems(option.text, `${at}.options.${o}.text`, true)));
    });
  });
  return problems;
}

/** Everything that stops scheduling: the title in every language, the questions, an audience and both times. */
export function surveyProblems(survey: { title: SurveyText; description: SurveyText; sections: SurveySection[]; audience?: Audience | null; opensAt?: string | null; closesAt?: string | null }): SurveyProblem[] {
  return [
    ...textProblems(survey.title, 'title', true),
    ...textProblems(survey.description, 'description', false),
    ...questionProblems(survey.sections),
    ...(survey.audience?.length ? [] : [{ path: 'audience', code: 'AUDIENCE_MISSING' as const }]),
    ...(survey.opensAt ? [] : [{ path: 'opensAt', code: 'TIMES_MISSING' as const }]),
    ...(survey.closesAt ? [] : [{ path: 'closesAt', code: 'TIMES_MISSING' as const }]),
  ];
}
