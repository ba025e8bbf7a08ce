// Managing surveys, templates and course evaluations (permission surveys:manage: administrators and, by default,
// quality assurance). Every change is audited as survey.<verb>.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '@campus/contracts';
import { ChangeSurveyBody, CreateSurveyBody, DataList, GenerateEvaluationsBody, GeneratedEvaluations, previewOf, ScheduleSurveyBody, Survey, SurveyForm, SurveyListQuery, SURVEYS_PATHS, SurveySummary } from '../contracts.js';
import { listSurveys } from '../db/survey.repository.js';
import { generateEvaluations } from '../course-evaluations.js';
import { archiveSurvey, changeSurvey, closeSurvey, createSurvey, duplicateSurvey, readSurvey, removeSurvey, scheduleSurvey, type ManageContext } from '../manage.js';

export const MANAGE = { permission: 'surveys:manage' } as const;
const Uuid = Type.String({ format: 'uuid' });
const IdParams = Type.Object({ id: Uuid });
const One = Type.Object({ data: Survey });
const Errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export function surveyRoutes(context: ManageContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(SURVEYS_PATHS.surveys, { config: { access: MANAGE }, schema: { summary: 'Surveys and course evaluations (status by the clock; archived only when asked), or templates with kind=template', querystring: SurveyListQuery, response: { 200: DataList(SurveySummary) } } }, async (request) => {
      const { data, total } = await listSurveys(context.db, request.query);
      return { data, total, page: request.query.page ?? 1, pageSize: request.query.pageSize ?? 20 };
    });

    app.post(SURVEYS_PATHS.surveys, { config: { access: MANAGE, audit: 'survey.created' }, schema: { summary: 'Create a survey or template as a draft (its audience checked against the caller\'s scope)', body: CreateSurveyBody, response: { 201: One, ...Errors } } }, async (request, reply) =>
      reply.status(201).send({ data: await createSurvey(context, request.user.sub, request.body) }));

    app.post(SURVEYS_PATHS.courseEvaluations, { config: { access: MANAGE, audit: 'survey.evaluations_generated' }, schema: { summary: 'Make a course evaluation from a template for every section of a term (optionally of one faculty or department) with students, skipping those that have one; all in one transaction', body: GenerateEvaluationsBody, response: { 201: Type.Object({ data: GeneratedEvaluations }), ...Errors } } }, async (request, reply) =>
      reply.status(201).send({ data: await generateEvaluations(context, request.user.sub, request.body) }));

    app.get(SURVEYS_PATHS.survey(':id'), { config: { access: MANAGE }, schema: { summary: 'A survey, template or course evaluation with its questions, audience, times, responses and version', params: IdParams, response: { 200: One, 404: ErrorBody } } }, async (request) => ({ data: await readSurvey(context, request.params.id) }));

    app.put(SURVEYS_PATHS.survey(':id'), { config: { access: MANAGE, audit: 'survey.updated' }, schema: { summary: 'Change a draft from the version read (409 SURVEY_CHANGED when changed since, SURVEY_NOT_EDITABLE once scheduled)', params: IdParams, body: ChangeSurveyBody, response: { 200: One, ...Errors } } }, async (request) =>
      ({ data: await changeSurvey(context, request.user.sub, request.params.id, request.body) }));

    app.delete(SURVEYS_PATHS.survey(':id'), { config: { access: MANAGE, audit: 'survey.deleted' }, schema: { summary: 'Delete a draft (never answered)', params: IdParams, response: { 200: Type.Object({ data: Type.Object({ id: Uuid }) }), 404: ErrorBody, 409: ErrorBody } } }, async (request) => {
      await removeSurvey(context, request.params.id);
      return { data: { id: request.params.id } };
    });

    app.get(SURVEYS_PATHS.preview(':id'), { config: { access: MANAGE }, schema: { summary: 'The form as a respondent would see it', params: IdParams, response: { 200: Type.Object({ data: SurveyForm }), 404: ErrorBody } } }, async (request) => ({ data: previewOf(await readSurvey(context, request.params.id)) }));

    app.post(SURVEYS_PATHS.schedule(':id'), { config: { access: MANAGE, audit: 'survey.scheduled' }, schema: { summary: 'Schedule a complete draft (400 SURVEY_INCOMPLETE with the problems): its audience is resolved to people now, it opens at opensAt and closes at closesAt', params: IdParams, body: ScheduleSurveyBody, response: { 200: One, ...Errors } } }, async (request) =>
      ({ data: await scheduleSurvey(context, request.user.sub, request.params.id, request.body.version) }));

    app.post(SURVEYS_PATHS.close(':id'), { config: { access: MANAGE, audit: 'survey.closed' }, schema: { summary: 'Close a scheduled or open survey now', params: IdParams, response: { 200: One, 404: ErrorBody, 409: ErrorBody } } }, async (request) => ({ data: await closeSurvey(context, request.params.id) }));

    app.post(SURVEYS_PATHS.duplicate(':id'), { config: { access: MANAGE, audit: 'survey.duplicated' }, schema: { summary: 'A new draft (or template) with the same questions', params: IdParams, response: { 201: One, 404: ErrorBody } } }, async (request, reply) =>
      reply.status(201).send({ data: await duplicateSurvey(context, request.user.sub, request.params.id) }));

    app.post(SURVEYS_PATHS.archive(':id'), { config: { access: MANAGE, audit: 'survey.archived' }, schema: { summary: 'Archive a closed survey or a template (its results stay readable)', params: IdParams, response: { 200: One, 404: ErrorBody, 409: ErrorBody } } }, async (request) => ({ data: await archiveSurvey(context, request.params.id) }));
  };
}
