// The lecturer and group CSV columns their tables lack (SPEC §3 "CSV import schemas"), kept so an import loses
// nothing. One jsonb `profile` each rather than a column per field: these values are only kept and shown, never
// searched or joined, and the CSV schema in @campus/contracts has already checked their types and bounds — a jsonb
// column holds them as validated without a second copy of those rules here.
//   lecturers.profile: qualification, specializations, experience, joiningDate, salary, notes
//   groups.profile: semester, currentEnrollment (the year of study is the group's `year`)
import { sql, type Kysely } from 'kysely';

const TABLES = ['lecturers', 'groups'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`alter table organizational.${table} add column profile jsonb not null default '{}' check (jsonb_typeof(profile) = 'object')`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`alter table organizational.${table} drop column profile`).execute(db);
}
