// Generated temporary passwords (SPEC §5 "Single student creation"): 14 characters (12 in the bulk import preview)
// with an upper, a lower, a digit and a special character, without look-alikes (0/O, 1/l/I, |), from
// crypto.getRandomValues, so browser and server make them the same way. The person replaces it at first sign-in.
// None begins with = + - or @: a spreadsheet would read it as a formula, so the import's results CSV would have to
// escape it (a leading ') and the person handed the password would copy the escape with it.

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*-_=+?';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;

export const TEMPORARY_PASSWORD_LENGTH = 14;
export const BULK_PREVIEW_PASSWORD_LENGTH = 12;

/** A uniform integer in [0, n): values of the top partial range are drawn again so no index is favoured. */
function randomBelow(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const draw = new Uint32Array(1);
  do crypto.getRandomValues(draw);
  while (draw[0]! >= limit);
  return draw[0]! % n;
}

export function generateTemporaryPassword(length = TEMPORARY_PASSWORD_LENGTH): string {
  if (!Number.isInteger(length) || length < 4) throw new RangeError('A temporary password needs at least 4 characters');
  const pick = (set: string) => set[randomBelow(set.length)]!;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ALL));
  // Fisher–Yates, so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const first = chars.findIndex((char) => /[A-Za-z0-9]/.test(char));
  [chars[0], chars[first]] = [chars[first]!, chars[0]!];
  return chars.join('');
}
