// The test-data generator's calls (service token only): a window of a run's sections gets its course evaluations,
// answered; a run's evaluations are removed with everything of them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GENERATED_BODY_LIMIT, generatedActivityPaths, GeneratedActivityBody, GeneratedActivityResponse, RemoveGeneratedActivityBody, RemoveGeneratedActivityResponse } from '@campus/contracts/generated-activity';
import { removeGenerated, writeGenerated } from '../generated.js';
import type { ManageContext } from '../manage.js';

const PATHS = generatedActivityPaths('surveys');
const SERVICE = { service: true } as const;

export function generatedRoutes(context: ManageContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(PATHS.write, { config: { access: SERVICE }, bodyLimit: GENERATED_BODY_LIMIT, schema: { summary: "A generated run's course evaluations for a window of its sections: open, anonymous, 60–80% of each section's students answered, its audience never notified (service token)", body: GeneratedActivityBody, response: { 200: GeneratedActivityResponse } } }, async (request) =>
      writeGenerated(context, request.body));

    app.post(PATHS.remove, { config: { access: SERVICE }, schema: { summary: "Removes every course evaluation a generated run made, with its audience, responses and answers, and nothing else (service token)", body: RemoveGeneratedActivityBody, response: { 200: RemoveGeneratedActivityResponse } } }, async (request) =>
      removeGenerated(context.db, request.body.runId));
  };
}
