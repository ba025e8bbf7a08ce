// The grading service (schema `grading`): midterm sheets per section and number, saved with optimistic
// concurrency (a save names the version it read) in one statement, students' published scores, the lecturer's
// subjects, a subject's aggregate and the staff overview. Who teaches, studies and oversees what, the sections,
// rosters and periods are organizational's answers; the bounds are the service's configuration (GRADE_*).
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps, ServiceModule } from '@campus/kit';
import { gradingContext } from './context.js';
import { GRADING_SCHEMA } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import { board } from './board/board.js';
import { boardRoutes } from './routes/board.js';
import { reports } from './reports/reports.js';
import { reportRoutes } from './routes/reports.js';
import { publishJobs } from './jobs/publish-jobs.js';
import { publishContext } from './publish/publish-context.js';
import { publishRoutes } from './routes/publish.js';
import { sheetOf } from './sheets.js';
import { listRoutes } from './routes/lists.js';
import { sheetRoutes } from './routes/sheets.js';
import { seedGrading } from './seed.js';
import { areaSettings } from './settings/area-settings.js';
import { settingsRoutes } from './routes/settings.js';
import { generatedRoutes } from './routes/generated.js';

async function routes(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  const settings = areaSettings(deps);
  const context = gradingContext(deps, settings);
  await app.register(sheetRoutes(context));
  await app.register(publishRoutes(publishContext(context), (section, number) => sheetOf(context, section, number)));
  await app.register(listRoutes(context));
  await app.register(boardRoutes(board(deps, settings), deps.config.timeZone));
  await app.register(reportRoutes(reports(board(deps, settings), deps.config.grading), deps.config.timeZone));
  await app.register(settingsRoutes(settings));
  await app.register(generatedRoutes(context));
}

const grading: ServiceModule = {
  name: 'grading',
  port: 8084,
  calls: ['auth', 'organizational', 'attendance', 'notifications'],
  schemaName: GRADING_SCHEMA,
  migrations,
  routes,
  seed: seedGrading,
  jobs: publishJobs,
};

export default grading;
