// Bulk imports: storing an accepted import with its rows, the job's steps (claim, a window of unfinished rows, a
// row's outcome with the import's counts in the same statement), the page's reads and the sweep's unfinished list.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { ImportOutcome } from '@campus/contracts/imports';
import type { OrgDb } from './database.js';
import type { ImportRowStatus, ImportRowTable, ImportStatus, ImportTable } from './import.table.js';

export type ImportRow = Selectable<ImportTable>;
export type ImportRowRecord = Selectable<ImportRowTable>;
export type NewImportRow = Omit<Insertable<ImportRowTable>, 'import_id'>;

/** Rows per insert: well under PostgreSQL's 65,535 parameters at 7 columns a row. */
const INSERT_CHUNK = 1000;

/** Stores the import and every row in one transaction: either all of it is accepted or none. */
export async function insertImport(db: OrgDb, values: Insertable<ImportTable>, rows: NewImportRow[]): Promise<ImportRow> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx.insertInto('imports').values(values).returningAll().executeTakeFirstOrThrow();
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await trx
        .insertInto('import_rows')
        .values(rows.slice(start, start + INSERT_CHUNK).map((row) => ({ ...row, import_id: stored.id })))
        .execute();
    }
    return stored;
  });
}

export function findImport(db: OrgDb, id: string): Promise<ImportRow | undefined> {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface ImportRowView {
  row: number;
  status: ImportRowStatus;
  label: string;
  error: string | null;
  note: string | null;
  code: string | null;
  params: Record<string, string | number> | null;
  recordId: string | null;
}

const rowView = (row: Pick<ImportRowRecord, 'row_number' | 'status' | 'label' | 'error' | 'note' | 'code' | 'params' | 'record_id'>): ImportRowView => ({
  row: row.row_number,
  status: row.status,
  label: row.label,
  error: row.error,
  note: row.note,
  code: row.code,
  params: row.params,
  recordId: row.record_id,
});

/** Every row of an import in file order, as the page shows them (no values, no passwords). */
export async function importRowViews(db: OrgDb, importId: string): Promise<ImportRowView[]> {
  const rows = await db
    .selectFrom('import_rows')
    .select(['row_number', 'status', 'label', 'error', 'note', 'code', 'params', 'record_id'])
    .where('import_id', '=', importId)
    .orderBy('row_number')
    .execute();
  return rows.map(rowView);
}

/** The job takes the import: running from now (a resumed run keeps its first start). False when already finished. */
export async function startImportRun(db: OrgDb, id: string): Promise<ImportRow | undefined> {
  return db
    .updateTable('imports')
    .set({ status: 'running', started_at: sql`coalesce(started_at, now())`, heartbeat_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
}

/** Ends an unfinished import (done, or failed with why) and answers its counts; undefined when it had ended already. */
export function finishImport(db: OrgDb, id: string, status: Extract<ImportStatus, 'done' | 'failed'>, error: string | null = null) {
  return db
    .updateTable('imports')
    .set({ status, error, finished_at: sql`now()`, heartbeat_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(['total', 'succeeded', 'failed'])
    .executeTakeFirst();
}

/** The next unfinished rows (pending, or creating when a run stopped mid-row) after a row number, in file order. */
export function unfinishedRows(db: OrgDb, importId: string, afterRow: number, limit: number): Promise<ImportRowRecord[]> {
  return db
    .selectFrom('import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .where('row_number', '>', afterRow)
    .where('status', 'in', ['pending', 'creating'])
    .orderBy('row_number')
    .limit(limit)
    .execute();
}

/** Marks rows as being created (their accounts are being made now). */
export async function markCreating(db: OrgDb, importId: string, rowNumbers: number[]): Promise<void> {
  if (!rowNumbers.length) return;
  await db
    .updateTable('import_rows')
    .set({ status: 'creating', updated_at: sql`now()` })
    .where('import_id', '=', importId)
    .where('row_number', 'in', rowNumbers)
    .where('status', '=', 'pending')
    .execute();
}

export interface RowOutcome {
  status: 'success' | 'error';
  /** Why a row failed, or a note on a success. */
  message?: ImportOutcome;
  recordId?: string;
}

/** A row's outcome as stored and shown: the English text as error or note, and its code and params. */
export function outcomeFields(outcome: { status: ImportRowStatus; message?: ImportOutcome | undefined }): Pick<ImportRowView, 'error' | 'note' | 'code' | 'params'> {
  const { message } = outcome;
  return {
    error: outcome.status === 'error' ? (message?.message ?? null) : null,
    note: outcome.status === 'success' ? (message?.message ?? null) : null,
    code: message?.code ?? null,
    params: message?.params ?? null,
  };
}

/**
 * Finishes one unfinished row and counts it on the import, in one statement: the count moves only when the row
 * did, so a row finished twice (a resumed run) is counted once. The temporary password goes with it.
 */
export async function finishRow(db: OrgDb, importId: string, rowNumber: number, outcome: RowOutcome): Promise<void> {
  const { error, note, code, params } = outcomeFields(outcome);
  await sql`
    with changed as (
      update organizational.import_rows
      set status = ${outcome.status}, error = ${error}, note = ${note}, code = ${code}, params = ${params && JSON.stringify(params)},
          record_id = ${outcome.recordId ?? null}, temporary_password = null, updated_at = now()
      where import_id = ${importId} and row_number = ${rowNumber} and status in ('pending', 'creating')
      returning status
    )
    update organizational.imports
    set succeeded = succeeded + (select count(*) from changed where status = 'success'),
        failed = failed + (select count(*) from changed where status = 'error'),
        heartbeat_at = now(), updated_at = now()
    where id = ${importId}`.execute(db);
}

/**
 * Imports a sweep should queue again (no heartbeat since; see requeueIfStale): queued or running with no heartbeat for `staleSeconds` (the job or its queue
 * entry was lost: Redis restarted empty, or every attempt failed). A live run beats far more often than that.
 */
export function staleImports(db: OrgDb, staleSeconds: number) {
  return db
    .selectFrom('imports')
    .select(['id', 'status', 'heartbeat_at', 'created_at'])
    .where('status', 'in', ['queued', 'running'])
    .where(sql<boolean>`coalesce(heartbeat_at, created_at) < now() - make_interval(secs => ${staleSeconds})`)
    .orderBy('created_at')
    .execute();
}
