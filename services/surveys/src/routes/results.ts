// Results (issue 15 part 4): a survey's figures, a term's course evaluations with faculty and program roll-ups, the
// same across terms, and PDFs of the first two in the reader's language. The rule of who reads what needs the
// caller's place in teaching (reader.ts), which no one declaration says, so the routes are declared for the signed-in
// and the handler answers everyone outside the rule 403 RESULTS_ACCESS_DENIED. Nothing here changes a record.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '@campus/contracts';
import { attachment, CourseAccessCache, type ServiceDeps } from '@campus/kit';
import { EvaluationOverview, SurveyResults, SURVEYS_PATHS, TrendPoint, TrendQuery } from '../contracts.js';
import type { SurveysDb } from '../db/database.js';
import { readerOf } from '../results/reader.js';
import { overviewFileName, overviewPdf, surveyResultsFileName, surveyResultsPdf } from '../results/results-pdf.js';
import { evaluationOverview, evaluationTrend, resultsWithOptions, surveyResults, type ResultsContext } from '../results/results.js';
import { unitsOf, type Units } from '../results/units.js';

const READERS = { signedIn: true } as const;
const Uuid = Type.String({ format: 'uuid' });
const Language = Type.Optional(Type.Enum(['hy', 'en', 'ru']));
const IdParams = Type.Object({ id: Uuid });
const OverviewFilters = { academicPeriodId: Uuid, facultyId: Type.Optional(Uuid), departmentId: Type.Optional(Uuid), programId: Type.Optional(Uuid) };
const OverviewQuery = Type.Object(OverviewFilters, { additionalProperties: false });
const OverviewPdfQuery = Type.Object({ ...OverviewFilters, lang: Language }, { additionalProperties: false });
const PdfLanguageQuery = Type.Object({ lang: Language }, { additionalProperties: false });
const PDF_ANSWER = { description: 'application/pdf', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
const WHO = 'Managers (surveys:manage) and quality assurance: every survey; a lecturer: the evaluations of their sections; a chair: of their departments\' courses; the dean\'s office: of their faculty\'s; others 403 RESULTS_ACCESS_DENIED';

export interface ResultsRoutesOptions {
  deps: ServiceDeps;
  db: SurveysDb;
  units?: Units;
}

export function resultsRoutes({ deps, db, units = unitsOf(deps) }: ResultsRoutesOptions): FastifyPluginAsyncTypebox {
  const context: ResultsContext = { db, units, minResponses: deps.config.surveys.minResponses };
  const reader = new CourseAccessCache(deps).viewers(readerOf);
  const timeZone = deps.config.timeZone;
  return async (app) => {
    app.get(SURVEYS_PATHS.results(':id'), { config: { access: READERS }, schema: { summary: `A survey's results per question: counts and percentages of every option and scale value, means and standard deviations, text answers in a random order, the response rate; no figures while fewer than SURVEY_MIN_RESPONSES answered (managers see a named survey's). ${WHO}`, params: IdParams, response: { 200: Type.Object({ data: SurveyResults }), 403: ErrorBody, 404: ErrorBody } } }, async (request) =>
      ({ data: await surveyResults(context, await reader(request), request.params.id) }));

    app.get(SURVEYS_PATHS.resultsPdf(':id'), { config: { access: READERS }, schema: { summary: `A survey's results as a PDF in the reader's language (lang, default hy). ${WHO}`, params: IdParams, querystring: PdfLanguageQuery, response: { 200: PDF_ANSWER, 403: ErrorBody, 404: ErrorBody } } }, async (request, reply) => {
      const language = request.query.lang ?? 'hy';
      const { results, options } = await resultsWithOptions(context, await reader(request), request.params.id);
      const pdf = await surveyResultsPdf(results, options, language, timeZone);
      return reply.type('application/pdf').header('content-disposition', attachment(surveyResultsFileName(results.title[language] || results.title.hy))).header('cache-control', 'private, no-store').send(pdf as unknown as string);
    });

    app.get(SURVEYS_PATHS.evaluations, { config: { access: READERS }, schema: { summary: `A term's course evaluations in the caller's reach, one row per section (responses, audience, rate, agreement mean), with roll-ups per faculty and per program (a section counts for its students' programs by their share), each withheld under the threshold. ${WHO}`, querystring: OverviewQuery, response: { 200: Type.Object({ data: EvaluationOverview }), 403: ErrorBody } } }, async (request) =>
      ({ data: await evaluationOverview(context, await reader(request), request.query) }));

    app.get(SURVEYS_PATHS.evaluationsPdf, { config: { access: READERS }, schema: { summary: `The term's course evaluations (the same filters) as a PDF in the reader's language (lang, default hy). ${WHO}`, querystring: OverviewPdfQuery, response: { 200: PDF_ANSWER, 403: ErrorBody } } }, async (request, reply) => {
      const { lang = 'hy', ...query } = request.query;
      const [overview, periods] = await Promise.all([evaluationOverview(context, await reader(request), query), units.periods()]);
      const period = periods.find((one) => one.id === query.academicPeriodId);
      const pdf = await overviewPdf(overview, period, lang, timeZone);
      return reply.type('application/pdf').header('content-disposition', attachment(overviewFileName(period?.name ?? ''))).header('cache-control', 'private, no-store').send(pdf as unknown as string);
    });

    app.get(SURVEYS_PATHS.trend, { config: { access: READERS }, schema: { summary: `Course evaluations of a course, lecturer, department or faculty (every filter given must hold) per term, oldest first: surveys, responses, rate and agreement mean (withheld under the threshold). ${WHO}`, querystring: TrendQuery, response: { 200: Type.Object({ data: Type.Array(TrendPoint) }), 403: ErrorBody } } }, async (request) =>
      ({ data: await evaluationTrend(context, await reader(request), request.query) }));
  };
}
