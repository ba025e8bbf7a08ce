// Answering (signed in): the caller's open surveys, a form, the draft and the one submit. Nothing here is audited:
// an audit entry keeps the request's fields and the person, which for an anonymous survey would tie them together.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '@campus/contracts';
import { AnswersBody, MySurvey, SurveyForm, SURVEYS_PATHS } from '../contracts.js';
import type { SurveysDb } from '../db/database.js';
import { formOf, keepDraft, mine, submit } from '../answering.js';

const SIGNED_IN = { signedIn: true } as const;
const Uuid = Type.String({ format: 'uuid' });
const IdParams = Type.Object({ id: Uuid });

export function answeringRoutes(db: SurveysDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(SURVEYS_PATHS.mine, { config: { access: SIGNED_IN }, schema: { summary: 'The surveys open now for the caller: not yet submitted first, the soonest closing first', response: { 200: Type.Object({ data: Type.Array(MySurvey) }) } } }, async (request) => ({ data: await mine(db, request.user.sub) }));

    app.get(SURVEYS_PATHS.form(':id'), { config: { access: SIGNED_IN }, schema: { summary: "A survey's form with the caller's draft (404 when not meant for them, 409 SURVEY_NOT_OPEN outside its times)", params: IdParams, response: { 200: Type.Object({ data: SurveyForm }), 404: ErrorBody, 409: ErrorBody } } }, async (request) => ({ data: await formOf(db, request.params.id, request.user.sub) }));

    app.put(SURVEYS_PATHS.draft(':id'), { config: { access: SIGNED_IN }, schema: { summary: "Keep the caller's unfinished answers (checked, required ones not yet); deleted when they submit", params: IdParams, body: AnswersBody, response: { 200: Type.Object({ data: Type.Object({ savedAt: Type.String({ format: 'date-time' }) }) }), 404: ErrorBody, 409: ErrorBody } } }, async (request) =>
      ({ data: await keepDraft(db, request.params.id, request.user.sub, request.body.answers) }));

    app.post(SURVEYS_PATHS.submit(':id'), { config: { access: SIGNED_IN }, schema: { summary: 'Submit the answers, once (409 ALREADY_ANSWERED; 400 ANSWERS_INVALID with the problems)', params: IdParams, body: AnswersBody, response: { 201: Type.Object({ data: Type.Object({ submitted: Type.Literal(true) }) }), 404: ErrorBody, 409: ErrorBody } } }, async (request, reply) =>
      reply.status(201).send({ data: await submit(db, request.params.id, request.user.sub, request.body.answers) }));
  };
}
