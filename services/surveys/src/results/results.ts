// Results: one survey's figures per question; a term's course evaluations per section with roll-ups per faculty and
// program; and the same figures across terms. Every figure is aggregated in SQL (results.repository.ts); this file
// arranges them in the questions' order, applies the threshold and the caller's reach.
import { localizedName } from '@campus/contracts/organizational';
import { percentOf, SCALES, type EvaluationOverview, type EvaluationRow, type EvaluationSubject, type QuestionResult, type RateRow, type SurveyResults, type SurveyText, type TrendPoint, type TrendQuery } from '@campus/contracts/surveys';
import { answeredPerQuestion, choiceCounts, evaluationFigures, responsesOf, scaleCounts, scaleFigures, textAnswers, type EvaluationFigures, type KeyCount } from '../db/results.repository.js';
import type { SurveysDb } from '../db/database.js';
import { findSurvey } from '../db/survey.repository.js';
import type { SurveyRow } from '../db/survey.table.js';
import { surveyNotFound } from '../errors.js';
import { accessDenied, canReadSurvey, reachOf, withheld, type Reader } from './reader.js';
import type { SectionPrograms, Units } from './units.js';

export interface ResultsContext {
  db: SurveysDb;
  units: Units;
  minResponses: number;
}

export interface OverviewQuery {
  academicPeriodId: string;
  facultyId?: string;
  departmentId?: string;
  programId?: string;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const meanOf = (sum: number, count: number): number | null => (count === 0 ? null : twoDecimals(sum / count));

function barsOf(question: SurveyRow['sections'][number]['questions'][number], counts: Map<string, number>, answered: number) {
  let keys: { key: string; text?: SurveyText }[] = [];
  if (question.kind === 'single_choice' || question.kind === 'multiple_choice') keys = (question.options ?? []).map((option) => ({ key: option.id, text: option.text }));
  if (question.kind === 'agreement' || question.kind === 'rating') {
    const { min, max } = SCALES[question.kind];
    keys = Array.from({ length: max - min + 1 }, (_, index) => ({ key: String(min + index) }));
  }
  return keys.map(({ key, text }) => {
    const count = counts.get(key) ?? 0;
    return { key, ...(text ? { text } : {}), count, percent: percentOf(count, answered) };
  });
}

const byQuestion = (rows: KeyCount[]) => {
  const grouped = new Map<string, Map<string, number>>();
  for (const row of rows) grouped.set(row.questionId, (grouped.get(row.questionId) ?? new Map<string, number>()).set(row.key, row.count));
  return grouped;
};

async function questionResults(db: SurveysDb, row: SurveyRow): Promise<QuestionResult[]> {
  const [answered, choices, scales, figures, texts] = await Promise.all([
    answeredPerQuestion(db, row.id), choiceCounts(db, row.id), scaleCounts(db, row.id), scaleFigures(db, row.id), textAnswers(db, row.id),
  ]);
  const counts = new Map([...byQuestion(choices), ...byQuestion(scales)]);
  const scaleOf = new Map(figures.map((figure) => [figure.questionId, figure]));
  return row.sections.flatMap((section) => section.questions).map((question) => {
    const count = answered.get(question.id) ?? 0;
    const scale = question.kind === 'agreement' || question.kind === 'rating' ? scaleOf.get(question.id) : undefined;
    return {
      questionId: question.id,
      kind: question.kind,
      text: question.text,
      answered: count,
      bars: barsOf(question, counts.get(question.id) ?? new Map(), count),
      mean: scale?.mean ?? null,
      deviation: scale?.deviation ?? null,
      texts: question.kind === 'short_text' || question.kind === 'long_text' ? (texts.get(question.id) ?? []) : [],
    };
  });
}

/** Each choice question's options' texts (for the PDF). */
const optionTexts = (row: SurveyRow) =>
  new Map(row.sections.flatMap((section) => section.questions).map((question) => [question.id, new Map((question.options ?? []).map((option) => [option.id, option.text]))]));

/** One survey's results, or 403 outside the caller's reach (404 for none). */
export async function surveyResults(context: ResultsContext, reader: Reader, surveyId: string): Promise<SurveyResults> {
  return (await resultsWithOptions(context, reader, surveyId)).results;
}

export async function resultsWithOptions(context: ResultsContext, reader: Reader, surveyId: string) {
  const row = await findSurvey(context.db, surveyId);
  if (!row) throw reader.readsAll || reader.reach ? surveyNotFound() : accessDenied();
  if (!canReadSurvey(reader, row)) throw accessDenied();
  const responses = await responsesOf(context.db, row.id);
  const hidden = withheld(responses, context.minResponses, row.anonymous, reader);
  const results: SurveyResults = {
    surveyId: row.id,
    title: row.title,
    evaluation: row.evaluation,
    responses,
    audienceSize: row.audience_size,
    responseRate: percentOf(responses, row.audience_size),
    minResponses: context.minResponses,
    withheld: hidden,
    questions: hidden ? [] : await questionResults(context.db, row),
  };
  return { results, options: optionTexts(row) };
}

interface Totals {
  surveys: number;
  responses: number;
  audienceSize: number;
  agreementCount: number;
  agreementSum: number;
}

const emptyTotals = (): Totals => ({ surveys: 0, responses: 0, audienceSize: 0, agreementCount: 0, agreementSum: 0 });

function add(totals: Totals, figures: EvaluationFigures, share = 1, audience = figures.audienceSize): void {
  totals.surveys += 1;
  totals.responses += figures.responses * share;
  totals.audienceSize += audience;
  totals.agreementCount += figures.agreementCount * share;
  totals.agreementSum += figures.agreementSum * share;
}

/** A group's row: its agreement mean withheld while its (rounded) responses are under the threshold. */
function rateRow(id: string, name: string, totals: Totals, minResponses: number): RateRow {
  const responses = Math.round(totals.responses);
  return {
    id,
    name,
    surveys: totals.surveys,
    responses,
    audienceSize: totals.audienceSize,
    responseRate: percentOf(responses, totals.audienceSize),
    agreementMean: responses < minResponses ? null : meanOf(totals.agreementSum, totals.agreementCount),
  };
}

function sectionRow(figures: EvaluationFigures, programs: SectionPrograms, minResponses: number, reader: Reader): EvaluationRow {
  const hidden = withheld(figures.responses, minResponses, figures.anonymous, reader);
  return {
    surveyId: figures.surveyId,
    subject: figures.evaluation as EvaluationSubject,
    programNames: (programs.get(figures.sectionId)?.programs ?? []).map((program) => program.code).sort(),
    responses: figures.responses,
    audienceSize: figures.audienceSize,
    responseRate: percentOf(figures.responses, figures.audienceSize),
    withheld: hidden,
    agreementMean: hidden ? null : meanOf(figures.agreementSum, figures.agreementCount),
  };
}

/** Faculty totals (exact) and program totals (each section by its students' share, see units.ts). */
function rollUps(figures: EvaluationFigures[], programs: SectionPrograms) {
  const faculties = new Map<string, Totals>();
  const byProgram = new Map<string, { code: string; totals: Totals }>();
  for (const one of figures) {
    add(faculties.get(one.facultyId) ?? faculties.set(one.facultyId, emptyTotals()).get(one.facultyId)!, one);
    const section = programs.get(one.sectionId);
    for (const program of section?.programs ?? []) {
      const entry = byProgram.get(program.programId) ?? byProgram.set(program.programId, { code: program.code, totals: emptyTotals() }).get(program.programId)!;
      add(entry.totals, one, program.students / section!.total, program.students);
    }
  }
  return { faculties, byProgram };
}

export async function evaluationOverview(context: ResultsContext, reader: Reader, query: OverviewQuery): Promise<EvaluationOverview> {
  const reach = reachOf(reader);
  const programs = await context.units.sectionPrograms(query.academicPeriodId);
  const programSections = query.programId ? [...programs].filter(([, entry]) => entry.programs.some((program) => program.programId === query.programId)).map(([sectionId]) => sectionId) : undefined;
  const [figures, faculties] = await Promise.all([
    evaluationFigures(context.db, { academicPeriodId: query.academicPeriodId, facultyId: query.facultyId, departmentId: query.departmentId, sectionIds: programSections, reach }),
    context.units.faculties(),
  ]);
  const { minResponses } = context;
  const totals = rollUps(figures, programs);
  const facultyName = new Map(faculties.map((faculty) => [faculty.id, localizedName(faculty.name, 'hy')]));
  const sections = figures.map((one) => sectionRow(one, programs, minResponses, reader));
  sections.sort((a, b) => a.subject.courseCode.localeCompare(b.subject.courseCode) || a.subject.sectionName.localeCompare(b.subject.sectionName));
  return {
    academicPeriodId: query.academicPeriodId,
    minResponses,
    sections,
    faculties: [...totals.faculties].map(([id, one]) => rateRow(id, facultyName.get(id) ?? '', one, minResponses)).sort((a, b) => a.name.localeCompare(b.name)),
    programs: [...totals.byProgram]
      .filter(([id]) => !query.programId || id === query.programId)
      .map(([id, one]) => rateRow(id, one.code, one.totals, minResponses))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Per term, oldest first: the evaluations of a course, a lecturer, a department or a faculty (within the reach). */
export async function evaluationTrend(context: ResultsContext, reader: Reader, query: TrendQuery): Promise<TrendPoint[]> {
  const reach = reachOf(reader);
  const [figures, periods] = await Promise.all([
    evaluationFigures(context.db, { courseId: query.courseId, lecturerId: query.lecturerId, departmentId: query.departmentId, facultyId: query.facultyId, reach }),
    context.units.periods(),
  ]);
  const perPeriod = new Map<string, Totals>();
  for (const one of figures) add(perPeriod.get(one.periodId) ?? perPeriod.set(one.periodId, emptyTotals()).get(one.periodId)!, one);
  return [...periods]
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
    .filter((period) => perPeriod.has(period.id))
    .map((period) => {
      const row = rateRow(period.id, period.name, perPeriod.get(period.id)!, context.minResponses);
      return { academicPeriodId: period.id, periodName: period.name, surveys: row.surveys, responses: row.responses, responseRate: row.responseRate, agreementMean: row.agreementMean };
    });
}
