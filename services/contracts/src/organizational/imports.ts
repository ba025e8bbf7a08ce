// Bulk imports (dean's office: students of their faculty; admin: everything), SPEC §4 "Bulk import row status":
//   POST /api/organizational/imports                 { entity, csv, temporaryPasswords? } → 202 { data: ImportSummary }
//                                                    or 400 VALIDATION_FAILED with every row error (nothing stored)
//   GET  /api/organizational/imports/:id             → { data: ImportSummary, rows: ImportRowView[] } (creator's scope)
//   GET  /api/organizational/imports/:id/events      → server-sent events: 'progress' (ImportProgressEvent), then 'done'
// The server parses the CSV again with the same schema (@campus/contracts/imports); the browser's parse is a preview.
// A CSV over IMPORT_LIMITS (20,000 rows, 10 MB) is 413.
import { Type, type Static } from 'typebox';

export const IMPORT_ENTITY_NAMES = ['students', 'lecturers', 'subjects', 'groups'] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const IMPORT_ROW_STATUSES = ['pending', 'creating', 'success', 'error'] as const;

export const ImportCreateBody = Type.Object(
  {
    entity: Type.Enum(IMPORT_ENTITY_NAMES),
    csv: Type.String({ minLength: 1 }),
    /**
     * Row number (the header is row 1) → the temporary password the page showed for it. A row without one gets an
     * account whose password nobody knows: the person starts with "Forgot password".
     */
    temporaryPasswords: Type.Optional(Type.Record(Type.String(), Type.String({ minLength: 8, maxLength: 128 }))),
  },
  { additionalProperties: false },
);
export type ImportCreateBody = Static<typeof ImportCreateBody>;

/** A message's params: what its translation interpolates (the cell a row gave, a row number). */
const ImportMessageParams = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));

export const ImportSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  entity: Type.Enum(IMPORT_ENTITY_NAMES),
  status: Type.Enum(IMPORT_STATUSES),
  total: Type.Integer(),
  succeeded: Type.Integer(),
  failed: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type ImportSummary = Static<typeof ImportSummary>;

export const ImportRowView = Type.Object({
  row: Type.Integer(),
  status: Type.Enum(IMPORT_ROW_STATUSES),
  /** "First Last <email>" */
  label: Type.String(),
  error: Type.Union([Type.String(), Type.Null()]),
  /** Said of a success: the student existed already, or the account existed and keeps its password. */
  note: Type.Union([Type.String(), Type.Null()]),
  /** The code of the error or note (@campus/contracts/imports IMPORT_OUTCOME_CODES) and its params, which pages translate. */
  code: Type.Union([Type.String(), Type.Null()]),
  params: Type.Union([ImportMessageParams, Type.Null()]),
  recordId: Type.Union([Type.String(), Type.Null()]),
});
export type ImportRowView = Static<typeof ImportRowView>;

/**
 * 400: for row errors (VALIDATION_FAILED) error and message say '{n} validation error(s) found. Fix and re-parse.'
 * and details.errors lists them all; a file that cannot be read at all has its parse message and no list.
 */
const ImportRowError = Type.Object({
  row: Type.Integer(),
  field: Type.String(),
  code: Type.String(),
  message: Type.String(),
  params: Type.Optional(ImportMessageParams),
});

export const ImportValidationFailed = Type.Object({
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  // Where every error body keeps its particulars, so the API client hands the list to the page.
  details: Type.Optional(Type.Union([Type.Object({ errors: Type.Array(ImportRowError) }), Type.Unknown()])),
});
export type ImportValidationFailed = Static<typeof ImportValidationFailed>;

export const ImportCreateResponse = Type.Object({ data: ImportSummary });
export type ImportCreateResponse = Static<typeof ImportCreateResponse>;

export const ImportDetailResponse = Type.Object({ data: ImportSummary, rows: Type.Array(ImportRowView) });
export type ImportDetailResponse = Static<typeof ImportDetailResponse>;

/** The 'progress' event: the counts and the rows that changed since the last one (the first event carries every row). */
export interface ImportProgressEvent {
  importId: string;
  status: ImportSummary['status'];
  total: number;
  succeeded: number;
  failed: number;
  rows: Pick<ImportRowView, 'row' | 'status' | 'error' | 'note' | 'code' | 'params'>[];
}

export const IMPORT_STREAM_EVENTS = { progress: 'progress', done: 'done' } as const;
