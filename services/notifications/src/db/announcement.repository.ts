// Announcements: written, listed with their counts (read from their copies, the notifications that name them), and
// moved along scheduled → sending → sent by one conditional update each, so two runs of a job never both send.
import { sql, type Insertable } from 'kysely';
import type { Announcement, AnnouncementCounts, AnnouncementStatus } from '@campus/contracts/announcements';
import type { NotificationPriority } from '@campus/contracts';
import type { NotificationsDb } from './database.js';
import type { AnnouncementRow, AnnouncementTable } from './tables.js';

const NO_COUNTS: AnnouncementCounts = { recipients: 0, inApp: 0, emailed: 0, read: 0 };

export function toAnnouncement(row: AnnouncementRow, counts: Omit<AnnouncementCounts, 'recipients'> = NO_COUNTS): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    priority: row.priority as NotificationPriority,
    audience: row.audience,
    status: row.status,
    scheduledAt: new Date(row.scheduled_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    authorId: row.author_id,
    createdAt: new Date(row.created_at).toISOString(),
    counts: { ...counts, recipients: row.recipients },
  };
}

export async function insertAnnouncement(db: NotificationsDb, values: Insertable<AnnouncementTable>): Promise<AnnouncementRow> {
  return db.insertInto('announcements').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findAnnouncement(db: NotificationsDb, id: string): Promise<AnnouncementRow | undefined> {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first: an administrator's list holds everyone's, anyone else's their own. */
export function listAnnouncements(db: NotificationsDb, authorId: string | null, limit = 100): Promise<AnnouncementRow[]> {
  let query = db.selectFrom('announcements').selectAll();
  if (authorId) query = query.where('author_id', '=', authorId);
  return query.orderBy('created_at', 'desc').limit(limit).execute();
}

/** In app, emailed and read, for many announcements in one query over their copies. */
export async function countsOf(db: NotificationsDb, ids: string[]): Promise<Map<string, Omit<AnnouncementCounts, 'recipients'>>> {
  const counts = new Map<string, Omit<AnnouncementCounts, 'recipients'>>();
  if (ids.length === 0) return counts;
  const { rows } = await sql<{ id: string; in_app: number; emailed: number; read: number }>`
    select n.announcement_id as id, count(*)::int as in_app, count(*) filter (where n.is_read)::int as read,
      count(d.notification_id)::int as emailed
    from notifications.notifications n
    left join notifications.deliveries d on d.notification_id = n.id and d.channel = 'email' and d.status = 'sent'
    where n.announcement_id = any(${ids}::uuid[])
    group by n.announcement_id`.execute(db);
  for (const row of rows) counts.set(row.id, { inApp: row.in_app, emailed: row.emailed, read: row.read });
  return counts;
}

/** Moves it on only from the status given; undefined when it was not in that status (another run moved it). */
export function moveAnnouncement(
  db: NotificationsDb,
  id: string,
  from: AnnouncementStatus,
  to: AnnouncementStatus,
  extra: { recipients?: number; sent?: boolean } = {},
): Promise<AnnouncementRow | undefined> {
  return db
    .updateTable('announcements')
    .set({
      status: to,
      updated_at: sql`now()`,
      ...(extra.recipients === undefined ? {} : { recipients: extra.recipients }),
      ...(extra.sent ? { sent_at: sql`now()` } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Renews a claim (status sending) untouched for `minutes`; false while a live run holds it. */
export async function takeOverStaleClaim(db: NotificationsDb, id: string, minutes: number): Promise<boolean> {
  const row = await db
    .updateTable('announcements')
    .set({ updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('updated_at', '<', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many copies of it were stored (a send cut short after its one insert left them all). */
export async function copiesOf(db: NotificationsDb, id: string): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).where('announcement_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Those still waiting to be sent (their delayed jobs are enqueued again at start, in case the queue lost them). */
export function scheduledAnnouncements(db: NotificationsDb): Promise<Pick<AnnouncementRow, 'id' | 'scheduled_at'>[]> {
  return db.selectFrom('announcements').select(['id', 'scheduled_at']).where('status', 'in', ['scheduled', 'sending']).execute();
}
