// The attendance service (schema `attendance`): marks per section, session day and student, written in bulk and
// idempotently (an older queued change never overwrites a newer one); a section's roster, sessions and matrix; a
// student's absences by period. Who teaches, reads and studies what, the periods, sessions (weekly classes on dates,
// holidays removed) and rosters are organizational's answers.
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps, ServiceModule } from '@campus/kit';
import { ATTENDANCE_SCHEMA } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import { attendanceContext } from './context.js';
import { periodRoutes } from './routes/periods.js';
import { sectionRoutes } from './routes/sections.js';
import { internalRoutes } from './routes/internal.js';
import { generatedRoutes } from './routes/generated.js';
import { seedAttendance } from './seed.js';

async function routes(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  const context = attendanceContext(deps);
  await app.register(periodRoutes(context));
  await app.register(sectionRoutes(context));
  await app.register(internalRoutes(context));
  await app.register(generatedRoutes(context));
}

const attendance: ServiceModule = {
  name: 'attendance',
  port: 8085,
  calls: ['auth', 'organizational'],
  schemaName: ATTENDANCE_SCHEMA,
  migrations,
  routes,
  seed: seedAttendance,
};

export default attendance;
