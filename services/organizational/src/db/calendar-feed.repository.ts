// Calendar feeds: one per account, found by the hash of its token; reading one notes when it was read.
import type { FeedLanguage } from '@campus/contracts/organizational';
import type { OrgDb } from './database.js';

export function feedOfUser(db: OrgDb, userId: string) {
  return db.selectFrom('calendar_feeds').select(['created_at', 'last_fetched_at', 'language']).where('user_id', '=', userId).executeTakeFirst();
}

/** Makes the account's feed, or gives it a new token (the old one stops at once) and language. */
export function replaceFeed(db: OrgDb, userId: string, tokenHash: Buffer, language: FeedLanguage) {
  return db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: tokenHash, language })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ token_hash: tokenHash, language, created_at: new Date(), last_fetched_at: null }))
    .returning(['created_at', 'language'])
    .executeTakeFirstOrThrow();
}

export async function deleteFeed(db: OrgDb, userId: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** The owner and language of the feed with this token hash, noting the read; undefined for none. */
export function readFeed(db: OrgDb, tokenHash: Buffer) {
  return db.updateTable('calendar_feeds').set({ last_fetched_at: new Date() }).where('token_hash', '=', tokenHash).returning(['user_id', 'language']).executeTakeFirst();
}
