// Where a SURVEY_INCOMPLETE problem lies, in words ("Question 3, option 2 · English"), for the list above the
// builder: every problem is named there even when its field is in another language's tab.
import type { SurveyFields } from '@campus/contracts/surveys';
import { LANGUAGES, normalPath, type IncompleteProblem, type TextLanguage } from './survey-draft.js';

/** The language a problem is about, when its place ends in one. */
export function problemLanguage(problem: IncompleteProblem): TextLanguage | undefined {
  const last = normalPath(problem.path).split('.').at(-1);
  return LANGUAGES.find((language) => language === last);
}

/** The survey-wide number of the question at sections[section].questions[question]. */
function questionNumber(fields: SurveyFields, section: number, question: number): number {
  return fields.sections.slice(0, section).reduce((count, each) => count + each.questions.length, 0) + question + 1;
}

/** Reads the manage part's texts (keyPrefix 'manage'). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

export function problemPlace(t: Translate, fields: SurveyFields, problem: IncompleteProblem): string {
  const segments = normalPath(problem.path).split('.');
  const language = problemLanguage(problem);
  const parts: string[] = [];
  const [head, sectionIndex, questionsWord, questionIndex, optionsWord, optionIndex] = segments;
  if (head === 'sections' && sectionIndex !== undefined) {
    if (questionsWord === 'questions' && questionIndex !== undefined) {
      parts.push(t('builder.questionNumber', { number: questionNumber(fields, Number(sectionIndex), Number(questionIndex)) }));
      if (optionsWord === 'options' && optionIndex !== undefined && /^\d+$/.test(optionIndex)) parts.push(t('builder.option', { number: Number(optionIndex) + 1 }));
      else if (optionsWord === 'options') parts.push(t('builder.optionsHeading'));
      else if (optionsWord === 'help') parts.push(t('builder.help'));
    } else {
      parts.push(t('builder.sectionNumber', { number: Number(sectionIndex) + 1 }));
      if (questionsWord === 'title') parts.push(t('builder.sectionTitle'));
    }
  } else if (head && ['title', 'description', 'audience', 'opensAt', 'closesAt', 'sections'].includes(head)) {
    parts.push(t(`places.${head}`));
  } else {
    parts.push(t('places.survey'));
  }
  const place = parts.join(', ');
  return language ? `${place} · ${t(`languages.${language}`)}` : place;
}
