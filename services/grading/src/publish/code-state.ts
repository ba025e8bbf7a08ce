// The publish flow's state as the lecturer sees it (CodeState): the valid code's expiry and tries left, and when
// the next code may be asked for. Grading-core's sheet route fills `code` with codeStateOf for the section's
// lecturer; effectiveStatus tells a stored `awaiting_authorization` whose code is gone from one still waiting.
import type { CodeState, MidtermStatus } from '@campus/contracts/grading';
import type { GradingDb } from '../db/database.js';
import type { MidtermCode } from '../db/midterm-code.table.js';
import { CODE_POLICY, type PublishContext } from './publish-context.js';

export const limitKeyOf = (lecturerId: string, midtermId: string): string => `${lecturerId}:${midtermId}`;

/** A code with the sheet's version now (a save since voids it). */
type CodeOfSheet = MidtermCode & { version: number };

/** A code that can still be entered: not used, not locked, not expired, and the sheet not saved since. */
export const isLive = (code: CodeOfSheet | undefined, now: Date): code is CodeOfSheet =>
  !!code && !code.consumed_at && code.failed_attempts < CODE_POLICY.maxAttempts && code.expires_at > now && code.sheet_version === code.version;

/** Seconds until a code may be asked for again (0: now), the longer of the cooldown and the hourly limit. */
export async function secondsUntilNextRequest(context: PublishContext, lecturerId: string, midtermId: string): Promise<number> {
  const key = limitKeyOf(lecturerId, midtermId);
  const [cooldown, hourly] = await Promise.all([context.limits.cooldown.peek(key), context.limits.hourly.peek(key)]);
  return Math.max(cooldown.retryAfter, hourly.retryAfter);
}

export const findCode = (db: GradingDb, midtermId: string): Promise<CodeOfSheet | undefined> =>
  db.selectFrom('midterm_codes as c').innerJoin('midterms as m', 'm.id', 'c.midterm_id').selectAll('c').select('m.version').where('c.midterm_id', '=', midtermId).executeTakeFirst();

export function codeStateFrom(code: CodeOfSheet | undefined, waitSeconds: number, now: Date): CodeState {
  const live = isLive(code, now);
  return {
    expiresAt: live ? code.expires_at.toISOString() : null,
    nextRequestAt: waitSeconds > 0 ? new Date(now.getTime() + waitSeconds * 1000).toISOString() : null,
    attemptsLeft: live ? CODE_POLICY.maxAttempts - code.failed_attempts : 0,
  };
}

/**
 * The `code` field of a sheet for its lecturer (null for a midterm never saved: no code can be asked for yet).
 * Call it only for the section's lecturer; others get null.
 */
export async function codeStateOf(context: PublishContext, lecturerId: string, midtermId: string | null): Promise<CodeState | null> {
  if (!midtermId) return null;
  const now = context.now();
  const [code, wait] = await Promise.all([findCode(context.db, midtermId), secondsUntilNextRequest(context, lecturerId, midtermId)]);
  return codeStateFrom(code, wait, now);
}

/** `awaiting_authorization` lasts while its code does; an expired, used or locked code leaves a draft. */
export function effectiveStatus(stored: MidtermStatus, code: CodeState | null): MidtermStatus {
  return stored === 'awaiting_authorization' && !code?.expiresAt ? 'draft' : stored;
}
