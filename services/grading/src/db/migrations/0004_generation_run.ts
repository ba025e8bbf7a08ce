// The test-data generator's mark (issue 15): a midterm and each of its entries made for a generated university carry
// the run's id (organizational's generation_runs.id, another schema, so no foreign key), and removing the run deletes
// exactly the rows carrying it. Null on every midterm a lecturer made.
import { sql, type Kysely } from 'kysely';

const TABLES = ['midterms', 'midterm_entries'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`alter table grading.${table} add column generation_run_id uuid`).execute(db);
    await sql.raw(`create index ${table}_generation_run_idx on grading.${table} (generation_run_id) where generation_run_id is not null`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`alter table grading.${table} drop column generation_run_id`).execute(db);
}
