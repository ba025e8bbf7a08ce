// argon2id hashing. Unknown emails are verified against a dummy hash so a miss takes as long as a wrong password.
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

const HASH_OPTIONS = { type: argon2.argon2id } as const;

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash must not turn into a 500 on login; it simply does not match.
    return false;
  }
}

/** Spends the same work as a real verification and always fails. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
