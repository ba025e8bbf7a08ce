// The local user directory (Campus's own accounts, when no Google Workspace is configured) and the link between an
// account and its Workspace account.
import { sql } from 'kysely';
import type { AuthDb } from './database.js';
import type { UserRow } from './user.table.js';

/** `text%` with the person's text taken literally, lower-case (matches the lower(...) text_pattern_ops indexes). */
function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Active accounts where every typed word starts the email, the first or the last name; the first `limit` by email. */
export async function searchLocalDirectory(db: AuthDb, text: string, limit: number): Promise<UserRow[]> {
  let query = db.selectFrom('users').selectAll().where('is_active', '=', true);
  for (const word of text.trim().split(/\s+/).filter(Boolean).slice(0, 4)) {
    const pattern = prefixPattern(word);
    query = query.where((eb) =>
      eb.or([eb(sql`lower(email)`, 'like', pattern), eb(sql`lower(first_name)`, 'like', pattern), eb(sql`lower(last_name)`, 'like', pattern)]),
    );
  }
  return query.orderBy('email').limit(limit).execute();
}

export async function findUserByGoogleWorkspaceId(db: AuthDb, googleWorkspaceId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_workspace_id', '=', googleWorkspaceId).executeTakeFirst();
}

export async function linkGoogleWorkspace(db: AuthDb, userId: string, googleWorkspaceId: string): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ google_workspace_id: googleWorkspaceId, updated_at: new Date() }).where('id', '=', userId).returningAll().executeTakeFirst();
}
