// The test-data generator's midterm grades (issue 15): organizational's generator job writes a window of a run's
// sections and removes a run (service token only).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@campus/contracts';
import { GENERATED_BODY_LIMIT, GeneratedActivityBody, GeneratedActivityResponse, generatedActivityPaths, RemoveGeneratedActivityBody, RemoveGeneratedActivityResponse } from '@campus/contracts/generated-activity';
import type { GradingContext } from '../context.js';
import { removeGeneratedGrades, writeGeneratedGrades } from '../generated.js';

const PATHS = generatedActivityPaths('grading');
const SERVICE = { service: true } as const;

export function generatedRoutes(context: GradingContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(PATHS.write, { config: { access: SERVICE }, bodyLimit: GENERATED_BODY_LIMIT, schema: { summary: "Make a test-data generator run's midterm grades for a window of its sections: midterm 1 published in most, midterm 2 a draft in some, an entry for every student; nothing notified (service token)", body: GeneratedActivityBody, response: { 200: GeneratedActivityResponse, 400: ErrorBody, 401: ErrorBody } } }, async (request) => ({
      counts: await writeGeneratedGrades(context.deps, context.db, request.body),
    }));

    app.post(PATHS.remove, { config: { access: SERVICE }, schema: { summary: "Delete every midterm and entry a test-data generator run made, and nothing else (service token)", body: RemoveGeneratedActivityBody, response: { 200: RemoveGeneratedActivityResponse, 400: ErrorBody, 401: ErrorBody } } }, async (request) => ({
      removed: await removeGeneratedGrades(context.db, request.body.runId),
    }));
  };
}
