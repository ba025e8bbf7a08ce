// A finished import row's error or note as a code with params beside its English text, so each page shows it in
// its own language (@campus/contracts/imports outcomes.ts). Rows finished before keep their text and no code.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organizational.import_rows add column code text, add column params jsonb check (jsonb_typeof(params) = 'object')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organizational.import_rows drop column code, drop column params`.execute(db);
}
