// Course evaluations made by the test-data generator (issue 15) carry the run's id, so removing the run deletes
// exactly them; their audience, responses and answers go with them (on delete cascade). Nothing else carries it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table surveys.surveys add column generation_run_id uuid`.execute(db);
  await sql`create index surveys_generation_run_idx on surveys.surveys (generation_run_id) where generation_run_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table surveys.surveys drop column generation_run_id`.execute(db);
}
