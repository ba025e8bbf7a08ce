// The surveys service (schema `surveys`): surveys, templates and course evaluations with questions in hy, en and ru,
// an audience resolved to people by organizational when scheduled, opening and closing by the clock, a draft per
// person and one submit. An anonymous survey's answers are stored with nothing that ties them to the person (see
// migration 0001 and the README's section on what that guarantees). Notices go through notifications.
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps, ServiceModule } from '@campus/kit';
import { SURVEYS_SCHEMA, surveysDatabase } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import { liveSurveys } from './db/survey.repository.js';
import { queueSurveyJobs, surveyJobs } from './jobs/survey-jobs.js';
import { organizationalOf } from './organizational.js';
import { answeringRoutes } from './routes/answering.js';
import { generatedRoutes } from './routes/generated.js';
import { resultsRoutes } from './routes/results.js';
import { surveyRoutes } from './routes/surveys.js';
import { seedSurveys } from './seed.js';

async function routes(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  const db = surveysDatabase(deps);
  await app.register(answeringRoutes(db));
  const organizational = organizationalOf(deps);
  await app.register(surveyRoutes({ deps, db, organizational }));
  await app.register(generatedRoutes({ deps, db, organizational }));
  await app.register(resultsRoutes({ deps, db }));
  // In-process jobs die with the process: queue again what live surveys still need. Durable jobs are kept across
  // restarts (and Redis's) by the kit; queuing every live survey's at each start would only slow it (4,000 generated
  // evaluations: 8,000 calls before the service answers).
  if (!deps.jobs.durable) {
    app.addHook('onReady', async () => {
      for (const survey of await liveSurveys(db)) await queueSurveyJobs(deps, survey);
    });
  }
}

const surveys: ServiceModule = {
  name: 'surveys',
  port: 8087,
  calls: ['auth', 'organizational', 'notifications'],
  schemaName: SURVEYS_SCHEMA,
  migrations,
  routes,
  seed: seedSurveys,
  jobs: surveyJobs,
};

export default surveys;
