// argon2id hashing. Unknown emails are verified against a dummy hash so a miss takes as long as a wrong password.
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 40 ms per hash here, and a burst of logins cannot
 * exhaust memory the way the library default (64 MiB × 4 lanes) could. Stored hashes carry their own parameters,
 * so raising these later keeps old hashes verifiable.
 */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
