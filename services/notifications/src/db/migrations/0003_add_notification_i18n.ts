// A notification may name a text of the shell (key + params) so each reader sees it in their own language;
// null for notifications written as plain text. Nullable without a default: no rewrite of existing rows.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema('notifications').alterTable('notifications').addColumn('i18n', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema('notifications').alterTable('notifications').dropColumn('i18n').execute();
}
