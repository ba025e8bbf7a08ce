// The test-data generator (/admin/testing; contracts/organizational/generator.ts): administrators start a run, watch
// it, and remove what it made. Outside demo mode a run must be confirmed by typing the university's name
// (UNIVERSITY_NAME), so nobody fills a production database with made-up people by a slip.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, notFound, type ServiceDeps } from '@campus/kit';
import { ErrorBody } from '@campus/contracts';
import {
  GENERATED_EMAIL_DOMAIN,
  GENERATOR_ERROR_CODES,
  GENERATOR_PATHS,
  GENERATOR_PRESETS,
  GeneratorInfoResponse,
  GeneratorRunBody,
  GeneratorRunResponse,
  GeneratorRunsResponse,
  IdParams,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { findRun, generatorDb, insertRun, listRuns, markRemoving, runView, updateRun } from '../db/generation.repository.js';
import { queueGenerator } from '../jobs/generator.js';
import { ACCESS } from '../scope.js';

const sameName = (typed: string | undefined, name: string) => (typed ?? '').trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase();

export function generatorRoutes(orgDb: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  const db = generatorDb(orgDb);
  return async (app) => {
    app.get(
      GENERATOR_PATHS.info,
      { config: { access: ACCESS.admin }, schema: { summary: "The generator's settings: demo mode, the university's name to confirm with outside it, the size presets (admin)", response: { 200: GeneratorInfoResponse } } },
      async () => ({ data: { demo: deps.config.demo, universityName: deps.config.universityName, emailDomain: GENERATED_EMAIL_DOMAIN, presets: GENERATOR_PRESETS } }),
    );

    app.get(
      GENERATOR_PATHS.runs,
      { config: { access: ACCESS.admin }, schema: { summary: 'The generator runs, newest first, with their status, progress and counts (admin)', response: { 200: GeneratorRunsResponse } } },
      async () => ({ data: (await listRuns(db)).map(runView) }),
    );

    app.get(
      `${GENERATOR_PATHS.runs}/:id`,
      { config: { access: ACCESS.admin }, schema: { summary: "One generator run: status, step and rows done of its total (the page's progress bar) (admin)", params: IdParams, response: { 200: GeneratorRunResponse } } },
      async (request) => {
        const run = await findRun(db, request.params.id);
        if (!run) throw notFound('Generator run not found');
        return { data: runView(run) };
      },
    );

    app.post(
      GENERATOR_PATHS.runs,
      {
        config: { access: ACCESS.admin, audit: 'generated_data.created' },
        schema: {
          summary: 'Generate a university of this size from this seed, as a job; outside demo mode only with the university name typed (admin)',
          body: GeneratorRunBody,
          response: { 202: GeneratorRunResponse, 400: ErrorBody },
        },
      },
      async (request, reply) => {
        const { seed, size, confirmName } = request.body;
        if (!deps.config.demo && !sameName(confirmName, deps.config.universityName)) {
          throw badRequest('Demo mode is off: type the name of the university to confirm generating test data into it', { field: 'confirmName' }, GENERATOR_ERROR_CODES.confirmationRequired);
        }
        const run = await insertRun(db, { seed, size, createdBy: request.user!.sub });
        if (!run) throw conflict('Another generator run is still going; wait for it to finish', GENERATOR_ERROR_CODES.busy);
        await queueOrFail(run.id, 'generate');
        return reply.status(202).send({ data: runView((await findRun(db, run.id))!) });
      },
    );

    app.delete(
      `${GENERATOR_PATHS.runs}/:id`,
      { config: { access: ACCESS.admin, audit: 'generated_data.deleted' }, schema: { summary: 'Remove every record and account a generator run made, and nothing else, as a job (admin)', params: IdParams, response: { 202: GeneratorRunResponse } } },
      async (request, reply) => {
        const found = await findRun(db, request.params.id);
        if (!found) throw notFound('Generator run not found');
        const run = await markRemoving(db, found.id);
        if (!run) throw conflict('Only a finished or failed run can be removed, and not while another run is going', GENERATOR_ERROR_CODES.notRemovable);
        await queueOrFail(run.id, 'remove');
        return reply.status(202).send({ data: runView((await findRun(db, run.id))!) });
      },
    );

    /** A run that cannot be queued ends failed at once, so it never blocks the next one. */
    async function queueOrFail(runId: string, action: 'generate' | 'remove'): Promise<void> {
      try {
        await queueGenerator(deps, runId, action);
      } catch (error) {
        await updateRun(db, runId, { status: 'failed', error: 'The job could not be queued; try again', finished_at: new Date() });
        throw error;
      }
    }
  };
}
