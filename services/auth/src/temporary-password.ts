// Generated temporary passwords: 14 characters with an upper, a lower, a digit and a special character, without
// look-alikes (0/O, 1/l/I), from a cryptographic source. The person replaces it at first sign-in.
import { randomInt } from 'node:crypto';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*-_=+?';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;

export const TEMPORARY_PASSWORD_LENGTH = 14;

export function generateTemporaryPassword(length = TEMPORARY_PASSWORD_LENGTH): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ALL));
  // Fisher–Yates, so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
