// The builder's model: the fields a manager writes (the contract's SurveyFields), how a new survey, section, question
// and option start, moving and removing them, which translations are missing, and where the server's SURVEY_INCOMPLETE
// problems belong. Pure functions, so the builder's components only render and call them.
import type { Audience } from '@campus/contracts/audience';
import { surveyProblems, type Question, type QuestionKind, type QuestionOption, type Survey, type SurveyFields, type SurveySection, type SurveyText } from '@campus/contracts/surveys';

export const LANGUAGES = ['hy', 'en', 'ru'] as const;
export type TextLanguage = (typeof LANGUAGES)[number];

export const emptyText = (): SurveyText => ({ hy: '', en: '', ru: '' });

/** A text in a language, Armenian when that language's is empty (as respondents read it). */
export const textIn = (text: SurveyText | undefined, language: string): string =>
  text ? (text[language as TextLanguage] ?? '').trim() || text.hy : '';

/** Ids are stable within a survey and never reused within it (answers and results name them). */
function nextId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let number = 1;
  while (used.has(`${prefix}${number}`)) number += 1;
  return `${prefix}${number}`;
}

export const isChoice = (kind: QuestionKind): boolean => kind === 'single_choice' || kind === 'multiple_choice';

const questionIds = (fields: SurveyFields) => fields.sections.flatMap((section) => section.questions.map((question) => question.id));

export function newOption(options: QuestionOption[]): QuestionOption {
  return { id: nextId('o', options.map((option) => option.id)), text: emptyText() };
}

export function newQuestion(fields: SurveyFields, kind: QuestionKind = 'agreement'): Question {
  const question: Question = { id: nextId('q', questionIds(fields)), kind, text: emptyText(), required: true };
  if (isChoice(kind)) {
    const first = newOption([]);
    question.options = [first, newOption([first])];
  }
  return question;
}

export function newSection(fields: SurveyFields): SurveySection {
  return { id: nextId('s', fields.sections.map((section) => section.id)), title: emptyText(), questions: [] };
}

export function newSurvey(kind: 'survey' | 'template'): SurveyFields {
  const fields: SurveyFields = { title: emptyText(), description: emptyText(), anonymous: true, sections: [], opensAt: null, closesAt: null };
  const section = newSection(fields);
  fields.sections = [section];
  section.questions = [newQuestion(fields)];
  if (kind === 'survey') fields.audience = [] as unknown as Audience;
  return fields;
}

/** The writable fields of a loaded survey (the audience without its labels and sizes). */
export function fieldsOf(survey: Survey): SurveyFields {
  const fields: SurveyFields = {
    title: survey.title,
    description: survey.description,
    anonymous: survey.anonymous,
    sections: survey.sections,
    opensAt: survey.opensAt,
    closesAt: survey.closesAt,
  };
  if (survey.kind !== 'template') {
    fields.audience = (survey.audience ?? []).map((part) => (part.kind === 'role' ? { kind: 'role', role: part.role } : { kind: part.kind, id: part.id })) as Audience;
  }
  return fields;
}

/** The body of a save: an empty audience is left out (the contract's audience has at least one part). */
export function bodyOf(fields: SurveyFields): SurveyFields {
  const { audience, ...rest } = fields;
  return audience && audience.length > 0 ? { ...rest, audience } : rest;
}

/** Moves the item at `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moved<T>(items: T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Changes a question's kind: choice kinds get two options when they had none, others lose theirs. */
export function withKind(question: Question, kind: QuestionKind): Question {
  if (isChoice(kind)) {
    const options = question.options?.length ? question.options : [newOption([]), newOption([{ id: 'o1', text: emptyText() }])];
    return { ...question, kind, options };
  }
  const { options: _dropped, ...rest } = question;
  return { ...rest, kind };
}

/** What stops scheduling, found as the server finds it (the contracts' surveyProblems): the builder shows it live
 * once a schedule was refused, so each marker goes as its field is fixed. */
export function currentProblems(fields: SurveyFields): IncompleteProblem[] {
  return surveyProblems(fields);
}

/** How many texts lack each language (a survey is scheduled complete in all three). */
export function missingTexts(fields: SurveyFields): Record<TextLanguage, number> {
  const counts = { hy: 0, en: 0, ru: 0 };
  for (const problem of surveyProblems(fields)) {
    const language = LANGUAGES.find((one) => problem.code === 'TEXT_MISSING' && problem.path.endsWith(`.${one}`));
    if (language) counts[language] += 1;
  }
  return counts;
}

/** A problem of SURVEY_INCOMPLETE as the server names it: `path` is the field's place ('sections.0.questions.1.text.en'). */
export interface IncompleteProblem {
  path: string;
  code: string;
}

/** The server's path as dotted segments, whether it wrote it as a JSON pointer ('/title/hy') or dotted. */
export const normalPath = (path: string): string => path.replace(/^\/+/, '').replace(/\//g, '.').replace(/\[(\d+)\]/g, '.$1');

/** The problems at `path` or under it. */
export function problemsAt(problems: IncompleteProblem[], path: string): IncompleteProblem[] {
  return problems.filter((problem) => {
    const at = normalPath(problem.path);
    return at === path || at.startsWith(`${path}.`);
  });
}

/** Problems whose place is a text in a language (`….hy`), for the marker beside that language's field. */
export function textProblem(problems: IncompleteProblem[], path: string, language: TextLanguage): IncompleteProblem | undefined {
  return problems.find((problem) => {
    const at = normalPath(problem.path);
    return at === `${path}.${language}` || (language === 'hy' && at === path);
  });
}
