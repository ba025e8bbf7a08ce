// The test-data generator's materials (issue 15): organizational's generator job writes a window of a run's
// sections and removes a run through these (service token). generated.ts says what is made.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@campus/contracts';
import {
  GENERATED_BODY_LIMIT,
  GeneratedActivityBody,
  GeneratedActivityResponse,
  RemoveGeneratedActivityBody,
  RemoveGeneratedActivityResponse,
  generatedActivityPaths,
} from '@campus/contracts/generated-activity';
import type { MaterialsContext } from '../context.js';
import { removeGeneratedMaterials, writeGeneratedMaterials } from '../generated.js';

const SERVICE = { service: true } as const;
const PATHS = generatedActivityPaths('materials');

export function generatedRoutes(context: MaterialsContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(PATHS.write, { config: { access: SERVICE }, bodyLimit: GENERATED_BODY_LIMIT, schema: { summary: "Write the materials of a window of a test-data generator run's sections: each course's once per run, no announcements (service token)", body: GeneratedActivityBody, response: { 200: GeneratedActivityResponse, 400: ErrorBody, 401: ErrorBody } } }, async (request) => {
      const { materials } = await writeGeneratedMaterials(context, request.body);
      return { counts: { materials } };
    });

    app.post(PATHS.remove, { config: { access: SERVICE }, schema: { summary: "Remove every material of a test-data generator run and their files (service token)", body: RemoveGeneratedActivityBody, response: { 200: RemoveGeneratedActivityResponse, 400: ErrorBody, 401: ErrorBody } } }, async (request) => {
      const { materials } = await removeGeneratedMaterials(context, request.body.runId);
      return { removed: { materials } };
    });
  };
}
