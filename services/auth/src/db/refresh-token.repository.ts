import type { AuthDb } from './database.js';
import type { NewRefreshTokenRow, RefreshTokenRow } from './refresh-token.table.js';

export async function insertRefreshToken(db: AuthDb, token: NewRefreshTokenRow): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export async function findRefreshTokenByHash(db: AuthDb, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks the token as replaced, only if it is still live. Returns false when another request already rotated
 * or revoked it, which the caller treats as reuse.
 */
export async function markReplaced(db: AuthDb, id: string, replacedBy: string, at: Date): Promise<boolean> {
  const updated = await db
    .updateTable('refresh_tokens')
    .set({ replaced_by: replacedBy, revoked_at: at })
    .where('id', '=', id)
    .where('replaced_by', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return updated.length > 0;
}

export async function revokeFamily(db: AuthDb, familyId: string, at: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: at }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of the user except the family given (the one the request came from). */
export async function revokeOtherFamilies(db: AuthDb, userId: string, keepFamilyId: string | undefined, at: Date): Promise<void> {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '<>', keepFamilyId);
  await query.execute();
}
