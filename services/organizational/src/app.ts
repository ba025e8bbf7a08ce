// The organizational service: faculties, departments, programs, periods, courses, sections, groups, students,
// lecturers, enrolments, rooms, weekly classes, allocation, dashboards and analytics (schema `organizational`).
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps, ServiceModule } from '@campus/kit';
import { ErrorBody } from '@campus/contracts';
import { GENERATED_ACTIVITY_SERVICES } from '@campus/contracts/generated-activity';
import { registerAnswerCache } from './answer-cache.js';
import { ORGANIZATIONAL_SCHEMA, organizationalDatabase } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import { allocationRoutes } from './routes/allocation.js';
import { analyticsRoutes } from './routes/analytics.js';
import { courseRoutes } from './routes/courses.js';
import { exportRoutes } from './routes/exports.js';
import { sectionRoutes } from './routes/sections.js';
import { groupRoutes } from './routes/groups.js';
import { lecturerRoutes } from './routes/lecturers.js';
import { studentRoutes } from './routes/students.js';
import { roomRoutes } from './routes/rooms.js';
import { scheduleRoutes } from './routes/schedule.js';
import { schedulePdfRoutes } from './routes/schedule-pdf.js';
import { calendarFeedRoutes } from './routes/calendar-feed.js';
import { academicYearRoutes } from './routes/academic-years.js';
import { academicCalendarRoutes } from './routes/academic-calendar.js';
import { departmentRoutes } from './routes/departments.js';
import { facultyRoutes } from './routes/faculties.js';
import { programRoutes } from './routes/programs.js';
import { importRoutes } from './routes/imports.js';
import { internalRoutes } from './routes/internal.js';
import { boardInternalRoutes } from './routes/board-internal.js';
import { audienceRoutes } from './routes/audience.js';
import { generatorRoutes } from './routes/generator.js';
import { handleImport, requeueStaleImports } from './jobs/import.js';
import { handleGenerator, requeueStaleRuns } from './jobs/generator.js';
import { seedOrganizational } from './seed.js';

/**
 * Documents the answers every organizational route may give besides its own: 404 when a record its path names does
 * not exist, and for a write 409 when it collides with what is stored (a taken code, a record still in use, a full
 * section or group, a status change not allowed).
 */
function documentCommonAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema) return;
    const namesRecords = route.url.includes('/:') ? { 404: ErrorBody } : {};
    const writes = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD') ? { 409: ErrorBody } : {};
    schema.response = { ...namesRecords, ...writes, ...(schema.response as object) };
  });
}

async function routes(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  const db = organizationalDatabase(deps);
  documentCommonAnswers(app);
  registerAnswerCache(app, db);
  // Every other route declares its own guard (role and scope) beside it, and whether its answer may be kept.
  await app.register(facultyRoutes(db, deps));
  await app.register(departmentRoutes(db, deps));
  await app.register(programRoutes(db));
  await app.register(exportRoutes(db));
  await app.register(academicYearRoutes(db));
  await app.register(academicCalendarRoutes(db));
  await app.register(lecturerRoutes(db, deps));
  await app.register(studentRoutes(db, deps));
  await app.register(courseRoutes(db));
  await app.register(sectionRoutes(db));
  await app.register(groupRoutes(db));
  await app.register(roomRoutes(db));
  await app.register(scheduleRoutes(db, deps.config.timeZone));
  await app.register(schedulePdfRoutes(db, deps.config.timeZone));
  await app.register(calendarFeedRoutes(db, deps));
  await app.register(allocationRoutes(db));
  await app.register(analyticsRoutes(db));
  await app.register(importRoutes(db, deps));
  await app.register(internalRoutes(db));
  await app.register(boardInternalRoutes(db, deps.config.timeZone));
  await app.register(audienceRoutes(db, deps));
  await app.register(generatorRoutes(db, deps));
}

/** The bulk import's job (and every import a lost queue or a dead worker left unfinished queued again), and the test-data generator's. */
function startImportJobs(deps: ServiceDeps): void {
  const db = organizationalDatabase(deps);
  handleImport(deps, db);
  handleGenerator(deps, db);
  requeueStaleRuns(deps, db).catch((error: unknown) => deps.log.error({ err: error }, 'unfinished generator runs were not queued again'));
  requeueStaleImports(deps, db).catch((error: unknown) => deps.log.error({ err: error }, 'unfinished imports were not queued again'));
}

const organizational: ServiceModule = {
  name: 'organizational',
  port: 8082,
  calls: ['auth', ...GENERATED_ACTIVITY_SERVICES],
  schemaName: ORGANIZATIONAL_SCHEMA,
  migrations,
  routes,
  seed: seedOrganizational,
  jobs: startImportJobs,
};

export default organizational;
