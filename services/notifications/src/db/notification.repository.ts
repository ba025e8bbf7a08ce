// Notifications of one person: insert, list, count, mark read, archive, and what came after an event id.
import { sql } from 'kysely';
import type { Notification, NotificationPriority, NotificationStatus, NotificationType } from '@campus/contracts';
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
  };
}

export interface NewNotification {
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  link: string | null;
}

/**
 * One notification per person in one statement: the people travel as a single array parameter, so a send to
 * thousands costs one small query plan rather than thousands of bind parameters. All rows share created_at.
 */
export async function insertNotifications(db: NotificationsDb, userIds: string[], values: NewNotification): Promise<NotificationRow[]> {
  if (userIds.length === 0) return [];
  const table = sql.id(NOTIFICATIONS_SCHEMA, 'notifications');
  const { rows } = await sql<{ id: string; user_id: string; created_at: Date }>`
    insert into ${table} (user_id, title, message, type, priority, link)
    select recipient, ${values.title}, ${values.message}, ${values.type}, ${values.priority}, ${values.link}
    from unnest(${sql.val(userIds)}::uuid[]) with ordinality as recipients(recipient, position)
    order by position
    returning id, user_id, created_at`.execute(db);
  return rows.map((row) => ({ ...values, id: String(row.id), user_id: row.user_id, created_at: row.created_at, is_read: false, is_archived: false, read_at: null }));
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
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .where('is_archived', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Unread counts of many people in one query; people with none are absent (0). */
export async function countUnreadOf(db: NotificationsDb, userIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('user_id', '=', sql<string>`any(${sql.val(userIds)}::uuid[])`)
    .where('is_read', '=', false)
    .where('is_archived', '=', false)
    .groupBy('user_id')
    .execute();
  for (const row of rows) counts.set(row.user_id, Number(row.count));
  return counts;
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

