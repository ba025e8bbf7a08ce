// The lists: a lecturer's subjects, a subject's sections and its aggregate, a student's own published scores and the
// staff overview of a period's midterms.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GRADING_PATHS, LecturerSubject, MidtermList, MidtermListQuery, StudentMidterm, StudentMidtermsQuery, SubjectAggregate, SubjectMidterms, SubjectParams, SubjectQuery } from '@campus/contracts/grading';
import { ErrorBody } from '@campus/contracts';
import type { GradingContext } from '../context.js';
import { languageOf, lecturerSubjects, midtermOverview, subjectAggregate, subjectMidterms } from '../lists.js';
import { studentMidterms } from '../sheets.js';
import { LECTURER, READERS } from './sheets.js';

const STAFF = { roles: ['quality_assurance', 'deans_office', 'chair'], scope: 'unit' } as const;

export function listRoutes(context: GradingContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(GRADING_PATHS.lecturerSubjects, { config: { access: LECTURER }, schema: { summary: "The caller's sections by subject and period (newest first), each with its midterms' state", response: { 200: Type.Object({ data: Type.Array(LecturerSubject) }) } } }, async (request) => ({
      data: await lecturerSubjects(context, await context.viewer(request)),
    }));

    app.get(GRADING_PATHS.subject(':subjectId'), { config: { access: READERS }, schema: { summary: "A subject's sections the caller may read in a period (default the newest with one), each with its midterms' state", params: SubjectParams, querystring: SubjectQuery, response: { 200: Type.Object({ data: SubjectMidterms }), 404: ErrorBody } } }, async (request) => ({
      data: await subjectMidterms(context, await context.viewer(request), request.params.subjectId, request.query.periodId),
    }));

    app.get(GRADING_PATHS.aggregate(':subjectId'), { config: { access: READERS }, schema: { summary: "Every student of a subject's readable sections with each midterm's saved score and their mean; each section's averages", params: SubjectParams, querystring: SubjectQuery, response: { 200: Type.Object({ data: SubjectAggregate }), 404: ErrorBody } } }, async (request) => ({
      data: await subjectAggregate(context, await context.viewer(request), request.params.subjectId, request.query.periodId),
    }));

    app.get(GRADING_PATHS.studentMidterms, { config: { access: { roles: ['student'], scope: 'own' } }, schema: { summary: "The caller's own published midterm scores (of a period when asked); never one not published", querystring: StudentMidtermsQuery, response: { 200: Type.Object({ data: Type.Array(StudentMidterm) }), 404: ErrorBody } } }, async (request) => ({
      data: await studentMidterms(context, await context.viewer(request), request.query.periodId),
    }));

    app.get(GRADING_PATHS.midterms, { config: { access: STAFF }, schema: { summary: "One row per section and midterm number of a period (default the active one), never-saved ones included: administrators and quality assurance every section, a dean's office its faculty's, a chair their department's", querystring: MidtermListQuery, response: { 200: MidtermList, 404: ErrorBody } } }, async (request) =>
      midtermOverview(context, await context.viewer(request), request.query, languageOf(request.headers['accept-language'])),
    );
  };
}
