// Notifications of one person: insert, list, count, mark read, archive, and what came after an event id.
import { sql } from 'kysely';
import type { Notification, NotificationI18n, NotificationPriority, NotificationStatus, NotificationType } from '@campus/contracts';
import { NOTIFICATIONS_SCHEMA, type NotificationsDb } from './database.js';
import type { NotificationRow } from './tables.js';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    title: row.title,
    message: row.message,
    type: row.type as NotificationType,
    priority: row.priority as NotificationPriority,
    ...(row.link ? { link: row.link } : {}),
    isRead: row.is_read,
    isArchived: row.is_archived,
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.read_at ? { readAt: new Date(row.read_at).toISOString() } : {}),
    ...(row.i18n ? { i18n: row.i18n } : {}),
  };
}

export interface NewNotification {
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  link: string | null;
  i18n: NotificationI18n | null;
  /** The announcement these are copies of, if any. */
  announcementId?: string | null;
}

/** One send's stored notifications: `ids[i]` is the notification of the i-th person given. */
export interface StoredNotifications {
  ids: string[];
  createdAt: Date;
}

/**
 * One notification per person in one statement: the people travel as a single array parameter, so a send to
 * thousands costs one small query plan rather than thousands of bind parameters. The answer is one row of two
 * joined lists rather than a row per person (which node-postgres would parse one by one, with a Date each);
 * all rows share created_at (the transaction's now()). `userIds` are distinct.
 */
export async function insertNotifications(db: NotificationsDb, userIds: string[], values: NewNotification): Promise<StoredNotifications> {
  if (userIds.length === 0) return { ids: [], createdAt: new Date() };
  const table = sql.id(NOTIFICATIONS_SCHEMA, 'notifications');
  const { rows } = await sql<{ ids: string; user_ids: string; created_at: Date }>`
    with inserted as (
      insert into ${table} (user_id, title, message, type, priority, link, i18n, announcement_id)
      select recipient, ${values.title}, ${values.message}, ${values.type}, ${values.priority}, ${values.link},
        ${values.i18n ? JSON.stringify(values.i18n) : null}::jsonb, ${values.announcementId ?? null}::uuid
      from unnest(${sql.val(userIds)}::uuid[]) as recipient
      returning id, user_id, created_at)
    select string_agg(id::text, ',' order by id) as ids, string_agg(user_id::text, ',' order by id) as user_ids, min(created_at) as created_at
    from inserted`.execute(db);
  const [row] = rows;
  const idOf = new Map<string, string>();
  const ids = row!.ids.split(',');
  row!.user_ids.split(',').forEach((userId, index) => idOf.set(userId, ids[index]!));
  return { ids: userIds.map((userId) => idOf.get(userId)!), createdAt: new Date(row!.created_at) };
}

export async function listNotifications(
  db: NotificationsDb,
  userId: string,
  { status, page, pageSize }: { status?: NotificationStatus; page: number; pageSize: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  let query = db.selectFrom('notifications').where('user_id', '=', userId);
  if (status === 'unread') query = query.where('is_read', '=', false).where('is_archived', '=', false);
  else if (status === 'read') query = query.where('is_read', '=', true).where('is_archived', '=', false);
  else if (status === 'archived') query = query.where('is_archived', '=', true);
  else if (status !== 'all') query = query.where('is_archived', '=', false);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function countUnread(db: NotificationsDb, userId: string): Promise<number> {
  const row = await db.selectFrom('unread_counts').select('count').where('user_id', '=', userId).executeTakeFirst();
  return row?.count ?? 0;
}

/** The unread counts of many people in one query, in the order given (one joined list, as above). */
export async function countUnreadOf(db: NotificationsDb, userIds: string[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{ counts: string }>`
    select string_agg(coalesce(counts.count, 0)::text, ',' order by people.position) as counts
    from unnest(${sql.val(userIds)}::uuid[]) with ordinality as people(user_id, position)
    left join ${sql.id(NOTIFICATIONS_SCHEMA, 'unread_counts')} as counts using (user_id)`.execute(db);
  return rows[0]!.counts.split(',').map(Number);
}

/** Marks one of the person's own notifications read; undefined when it is not theirs or does not exist. */
export async function markRead(db: NotificationsDb, userId: string, id: string): Promise<NotificationRow | undefined> {
  return db
    .updateTable('notifications')
    .set({ is_read: true, read_at: sql`coalesce(read_at, now())` })
    .where('id', '=', id as never)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function markAllRead(db: NotificationsDb, userId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: true, read_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .where('is_archived', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function archive(db: NotificationsDb, userId: string, id: string): Promise<NotificationRow | undefined> {
  return db
    .updateTable('notifications')
    .set({ is_archived: true })
    .where('id', '=', id as never)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The person's notifications with an id above `afterId`, oldest first: what a reconnecting stream missed (the
 * newest `limit` of them; the list has the rest).
 */
export async function notificationsAfter(db: NotificationsDb, userId: string, afterId: string, limit: number): Promise<NotificationRow[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '>', afterId as never)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

