// The verification code: six digits from the system's CSPRNG, kept only as an HMAC keyed by a server secret and
// bound to its request. Six digits are a million values, so a plain hash would be reversed in a moment from a
// copy of the table; without the key it cannot be, and the request id makes each code's hash unrelated to another's.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { MIDTERM_CODE_LENGTH } from '@campus/contracts/grading';

export const newCode = (): string => String(randomInt(0, 10 ** MIDTERM_CODE_LENGTH)).padStart(MIDTERM_CODE_LENGTH, '0');

/** The key: derived from the deployment's service token, so no new secret has to be configured. */
export const codeKeyOf = (serviceToken: string): Buffer => createHmac('sha256', serviceToken).update('campus grading midterm code v1').digest();

export const hashCode = (key: Buffer, requestId: string, code: string): string => createHmac('sha256', key).update(`${requestId}:${code}`).digest('hex');

export function codeMatches(key: Buffer, requestId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(key, requestId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
