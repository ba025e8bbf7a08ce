// Emailed single-use tokens: 32 random bytes shown once in the link, stored only as their SHA-256.
import { randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_SECONDS, PASSWORD_RESET_TTL_SECONDS } from '@campus/contracts';
import type { AuthDb } from './db/database.js';
import { findLiveAccountToken, replaceAccountToken } from './db/account-token.repository.js';
import type { AccountTokenPurpose, AccountTokenRow } from './db/account-token.table.js';
import { hashToken } from './sessions.js';

export const TOKEN_TTL_SECONDS: Record<AccountTokenPurpose, number> = {
  password_reset: PASSWORD_RESET_TTL_SECONDS,
  email_verification: EMAIL_VERIFICATION_TTL_SECONDS,
};

/** A fresh token for the user; the older unused ones of the same purpose stop working. Returns the raw token. */
export async function issueAccountToken(db: AuthDb, userId: string, purpose: AccountTokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await replaceAccountToken(db, {
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + TOKEN_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

/** The live token a link carries, if it is one (unused, unexpired, of this purpose). */
export function findLiveToken(db: AuthDb, presented: string, purpose: AccountTokenPurpose, now = new Date()): Promise<AccountTokenRow | undefined> {
  return findLiveAccountToken(db, hashToken(presented), purpose, now);
}
