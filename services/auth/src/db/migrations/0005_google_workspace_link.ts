// The Google Workspace account a Campus account is linked to (its Directory user id, which is also the `sub` of
// its Google sign-in): set by link-user or by provisioning, so Google sign-in finds the account even when the
// Workspace address differs from the Campus one. And prefix indexes for the local directory's suggestions (an
// email, first or last name that starts with what is typed), so they stay fast with a whole university's accounts.
import { sql, type Kysely } from 'kysely';

const SCHEMA = 'auth';
const PREFIX_INDEXES = { users_email_prefix_idx: 'email', users_first_name_prefix_idx: 'first_name', users_last_name_prefix_idx: 'last_name' };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('users').addColumn('google_workspace_id', 'text', (column) => column.unique()).execute();
  for (const [name, column] of Object.entries(PREFIX_INDEXES)) {
    await sql`create index ${sql.id(name)} on ${sql.id(SCHEMA, 'users')} (lower(${sql.id(column)}) text_pattern_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(PREFIX_INDEXES)) await db.schema.withSchema(SCHEMA).dropIndex(name).execute();
  await db.schema.withSchema(SCHEMA).alterTable('users').dropColumn('google_workspace_id').execute();
}
