// Asking for a code: only for a saved sheet with grades students do not see yet, at most once a minute and five
// times an hour per lecturer and midterm. The code replaces any earlier one; the mail job makes it and sends it, so
// the answer never waits for SMTP and no queue keeps the code itself.
import { randomUUID } from 'node:crypto';
import type { MailLanguage } from '@campus/contracts';
import type { CodeRequested } from '@campus/contracts/grading';
import { localizedName } from '@campus/contracts/organizational';
import { AppError } from '@campus/kit';
import { sql } from 'kysely';
import type { GradingDb } from '../db/database.js';
import { sendCodeMailJob } from '../jobs/send-code-mail.js';
import { gradingError } from '../context.js';
import { CODE_POLICY, limitKeyOf } from './code-policy.js';
import { codeStateFrom, secondsUntilNextRequest } from './code-state.js';
import type { Lecturer, PublishContext } from './publish-context.js';

/** 429 RATE_LIMITED with details.retryAfter (seconds); the route also sends it as Retry-After. */
export const rateLimited = (retryAfter: number) => gradingError('RATE_LIMITED', 429, { retryAfter });
export const retryAfterOf = (error: unknown): number | undefined =>
  error instanceof AppError && error.code === 'RATE_LIMITED' ? (error.details as { retryAfter: number }).retryAfter : undefined;

/** "l*******r@campus.test": enough to recognise one's own address, not to read it off a shoulder. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const hidden = local.length <= 2 ? `${local[0] ?? ''}*` : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 8))}${local.at(-1)}`;
  return `${hidden}${email.slice(at)}`;
}

/** The saved midterm and how many of its entries differ from what students see. */
export async function pendingMidterm(db: GradingDb, sectionId: string, number: number) {
  return db
    .selectFrom('midterms as m')
    .select(['m.id', 'm.version', 'm.status'])
    .select((eb) =>
      eb
        .selectFrom('midterm_entries as e')
        .whereRef('e.midterm_id', '=', 'm.id')
        .where(sql<boolean>`e.score is distinct from e.published_score`)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('changed'),
    )
    .where('m.section_id', '=', sectionId)
    .where('m.number', '=', number)
    .executeTakeFirst();
}

export async function requestCode(context: PublishContext, lecturer: Lecturer, number: number, language: MailLanguage): Promise<CodeRequested> {
  const { db, deps } = context.grading;
  const midterm = await pendingMidterm(db, lecturer.section.sectionId, number);
  if (!midterm || !midterm.changed) throw gradingError('NOTHING_TO_PUBLISH', 409);
  const key = limitKeyOf(lecturer.userId, midterm.id);
  // Peek before counting: a refused request spends nothing of the hour.
  const wait = await secondsUntilNextRequest(context.limits, lecturer.userId, midterm.id);
  if (wait > 0) throw rateLimited(wait);
  const [cooldown, hourly] = await Promise.all([context.limits.cooldown.consume(key), context.limits.hourly.consume(key)]);
  if (!cooldown.allowed || !hourly.allowed) throw rateLimited(Math.max(cooldown.retryAfter, hourly.retryAfter));

  const now = context.now();
  const requestId = randomUUID();
  const code = {
    midterm_id: midterm.id,
    request_id: requestId,
    lecturer_id: lecturer.userId,
    code_hash: null,
    sheet_version: midterm.version,
    expires_at: new Date(now.getTime() + CODE_POLICY.ttlMinutes * 60_000),
    failed_attempts: 0,
    requested_at: now,
    consumed_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('midterm_codes')
      .values(code)
      .onConflict((conflict) => conflict.column('midterm_id').doUpdateSet((eb) => ({
        request_id: eb.ref('excluded.request_id'),
        lecturer_id: eb.ref('excluded.lecturer_id'),
        code_hash: null,
        sheet_version: eb.ref('excluded.sheet_version'),
        expires_at: eb.ref('excluded.expires_at'),
        failed_attempts: 0,
        requested_at: eb.ref('excluded.requested_at'),
        consumed_at: null,
      })))
      .execute();
    await trx.updateTable('midterms').set({ status: 'awaiting_authorization' }).where('id', '=', midterm.id).execute();
  });
  const { section } = lecturer;
  await deps.jobs.enqueue(
    sendCodeMailJob,
    {
      v: 1,
      midtermId: midterm.id,
      requestId,
      to: lecturer.email,
      language,
      course: `${section.courseCode} ${localizedName(section.courseName, language)}`,
      sectionNumber: section.sectionNumber,
      midtermNumber: number,
    },
    { jobId: requestId },
  );
  return { sentTo: maskEmail(lecturer.email), code: codeStateFrom({ ...code, version: midterm.version }, await secondsUntilNextRequest(context.limits, lecturer.userId, midterm.id), now) };
}
