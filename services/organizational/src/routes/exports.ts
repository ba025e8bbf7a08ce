// CSV export (GET /api/organizational/exports/:entity): the chosen fields of every student, lecturer, subject or group
// the caller may see (admin: all; the dean's office: its faculties), with or without a header, dates as ISO, US or EU.
// The answer is streamed a page at a time through contracts' toCsv (quoting and the formula guard), so 100,000
// students never sit in memory. A read: no audit entry.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '@campus/kit';
import { ErrorBody } from '@campus/contracts';
import { toCsv, type CsvExportOptions } from '@campus/contracts/imports';
import { EXPORT_FIELDS, ExportParams, ExportQuery, ORGANIZATIONAL_PATHS, type ExportEntity } from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { exportPage, FIRST_ID } from '../db/export.repository.js';
import { ACCESS, scopeOf, type Scope } from '../scope.js';

/** Records read and written per page: large enough that paging costs little, small enough to keep memory flat. */
const PAGE_SIZE = 1000;

/** The fields asked for, in their order, or 400 naming one the entity does not have. */
function chosenFields(entity: ExportEntity, asked: string | undefined): string[] {
  const known: readonly string[] = EXPORT_FIELDS[entity];
  if (asked === undefined) return [...known];
  const fields = asked.split(',').map((field) => field.trim()).filter(Boolean);
  const unknown = fields.find((field) => !known.includes(field));
  if (unknown !== undefined || !fields.length) {
    throw badRequest(`fields: "${unknown ?? asked}" is not a field of ${entity}; use ${known.join(', ')}`, { field: 'fields' }, 'UNKNOWN_FIELD');
  }
  return fields;
}

/** The CSV text, one page at a time: a UTF-8 byte-order mark (Excel reads Armenian and Russian by it), then the rows. */
async function* csvPages(db: OrgDb, entity: ExportEntity, scope: Scope, fields: string[], options: CsvExportOptions): AsyncGenerator<string> {
  yield '\uFEFF';
  let header = options.header !== false;
  let after = FIRST_ID;
  for (;;) {
    const rows = await exportPage(db, entity, scope, after, PAGE_SIZE);
    if (rows.length || header) yield toCsv(fields, rows, { ...options, header });
    header = false;
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1]!.id;
  }
}

export function exportRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      `${ORGANIZATIONAL_PATHS.exports}/:entity`,
      {
        config: { access: ACCESS.deansOffice },
        schema: {
          summary: "Students, lecturers, subjects or groups as a CSV file: chosen fields, header on or off, ISO/US/EU dates (admin: all; dean's office: its faculties)",
          params: ExportParams,
          querystring: ExportQuery,
          response: { 200: { description: 'text/csv', content: { 'text/csv': { schema: { type: 'string' } } } }, 400: ErrorBody },
        },
      },
      async (request, reply) => {
        const { entity } = request.params;
        const fields = chosenFields(entity, request.query.fields);
        const scope = await scopeOf(db, request);
        const day = new Date().toISOString().slice(0, 10);
        const options = { header: request.query.header, dateFormat: request.query.dateFormat };
        // The 200 schema documents the text; Fastify pipes a stream as it is (the type provider knows only the text).
        const csv: unknown = Readable.from(csvPages(db, entity, scope, fields, options));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${entity}-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv as string);
      },
    );
  };
}
