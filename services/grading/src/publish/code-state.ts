// The publish flow's state as the lecturer sees it (CodeState): the valid code's expiry and tries left, and when
// the next code may be asked for. withCodeState completes a sheet with it for the section's lecturer, and with the
// status it implies for everyone (a stored `awaiting_authorization` whose code is gone is a draft again).
import type { CodeState, MidtermSheet, MidtermStatus } from '@campus/contracts/grading';
import type { ServiceDeps } from '@campus/kit';
import type { GradingDb } from '../db/database.js';
import type { MidtermCode } from '../db/midterm-code.table.js';
import type { Viewer } from '../viewer.js';
import { CODE_POLICY, codeLimits, limitKeyOf, type CodeLimits } from './code-policy.js';

/** A code with the sheet's version now (a save since voids it). */
type CodeOfSheet = MidtermCode & { version: number };

/** A code that can still be entered: not used, not locked, not expired, and the sheet not saved since. */
export const isLive = (code: CodeOfSheet | undefined, now: Date): code is CodeOfSheet =>
  !!code && !code.consumed_at && code.failed_attempts < CODE_POLICY.maxAttempts && code.expires_at > now && code.sheet_version === code.version;

/** Seconds until a code may be asked for again (0: now), the longer of the cooldown and the hourly limit. */
export async function secondsUntilNextRequest(limits: CodeLimits, lecturerId: string, midtermId: string): Promise<number> {
  const key = limitKeyOf(lecturerId, midtermId);
  const [cooldown, hourly] = await Promise.all([limits.cooldown.peek(key), limits.hourly.peek(key)]);
  return Math.max(cooldown.retryAfter, hourly.retryAfter);
}

export const findCode = (db: GradingDb, midtermId: string): Promise<CodeOfSheet | undefined> =>
  db.selectFrom('midterm_codes as c').innerJoin('midterms as m', 'm.id', 'c.midterm_id').selectAll('c').select('m.version').where('c.midterm_id', '=', midtermId).executeTakeFirst();

/** The codes of these midterms, by midterm id. */
export async function findCodes(db: GradingDb, midtermIds: string[]): Promise<Map<string, CodeOfSheet>> {
  if (!midtermIds.length) return new Map();
  const codes = await db.selectFrom('midterm_codes as c').innerJoin('midterms as m', 'm.id', 'c.midterm_id').selectAll('c').select('m.version').where('c.midterm_id', 'in', midtermIds).execute();
  return new Map(codes.map((code) => [code.midterm_id, code]));
}

export function codeStateFrom(code: CodeOfSheet | undefined, waitSeconds: number, now: Date): CodeState {
  const live = isLive(code, now);
  return {
    expiresAt: live ? code.expires_at.toISOString() : null,
    nextRequestAt: waitSeconds > 0 ? new Date(now.getTime() + waitSeconds * 1000).toISOString() : null,
    attemptsLeft: live ? CODE_POLICY.maxAttempts - code.failed_attempts : 0,
  };
}

/** The lecturer's code state of a saved midterm (attemptsLeft 0 and expiresAt null when no code can be entered). */
export async function codeStateOf(context: { deps: ServiceDeps; db: GradingDb }, lecturerId: string, midtermId: string, now = new Date()): Promise<CodeState> {
  const [code, wait] = await Promise.all([findCode(context.db, midtermId), secondsUntilNextRequest(codeLimits(context.deps), lecturerId, midtermId)]);
  return codeStateFrom(code, wait, now);
}

/** `awaiting_authorization` lasts while its code does; an expired, used or locked code leaves a draft. */
export function effectiveStatus(stored: MidtermStatus, code: CodeState | null): MidtermStatus {
  return stored === 'awaiting_authorization' && !code?.expiresAt ? 'draft' : stored;
}

/**
 * A sheet as its reader sees it (grading's GET of a sheet ends with it): `code` for the section's lecturer (null
 * for others and for a midterm never saved), and the status the code implies.
 */
export async function withCodeState(context: { deps: ServiceDeps; db: GradingDb }, viewer: Pick<Viewer, 'userId' | 'access'>, sheet: MidtermSheet): Promise<MidtermSheet> {
  if (!sheet.id) return sheet;
  const code = await codeStateOf(context, viewer.userId, sheet.id);
  const teaches = viewer.access.teaching.some((section) => section.sectionId === sheet.section.sectionId);
  return { ...sheet, status: effectiveStatus(sheet.status, code), code: teaches ? code : null };
}
