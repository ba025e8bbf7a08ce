import type { AuthDb } from './database.js';
import type { AccountTokenPurpose, AccountTokenRow, NewAccountTokenRow } from './account-token.table.js';

/**
 * Stores a new token and deletes the user's older ones of the same purpose (used, expired or not): only the latest
 * link works, and a person never has more than one row per purpose.
 */
export async function replaceAccountToken(db: AuthDb, token: NewAccountTokenRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteAccountTokens(trx, token.user_id, token.purpose);
    await trx.insertInto('account_tokens').values(token).execute();
  });
}

export async function deleteAccountTokens(db: AuthDb, userId: string, purpose: AccountTokenPurpose): Promise<void> {
  await db.deleteFrom('account_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
}

/** The token with this hash and purpose while it is unused and unexpired. */
export async function findLiveAccountToken(db: AuthDb, tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountTokenRow | undefined> {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks the token used, only if it still was live; false when another request used it first. */
export async function useAccountToken(db: AuthDb, id: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .execute();
  return used.length > 0;
}
