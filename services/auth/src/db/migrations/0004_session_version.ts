// Each access token carries the person's session version (`sv`); raising it (password change, deactivation, a
// role change) ends every token signed before, in every service, without waiting for them to expire.
import type { Kysely } from 'kysely';

const SCHEMA = 'auth';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('users').addColumn('session_version', 'integer', (column) => column.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('users').dropColumn('session_version').execute();
}
