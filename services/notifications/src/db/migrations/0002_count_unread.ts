// Each person's unread count as a stored number, kept by triggers. Counting the unread rows grew with every
// unread notification a person kept, and a send to thousands counted them all again; the counter is one row
// per person, changed in the same transaction as the notifications, whatever statement changes them.
import { sql, type Kysely } from 'kysely';

const SCHEMA = 'notifications';

/** A statement's change per person, from its transition tables (`changes`: user_id, change). */
function applyChanges(changes: string) {
  // Ordered by person, so two large sends lock the counters in the same order and cannot deadlock.
  return `
    insert into ${SCHEMA}.unread_counts as counts (user_id, count)
    select user_id, sum(change) from (${changes}) as changes
    group by user_id having sum(change) <> 0
    order by user_id
    on conflict (user_id) do update set count = counts.count + excluded.count`;
}

const UNREAD = 'not is_read and not is_archived';

const TRIGGERS = {
  insert: { transition: 'new table as new_rows', changes: `select user_id, 1 as change from new_rows where ${UNREAD}` },
  update: {
    transition: 'old table as old_rows new table as new_rows',
    changes: `select user_id, 1 as change from new_rows where ${UNREAD} union all select user_id, -1 from old_rows where ${UNREAD}`,
  },
  delete: { transition: 'old table as old_rows', changes: `select user_id, -1 as change from old_rows where ${UNREAD}` },
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .withSchema(SCHEMA)
    .createTable('unread_counts')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
  await sql
    .raw(`insert into ${SCHEMA}.unread_counts (user_id, count) select user_id, count(*) from ${SCHEMA}.notifications where ${UNREAD} group by user_id`)
    .execute(db);
  // Counting was this index's only use (the list index serves unread lists and read-all); one index fewer makes
  // every row of a large send cheaper to insert.
  await db.schema.withSchema(SCHEMA).dropIndex('notifications_user_unread_idx').execute();
  // Statement-level: a send of 5,000 rows is one grouped upsert, not 5,000 trigger calls.
  for (const [operation, { transition, changes }] of Object.entries(TRIGGERS)) {
    await sql
      .raw(
        `create function ${SCHEMA}.unread_after_${operation}() returns trigger language plpgsql as $$
        begin
          ${applyChanges(changes)};
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger unread_after_${operation} after ${operation} on ${SCHEMA}.notifications
        referencing ${transition} for each statement execute function ${SCHEMA}.unread_after_${operation}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const operation of Object.keys(TRIGGERS)) {
    await sql.raw(`drop trigger if exists unread_after_${operation} on ${SCHEMA}.notifications`).execute(db);
    await sql.raw(`drop function if exists ${SCHEMA}.unread_after_${operation}()`).execute(db);
  }
  await db.schema.withSchema(SCHEMA).dropTable('unread_counts').ifExists().execute();
  await db.schema
    .withSchema(SCHEMA)
    .createIndex('notifications_user_unread_idx')
    .on('notifications')
    .column('user_id')
    .where(sql.ref('is_read'), '=', false)
    .where(sql.ref('is_archived'), '=', false)
    .execute();
}
