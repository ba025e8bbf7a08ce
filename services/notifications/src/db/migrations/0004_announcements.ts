// Announcements (issue 15): what an administrator, the dean's office or a chair wrote in three languages, to whom
// (the audience's parts, as organizational described them), when, and how far it went. Each delivered copy is a
// notification that names its announcement, so the counts (in app, emailed, read) are read from the copies.
import { sql, type Kysely } from 'kysely';

const SCHEMA = 'notifications';

export async function up(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema.withSchema(SCHEMA);
  await schema
    .createTable('announcements')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('author_id', 'uuid', (col) => col.notNull())
    .addColumn('title', 'jsonb', (col) => col.notNull())
    .addColumn('body', 'jsonb', (col) => col.notNull())
    .addColumn('priority', 'text', (col) => col.notNull().check(sql`priority in ('urgent', 'high', 'normal', 'low')`))
    .addColumn('audience', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('scheduled').check(sql`status in ('scheduled', 'sending', 'sent', 'cancelled', 'failed')`))
    .addColumn('scheduled_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('recipients', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // A sender's list, newest first.
  await schema.createIndex('announcements_author_idx').on('announcements').columns(['author_id', 'created_at desc']).execute();
  // Nullable without a default: existing notifications are not rewritten.
  await schema.alterTable('notifications').addColumn('announcement_id', 'uuid').execute();
  await schema.createIndex('notifications_announcement_idx').on('notifications').column('announcement_id').where(sql.ref('announcement_id'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema.withSchema(SCHEMA);
  await schema.alterTable('notifications').dropColumn('announcement_id').execute();
  await schema.dropTable('announcements').execute();
}
