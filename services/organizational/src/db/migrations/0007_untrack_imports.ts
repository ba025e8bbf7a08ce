// Imports and their rows stop bumping the data version (0002). No kept answer reads them (answer-cache.ts: the
// import routes are not kept), yet a running import writes them for every row, so each finished row outdated every
// kept list of the schema. The records an import creates (students, lecturers, ...) still bump it.
// test/answer-cache.test.ts lists these tables as the deliberate exceptions.
import { sql, type Kysely } from 'kysely';

const TABLES = ['imports', 'import_rows'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`drop trigger data_changed on organizational.${table}`).execute(db);
    await sql.raw(`drop trigger data_truncated on organizational.${table}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`select organizational.track_changes(${`organizational.${table}`}::regclass)`.execute(db);
}
