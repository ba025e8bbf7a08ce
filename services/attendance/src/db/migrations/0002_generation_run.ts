// Marks the test-data generator makes (/admin/testing) carry its run's id, so that removing the run's data deletes
// exactly those marks and nothing a person marked. The run itself is organizational's (no reference across schemas).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table attendance.marks add column generation_run_id uuid`.execute(db);
  await sql`create index marks_generation_run_idx on attendance.marks (generation_run_id) where generation_run_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table attendance.marks drop column generation_run_id`.execute(db);
}
