// The test-data generator's runs (migration 0010) and the run id on every record a run makes. The record tables'
// own types leave that column out (nothing else reads it), so the generator sees the schema through GeneratorDb.
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { GeneratorCounts, GeneratorRun, GeneratorSize, GeneratorStatus } from '@campus/contracts/organizational';
import type { Id, Json, Timestamps } from './columns.js';
import type { OrganizationalDatabase, OrgDb } from './database.js';
import { GENERATED_TABLES } from './migrations/0010_generation_runs.js';

export interface GenerationRunTable extends Timestamps {
  id: Id;
  number: number;
  seed: number;
  size: Json<GeneratorSize>;
  status: ColumnType<GeneratorStatus, GeneratorStatus | undefined, GeneratorStatus>;
  step: string | null;
  done: ColumnType<number, number | undefined, number>;
  total: ColumnType<number, number | undefined, number>;
  counts: Json<GeneratorCounts>;
  error: string | null;
  created_by: string;
  started_at: Date | null;
  finished_at: Date | null;
}

type GeneratedTable = (typeof GENERATED_TABLES)[number];
type WithRun<T> = T & { generation_run_id: ColumnType<string | null, string | null | undefined, string | null> };

export type GeneratorDatabase = { [K in keyof OrganizationalDatabase]: K extends GeneratedTable ? WithRun<OrganizationalDatabase[K]> : OrganizationalDatabase[K] } & {
  generation_runs: GenerationRunTable;
};
export type GeneratorDb = Kysely<GeneratorDatabase>;

export const generatorDb = (db: OrgDb) => db as unknown as GeneratorDb;

type RunRow = Awaited<ReturnType<typeof findRun>> & object;

export function runView(row: RunRow): GeneratorRun {
  return {
    id: row.id,
    number: row.number,
    seed: row.seed,
    size: row.size,
    status: row.status,
    step: row.step,
    done: row.done,
    total: row.total,
    counts: row.counts,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export function findRun(db: GeneratorDb, id: string) {
  return db.selectFrom('generation_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listRuns(db: GeneratorDb) {
  return db.selectFrom('generation_runs').selectAll().orderBy('number', 'desc').limit(100).execute();
}

const ACTIVE: GeneratorStatus[] = ['queued', 'running', 'removing'];

/**
 * A new run numbered after the last one, unless a run is queued, running or being removed (one at a time: their
 * writes would interleave). Undefined when busy. The advisory lock keeps two requests from both passing the check.
 */
export async function insertRun(db: GeneratorDb, values: { seed: number; size: GeneratorSize; createdBy: string }): Promise<RunRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7250010)`.execute(trx);
    const busy = await trx.selectFrom('generation_runs').select('id').where('status', 'in', ACTIVE).executeTakeFirst();
    if (busy) return undefined;
    const last = await trx.selectFrom('generation_runs').select((eb) => eb.fn.max('number').as('number')).executeTakeFirst();
    return trx
      .insertInto('generation_runs')
      .values({ number: Number(last?.number ?? 0) + 1, seed: values.seed, size: JSON.stringify(values.size), counts: '{}', created_by: values.createdBy })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Marks a finished run for removal; undefined when it is not finished (or another run is busy). */
export async function markRemoving(db: GeneratorDb, id: string): Promise<RunRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7250010)`.execute(trx);
    const busy = await trx.selectFrom('generation_runs').select('id').where('status', 'in', ACTIVE).executeTakeFirst();
    if (busy) return undefined;
    return trx
      .updateTable('generation_runs')
      .set({ status: 'removing', step: 'removing', done: 0, total: 0, error: null, finished_at: null, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', 'in', ['done', 'failed'])
      .returningAll()
      .executeTakeFirst();
  });
}

export async function updateRun(db: GeneratorDb, id: string, values: Partial<{ status: GeneratorStatus; step: string | null; done: number; total: number; counts: GeneratorCounts; error: string | null; started_at: Date; finished_at: Date | null }>): Promise<void> {
  const { counts, ...rest } = values;
  await db
    .updateTable('generation_runs')
    .set({ ...rest, ...(counts ? { counts: JSON.stringify(counts) } : {}), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Children before parents, so no foreign key stands in the way; each table only its rows of this run. */
const REMOVAL_ORDER: GeneratedTable[] = ['enrollments', 'weekly_classes', 'allocations', 'section_groups', 'sections', 'students', 'groups', 'courses', 'lecturers', 'programs', 'departments', 'rooms', 'faculties'];

/** Deletes every record of the run, in one transaction (all or nothing); answers the rows removed per table. */
export async function removeRunRecords(db: GeneratorDb, runId: string): Promise<Record<string, number>> {
  return db.transaction().execute(async (trx) => {
    const removed: Record<string, number> = {};
    for (const table of REMOVAL_ORDER) {
      const result = await sql`delete from organizational.${sql.raw(table)} where generation_run_id = ${runId}`.execute(trx);
      removed[table] = Number(result.numAffectedRows ?? 0);
    }
    return removed;
  });
}

/** Rows of the run per table (the integration test's "nothing left" check uses it too). */
export async function countRunRecords(db: GeneratorDb, runId?: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of GENERATED_TABLES) {
    const where = runId ? sql`generation_run_id = ${runId}` : sql`generation_run_id is not null`;
    const result = await sql<{ count: string }>`select count(*) as count from organizational.${sql.raw(table)} where ${where}`.execute(db);
    counts[table] = Number(result.rows[0]!.count);
  }
  return counts;
}
