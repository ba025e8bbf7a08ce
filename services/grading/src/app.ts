// The grading service (schema `grading`): midterm sheets per section and number, saved with optimistic
// concurrency (a save names the version it read), students' published scores, the lecturer's subjects, a subject's
// aggregate and the staff overview. Who teaches, studies and oversees what, the sections, rosters and periods are
// organizational's answers.
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps, ServiceModule } from '@campus/kit';
import { GRADING_SCHEMA } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import { board } from './board/board.js';
import { boardRoutes } from './routes/board.js';

async function routes(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  await app.register(boardRoutes(board(deps)));
}

const grading: ServiceModule = {
  name: 'grading',
  port: 8084,
  calls: ['auth', 'organizational', 'attendance'],
  schemaName: GRADING_SCHEMA,
  migrations,
  routes,
};

export default grading;
