// Notifications, per-type preferences, per-person settings (quiet hours, phone, time zone), delivery records,
// suggestions and the keys of handled notify requests. Always qualified with the schema.
import { sql, type Kysely } from 'kysely';

const SCHEMA = 'notifications';

export async function up(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema.withSchema(SCHEMA);

  // The bigint identity is also the SSE event id: it only grows, so "everything after lastEventId" is one range.
  await schema
    .createTable('notifications')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('priority', 'text', (col) => col.notNull().check(sql`priority in ('urgent', 'high', 'normal', 'low')`))
    .addColumn('link', 'text')
    .addColumn('is_read', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_archived', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  // The list: a person's notifications, archived or not, newest first.
  await schema.createIndex('notifications_user_list_idx').on('notifications').columns(['user_id', 'is_archived', 'created_at desc', 'id desc']).execute();
  // The unread count (asked on every stream connect and change) reads only this small partial index.
  await schema.createIndex('notifications_user_unread_idx').on('notifications').column('user_id').where(sql.ref('is_read'), '=', false).where(sql.ref('is_archived'), '=', false).execute();
  // Stream resume (a person's notifications after an event id) reads the list index by user_id: a person has
  // hundreds of rows, not millions, and one index fewer makes every insert of a large send cheaper.

  await schema
    .createTable('preferences')
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('notification_type', 'text', (col) => col.notNull())
    .addColumn('enable_in_app', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('enable_email', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('enable_push', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('preferences_pkey', ['user_id', 'notification_type'])
    .execute();

  await schema
    .createTable('settings')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey())
    .addColumn('quiet_hours_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('quiet_hours_start', 'text', (col) => col.notNull().defaultTo('23:00').check(sql`quiet_hours_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`))
    .addColumn('quiet_hours_end', 'text', (col) => col.notNull().defaultTo('07:00').check(sql`quiet_hours_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`))
    .addColumn('phone', 'text')
    .addColumn('timezone', 'text', (col) => col.notNull().defaultTo('Asia/Yerevan'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // What happened to each channel besides in-app: email queued / sent / held back by quiet hours, push recorded
  // (there is no push provider yet; the row is the intent a provider would pick up).
  await schema
    .createTable('deliveries')
    .addColumn('notification_id', 'bigint', (col) => col.notNull().references(`${SCHEMA}.notifications.id`).onDelete('cascade'))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'push')`))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('deliveries_pkey', ['notification_id', 'channel'])
    .execute();

  // Every instance hears a `notifications.notify` event; the one that inserts its key first delivers it.
  await schema
    .createTable('notify_keys')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await schema.createIndex('notify_keys_created_at_idx').on('notify_keys').column('created_at').execute();

  await schema
    .createTable('suggestions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('category', 'text')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('benefit', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await schema.createIndex('suggestions_created_at_idx').on('suggestions').columns(['created_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const schema = db.schema.withSchema(SCHEMA);
  for (const table of ['suggestions', 'notify_keys', 'deliveries', 'settings', 'preferences', 'notifications']) {
    await schema.dropTable(table).ifExists().execute();
  }
}
