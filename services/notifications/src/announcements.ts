// Announcements (issue 15 part 7): written in three languages to an audience, which organizational resolves within
// the sender's scope both when it is written (so a refusal reaches the sender) and when it goes out (so it reaches
// the people there are then, and not at all if the sender has lost the scope). Sending is the job
// notifications.announcement, delayed to the chosen time; each person gets a notification that carries the three
// texts, and the shell shows the one of the reader's language.
import { AppError, badRequest, defineJob, type ServiceDeps } from '@campus/kit';
import { Type } from 'typebox';
import type { NotificationI18n, NotificationPriority } from '@campus/contracts';
import { AUDIENCE_MESSAGES, ORGANIZATIONAL_AUDIENCE_PATHS, type Audience, type ResolvedAudience } from '@campus/contracts/audience';
import { ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_SCHEDULE_MAX_DAYS, type AnnouncementBody, type AnnouncementTexts } from '@campus/contracts/announcements';
import type { NotificationsDb } from './db/database.js';
import { copiesOf, findAnnouncement, insertAnnouncement, moveAnnouncement, scheduledAnnouncements, takeOverStaleClaim } from './db/announcement.repository.js';
import type { AnnouncementRow } from './db/tables.js';
import type { Delivery } from './delivery.js';

export const announcementJob = defineJob(
  'notifications.announcement',
  Type.Object(
    {
      v: Type.Literal(1),
      announcementId: Type.String({ format: 'uuid' }),
      /** The time the job was made for: a job for a time since changed does nothing. */
      scheduledAt: Type.String({ format: 'date-time' }),
    },
    { additionalProperties: false },
  ),
);

/** A send holds its claim while it resolves and stores (seconds); one older than this was cut short. */
const STALE_CLAIM_MINUTES = 10;

/** Who the audience reaches now, as organizational answers for this sender (its 403 and 404 pass through). */
export async function resolveAudience(deps: ServiceDeps, audience: Audience, senderId: string): Promise<ResolvedAudience> {
  const answer = await deps.services.request<{ data: ResolvedAudience }>('organizational', {
    method: 'POST',
    path: ORGANIZATIONAL_AUDIENCE_PATHS.resolve,
    body: { audience, senderId },
    timeoutMs: 30_000,
  });
  return answer.data;
}

/** When it goes out: the time asked for, or now when none or a past one was given. */
function sendingTime(scheduledAt: string | undefined, now: Date): Date {
  const asked = scheduledAt ? new Date(scheduledAt) : now;
  if (asked.getTime() - now.getTime() > ANNOUNCEMENT_SCHEDULE_MAX_DAYS * 86_400_000) {
    throw badRequest(ANNOUNCEMENT_MESSAGES.ANNOUNCEMENT_TOO_LATE, { field: 'scheduledAt' }, 'ANNOUNCEMENT_TOO_LATE');
  }
  return asked < now ? now : asked;
}

export async function enqueueAnnouncement(deps: ServiceDeps, row: Pick<AnnouncementRow, 'id' | 'scheduled_at'>, now = new Date()): Promise<void> {
  const at = new Date(row.scheduled_at);
  await deps.jobs.enqueue(
    announcementJob,
    { v: 1, announcementId: row.id, scheduledAt: at.toISOString() },
    { jobId: `announcement-${row.id}-${at.getTime()}`, delayMs: Math.max(0, at.getTime() - now.getTime()) },
  );
}

/** Writes the announcement and schedules its sending; the audience is checked first, so nothing is kept on a refusal. */
export async function createAnnouncement(deps: ServiceDeps, db: NotificationsDb, authorId: string, body: AnnouncementBody): Promise<AnnouncementRow> {
  const now = new Date();
  const scheduledAt = sendingTime(body.scheduledAt, now);
  const resolved = await resolveAudience(deps, body.audience, authorId);
  if (resolved.userIds.length === 0) throw badRequest(AUDIENCE_MESSAGES.AUDIENCE_EMPTY, { field: 'audience' }, 'AUDIENCE_EMPTY');
  const row = await insertAnnouncement(db, {
    author_id: authorId,
    title: JSON.stringify(trimmed(body.title)),
    body: JSON.stringify(trimmed(body.body)),
    priority: body.priority ?? 'normal',
    audience: JSON.stringify(resolved.parts),
    scheduled_at: scheduledAt,
  });
  await enqueueAnnouncement(deps, row, now);
  return row;
}

function trimmed(texts: AnnouncementTexts): AnnouncementTexts {
  return { hy: texts.hy.trim(), en: texts.en.trim(), ru: texts.ru.trim() };
}

/** The three texts ride on each copy; its stored title and message are the Armenian ones (the fallback). */
export function announcementI18n(row: Pick<AnnouncementRow, 'title' | 'body'>): NotificationI18n {
  return {
    key: 'announcement',
    params: {
      titleHy: row.title.hy, titleEn: row.title.en, titleRu: row.title.ru,
      messageHy: row.body.hy, messageEn: row.body.en, messageRu: row.body.ru,
    },
  };
}

/**
 * The job: sends the announcement once. The move scheduled → sending is the claim (a second run, a retry after the
 * send or a job enqueued again at start finds it taken); a run that fails before storing the copies gives it back
 * for the retry; one that stopped after storing them (all in one insert) is finished by the next from the copies.
 */
export async function sendAnnouncement(deps: ServiceDeps, db: NotificationsDb, delivery: Delivery, id: string, scheduledAt: string): Promise<void> {
  const row = await findAnnouncement(db, id);
  if (!row || new Date(row.scheduled_at).getTime() !== Date.parse(scheduledAt)) return;
  if (row.status === 'sending') {
    const copies = await copiesOf(db, id);
    if (copies > 0) await moveAnnouncement(db, id, 'sending', 'sent', { recipients: copies, sent: true });
    // A run that died before storing anything (its process stopped) left the claim behind: taken over once stale.
    if (copies > 0 || !(await takeOverStaleClaim(db, id, STALE_CLAIM_MINUTES))) return;
  } else if (!(await moveAnnouncement(db, id, 'scheduled', 'sending'))) return;
  let userIds: string[];
  try {
    userIds = (await resolveAudience(deps, [...row.audience.map(partOf)] as Audience, row.author_id)).userIds;
  } catch (error) {
    // Out of scope or gone by now: it fails for good. Anything else (organizational unreachable): the retry tries again.
    const final = error instanceof AppError && error.status >= 400 && error.status < 500;
    await moveAnnouncement(db, id, 'sending', final ? 'failed' : 'scheduled');
    if (final) deps.log.warn({ err: error, announcementId: id }, 'an announcement could not be sent: its audience is no longer the sender\'s');
    if (!final) throw error;
    return;
  }
  const sent = await delivery.notify({
    userIds,
    title: row.title.hy,
    message: row.body.hy,
    type: 'announcement',
    priority: row.priority as NotificationPriority,
    i18n: announcementI18n(row),
    announcementId: id,
  });
  await moveAnnouncement(db, id, 'sending', 'sent', { recipients: sent, sent: true });
}

/** The audience part as it was asked for, without the label and size it was stored with. */
function partOf(part: AnnouncementRow['audience'][number]) {
  return part.kind === 'role' ? { kind: part.kind, role: part.role } : { kind: part.kind, id: part.id };
}

export function handleAnnouncements(deps: ServiceDeps, db: NotificationsDb, delivery: Delivery): void {
  deps.jobs.define(announcementJob, ({ announcementId, scheduledAt }) => sendAnnouncement(deps, db, delivery, announcementId, scheduledAt));
  // A queue that lost its delayed jobs (Redis emptied, the in-process runner restarted) gets them again; a job
  // still there keeps its id, and a second run finds the announcement taken.
  scheduledAnnouncements(db)
    .then((rows) => Promise.all(rows.map((row) => enqueueAnnouncement(deps, row))))
    .catch((error: unknown) => deps.log.error({ err: error }, 'scheduled announcements were not queued again'));
}
