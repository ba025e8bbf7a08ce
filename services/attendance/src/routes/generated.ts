// The test-data generator's calls (service token only): write a window of a run's sections' marks, remove a run's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GENERATED_BODY_LIMIT, generatedActivityPaths, GeneratedActivityBody, GeneratedActivityResponse, RemoveGeneratedActivityBody, RemoveGeneratedActivityResponse } from '@campus/contracts/generated-activity';
import type { AttendanceContext } from '../context.js';
import { removeGeneratedMarks, writeGeneratedMarks } from '../generated.js';

const PATHS = generatedActivityPaths('attendance');

export function generatedRoutes(context: AttendanceContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(PATHS.write, { config: { access: { service: true } }, bodyLimit: GENERATED_BODY_LIMIT, schema: { summary: "A generated run's marks for a window of its sections: every enrolled student on each class day of the last four weeks (service token)", body: GeneratedActivityBody, response: { 200: GeneratedActivityResponse } } }, async (request) =>
      writeGeneratedMarks(context, request.body),
    );

    app.post(PATHS.remove, { config: { access: { service: true } }, schema: { summary: "Removes every mark a generated run made, and nothing else (service token)", body: RemoveGeneratedActivityBody, response: { 200: RemoveGeneratedActivityResponse } } }, async (request) =>
      removeGeneratedMarks(context, request.body.runId),
    );
  };
}
