// Bulk imports (/api/organizational/imports): the dean's office imports students into its faculty's programs, an
// administrator into any, and lecturers, subjects and groups too (importers.ts). The CSV is read again here; an import with any row error is refused whole (400, nothing
// stored), an accepted one is stored with its rows and run by the job "organizational.import" (jobs/import.ts). The
// page follows it live (GET :id/events, server-sent events) or by reading it again (GET :id).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, forbidden, notFound, type ServiceDeps } from '@campus/kit';
import { ErrorBody } from '@campus/contracts';
import { IMPORT_LIMITS, validationSummary } from '@campus/contracts/imports';
import {
  IdParams,
  ImportCreateBody,
  ImportCreateResponse,
  ImportDetailResponse,
  ImportValidationFailed,
  ORGANIZATIONAL_PATHS,
  type ImportSummary,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { findImport, importRowViews, insertImport, type ImportRow } from '../db/import.repository.js';
import { ImportProgressStreams } from '../import-progress.js';
import { checkStudentImport } from '../import-rows.js';
import { IMPORTERS } from '../importers.js';
import { queueImport, requeueIfStale } from '../jobs/import.js';
import { ACCESS, scopeOf, type Scope } from '../scope.js';

/** The JSON body around the largest CSV A's parser takes (10 MB), its escaping and 20,000 temporary passwords. */
const BODY_LIMIT = 24 * 1024 * 1024;

function summaryOf(row: ImportRow): ImportSummary {
  return {
    id: row.id,
    entity: row.entity,
    status: row.status,
    total: row.total,
    succeeded: row.succeeded,
    failed: row.failed,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** An import is read by administrators and by the dean's office of a faculty it was made in. */
async function readableImport(db: OrgDb, scope: Scope, id: string): Promise<ImportRow> {
  const found = await findImport(db, id);
  if (!found) throw notFound('Import not found');
  if (!scope.all && !found.faculty_ids.some((facultyId) => scope.facultyIds.includes(facultyId))) throw forbidden('This import belongs to another faculty', 'OUT_OF_SCOPE');
  return found;
}

export function importRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const streams = new ImportProgressStreams(deps);
    await streams.start();
    app.addHook('preClose', () => streams.close());

    app.post(
      ORGANIZATIONAL_PATHS.imports,
      {
        bodyLimit: BODY_LIMIT,
        config: { access: ACCESS.deansOffice, audit: 'import.created' },
        schema: {
          summary: "Import students, lecturers, subjects or groups from a CSV: every row checked, then stored and created one at a time by a job (dean's office: students of its faculty's programs; admin: all)",
          body: ImportCreateBody,
          response: { 202: ImportCreateResponse, 400: ImportValidationFailed, 413: ErrorBody },
        },
      },
      async (request, reply) => {
        const { entity, csv, temporaryPasswords = {} } = request.body;
        const scope = await scopeOf(db, request);
        if (entity !== 'students' && !scope.isAdmin) throw forbidden(`Only an administrator can import ${entity}; the dean's office imports students`, 'ADMIN_ONLY');
        const checked = entity === 'students' ? await checkStudentImport(db, csv, temporaryPasswords, scope.all ? undefined : scope.facultyIds) : await IMPORTERS[entity].check(db, csv, temporaryPasswords);
        if ('parseError' in checked) {
          const tooBig = checked.parseError.code === 'tooLarge' || checked.parseError.code === 'tooManyRows';
          throw new AppError(tooBig ? 413 : 400, tooBig ? 'IMPORT_TOO_LARGE' : 'VALIDATION_FAILED', checked.parseError.message, { limits: IMPORT_LIMITS });
        }
        if ('errors' in checked) {
          const summary = validationSummary(checked.errors.length).message;
          return reply.status(400).send({ error: summary, message: summary, code: 'VALIDATION_FAILED', details: { errors: checked.errors } });
        }
        const stored = await insertImport(db, { entity, created_by: scope.userId, creator_is_admin: scope.isAdmin, faculty_ids: scope.facultyIds, total: checked.rows.length }, checked.rows);
        // Stored first, then queued: should queueing fail, the import is not lost — the worker's sweep, or the page
        // reading it, queues it again once it has waited without a run.
        await queueImport(deps, stored.id).catch((error: unknown) => request.log.error({ err: error, importId: stored.id }, 'import stored but not queued; the sweep will queue it'));
        return reply.status(202).send({ data: summaryOf(stored) });
      },
    );

    app.get(
      `${ORGANIZATIONAL_PATHS.imports}/:id`,
      { config: { access: ACCESS.deansOffice }, schema: { summary: "An import's counts and every row's status, name and email, error or note (its faculty's dean's office, admin)", params: IdParams, response: { 200: ImportDetailResponse } } },
      async (request) => {
        const found = await readableImport(db, await scopeOf(db, request), request.params.id);
        await requeueIfStale(deps, found);
        return { data: summaryOf(found), rows: await importRowViews(db, found.id) };
      },
    );

    app.get(
      `${ORGANIZATIONAL_PATHS.imports}/:id/events`,
      {
        config: { access: ACCESS.deansOffice },
        schema: {
          summary: "An import's progress as server-sent events: 'progress' (counts and the rows that changed; the first has every row), then 'done' (its faculty's dean's office, admin)",
          params: IdParams,
          response: { 200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
        },
      },
      async (request, reply) => {
        const found = await readableImport(db, await scopeOf(db, request), request.params.id);
        await requeueIfStale(deps, found);
        reply.hijack();
        request.raw.socket.setNoDelay(true);
        await streams.stream(found.id, reply.raw, async () => {
          const current = (await findImport(db, found.id))!;
          const rows = await importRowViews(db, found.id);
          return { importId: current.id, status: current.status, total: current.total, succeeded: current.succeeded, failed: current.failed, rows: rows.map(({ row, status, error, note, code, params }) => ({ row, status, error, note, code, params })) };
        });
      },
    );
  };
}
