// How a notification reaches people: stored first, then written to this instance's streams and published on
// `notifications.user` for every other instance's; email through a job and push recorded as intent (no push
// provider yet), each when the type's channel is on and it is not the person's quiet hours (then held back).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import {
  isWithinQuietHours,
  timeOfDayIn,
  type InternalNotifyBody,
  type NotificationI18n,
  type NotificationPriority,
  type NotificationType,
  type InternalUsersResponse,
} from '@campus/contracts';
import type { NotificationsDb } from './db/database.js';
import { countUnread, countUnreadOf, insertNotifications, toNotification } from './db/notification.repository.js';
import { deliverySettingsOf } from './db/preference.repository.js';
import type { DeliveryTable, NotificationRow } from './db/tables.js';
import type { Insertable } from 'kysely';
import { EMAIL_BATCH, emailJob } from './jobs/email.js';
import { USER_CHANNEL, type FanOutEvent, type StreamHub } from './stream/hub.js';

export interface NotifyInput {
  userIds: string[];
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  link?: string;
  /** A text of the shell each reader sees in their language; title and message are the fallback. */
  i18n?: NotificationI18n;
  /** The announcement these notifications are copies of (its counts are read from them). */
  announcementId?: string;
}

export interface Delivery {
  /** Stores one notification per person and delivers it; returns how many were stored. */
  notify(input: NotifyInput): Promise<number>;
  /** Tells the person's streams their new unread count (after read / read-all / archive). */
  publishUnread(userId: string): Promise<void>;
  /**
   * True for the first claim of a key across every instance (the others hear the same event): `key` when the
   * caller gave one, else a hash of the payload, which blocks only the copies of the same minute.
   */
  claim(key: string | undefined, payload: unknown): Promise<boolean>;
  /** Sends the still-queued emails of these notifications (the email job). */
  sendEmail(notificationIds: string[]): Promise<void>;
}

/** How long a key given by the caller blocks a repeat, and how long a content hash does (same event, many instances). */
const EXPLICIT_KEY_DAYS = 7;
const CONTENT_KEY_SECONDS = 60;
/** Recipients per published message (about 80 bytes each). */
const FAN_OUT_SLICE = 1000;

export function createDelivery(deps: ServiceDeps, db: NotificationsDb, hub: StreamHub, now: () => Date = () => new Date()): Delivery {
  const log = deps.log.child({ service: 'notifications' });

  async function notify(input: NotifyInput): Promise<number> {
    const userIds = [...new Set(input.userIds)];
    if (userIds.length === 0) return 0;
    const values = {
      title: input.title.trim(),
      message: input.message.trim(),
      type: input.type,
      priority: input.priority,
      link: input.link?.trim() || null,
      i18n: input.i18n ?? null,
      announcementId: input.announcementId ?? null,
    };
    // The people's settings are read while the rows go in; neither waits for the other.
    const [stored, settings] = await Promise.all([insertNotifications(db, userIds, values), deliverySettingsOf(db, userIds, input.type)]);
    // Read after the insert, so every count includes the new notification: each stream then gets the
    // notification and its count in one write, where a second message would double the writes of a send.
    const unread = await countUnreadOf(db, userIds);
    // Every person's copy is the same but for its id: mapped once, through the one row-to-API mapping.
    const { announcementId, ...shown } = values;
    const { id: _id, ...notification } = toNotification({
      ...shown, announcement_id: announcementId, id: '0', user_id: '', created_at: stored.createdAt, is_read: false, is_archived: false, read_at: null,
    });
    await broadcast({
      notification,
      recipients: userIds.map((userId, index) => [userId, settings.get(userId)!.preference.enableInApp ? stored.ids[index]! : null, unread[index]!]),
    });
    const at = now();
    // The time of day once per time zone, not once per person (each reading builds an Intl formatter).
    const timeByZone = new Map<string, string>();
    const timeIn = (zone: string) => {
      if (!timeByZone.has(zone)) timeByZone.set(zone, timeOfDayIn(at, zone));
      return timeByZone.get(zone)!;
    };
    const deliveries: Insertable<DeliveryTable>[] = [];
    const emails: string[] = [];
    userIds.forEach((userId, index) => {
      const id = stored.ids[index]!;
      const { preference, settings: person } = settings.get(userId)!;
      if (!preference.enableEmail && !preference.enablePush) return;
      // Quiet hours hold back every channel that reaches a person outside the app; in-app is stored regardless.
      const quiet = isWithinQuietHours(person.quietHours, timeIn(person.timeZone));
      if (preference.enableEmail) {
        deliveries.push({ notification_id: id, channel: 'email', status: quiet ? 'quiet_hours' : 'queued' });
        if (!quiet) emails.push(id);
      }
      if (preference.enablePush) deliveries.push({ notification_id: id, channel: 'push', status: quiet ? 'quiet_hours' : 'recorded' });
    });
    for (let start = 0; start < deliveries.length; start += 10_000) {
      await db.insertInto('deliveries').values(deliveries.slice(start, start + 10_000)).execute();
    }
    for (let start = 0; start < emails.length; start += EMAIL_BATCH) {
      const notificationIds = emails.slice(start, start + EMAIL_BATCH);
      await deps.jobs.enqueue(emailJob, { v: 1, notificationIds }, { jobId: `notification-email-${notificationIds[0]}` });
    }
    return userIds.length;
  }

  /**
   * This instance's streams at once (no round trip through Redis), every other instance's through one message
   * per slice of recipients; each instance skips the messages it sent itself.
   */
  async function broadcast({ notification, recipients }: FanOutEvent): Promise<void> {
    const published: Promise<void>[] = [];
    for (let start = 0; start < recipients.length; start += FAN_OUT_SLICE) {
      const slice = recipients.slice(start, start + FAN_OUT_SLICE);
      published.push(deps.events.publish(USER_CHANNEL, { ...(notification ? { notification } : {}), recipients: slice, origin: hub.id }));
    }
    // After the publish has started, so the other instances do not wait behind this one's first batch of writes.
    hub.deliver({ notification, recipients });
    await Promise.all(published);
  }

  async function publishUnread(userId: string): Promise<void> {
    await broadcast({ recipients: [[userId, null, await countUnread(db, userId)]] });
  }

  async function claim(key: string | undefined, payload: unknown): Promise<boolean> {
    const explicit = key !== undefined;
    const fullKey = explicit ? `key:${key}` : `sha256:${createHash('sha256').update(JSON.stringify(payload)).digest('hex')}`;
    const window = explicit ? sql`interval '${sql.raw(String(EXPLICIT_KEY_DAYS))} days'` : sql`interval '${sql.raw(String(CONTENT_KEY_SECONDS))} seconds'`;
    // A new key, or one whose window has passed, is ours; a key still inside its window was handled already.
    const claimed = await db
      .insertInto('notify_keys')
      .values({ key: fullKey })
      .onConflict((oc) => oc.column('key').doUpdateSet({ created_at: sql`now()` }).where('notify_keys.created_at', '<', sql<Date>`now() - ${window}`))
      .returning('key')
      .executeTakeFirst();
    if (Math.random() < 0.01) {
      await db.deleteFrom('notify_keys').where('created_at', '<', sql<Date>`now() - interval '${sql.raw(String(EXPLICIT_KEY_DAYS))} days'`).execute();
    }
    return claimed !== undefined;
  }

  /** Sends the still-queued emails of the job; each is marked at once, so a retried job skips what went out. */
  async function sendEmail(ids: string[]): Promise<void> {
    const rows = await db
      .selectFrom('notifications')
      .innerJoin('deliveries', 'deliveries.notification_id', 'notifications.id')
      .selectAll('notifications')
      .where('notifications.id', 'in', ids as never[])
      .where('deliveries.channel', '=', 'email')
      .where('deliveries.status', '=', 'queued')
      .execute();
    if (rows.length === 0) return;
    const { users } = await deps.services.request<InternalUsersResponse>('auth', {
      method: 'POST',
      path: '/internal/auth/users/lookup',
      body: { ids: [...new Set(rows.map((row) => row.user_id))] },
    });
    const emailOf = new Map(users.map((user) => [user.id, user.email]));
    for (const row of rows) {
      const email = emailOf.get(row.user_id);
      if (email) {
        const link = row.link ? `\n\n${new URL(row.link, deps.config.publicUrl).toString()}` : '';
        const { subject, text } = emailText(row);
        await deps.mailer.send({ to: email, subject, text: `${text}${link}` });
      } else {
        log.warn({ notificationId: row.id }, 'no email address for the notification; email skipped');
      }
      await db
        .updateTable('deliveries')
        .set({ status: email ? 'sent' : 'no_address', updated_at: sql`now()` })
        .where('notification_id', '=', row.id)
        .where('channel', '=', 'email')
        .execute();
    }
  }

  return { notify, publishUnread, claim, sendEmail };
}

/**
 * What an email says. Nobody's language is known to the server (the shell keeps it on the device), so an
 * announcement's email carries its three texts, Armenian first; any other its stored title and message.
 */
export function emailText(row: Pick<NotificationRow, 'title' | 'message' | 'i18n'>): { subject: string; text: string } {
  const params = row.i18n?.key === 'announcement' ? row.i18n.params : undefined;
  if (!params) return { subject: row.title, text: row.message };
  const parts = (['Hy', 'En', 'Ru'] as const).map((language) => `${params[`title${language}`] ?? ''}\n\n${params[`message${language}`] ?? ''}`);
  return { subject: row.title, text: parts.join('\n\n———\n\n') };
}

/** The notify payload without its key, for `Delivery.notify`. */
export function notifyInputOf(body: InternalNotifyBody): NotifyInput {
  return { userIds: body.userIds, title: body.title, message: body.message, type: body.type, priority: body.priority, link: body.link, i18n: body.i18n };
}
