// Many accounts at once for the internal API: created when missing, linked (role added) when present.
import { sql } from 'kysely';
import type { AuthDb } from './database.js';
import { normalizeEmail } from './user.repository.js';
import type { UserRow } from './user.table.js';

export interface BulkUserInput {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * Inserts the missing users with one shared password hash and gives every listed user their role. A few
 * statements per 500 people instead of several per person. Run it in a transaction.
 */
export async function ensureUsers(trx: AuthDb, users: readonly BulkUserInput[], passwordHash: string, mustChangePassword: boolean): Promise<Map<string, string>> {
  for (const chunk of chunks(users)) {
    await trx
      .insertInto('users')
      .values(
        chunk.map((user) => ({
          email: user.email,
          password_hash: passwordHash,
          first_name: user.firstName,
          last_name: user.lastName,
          role: user.role,
          must_change_password: mustChangePassword,
        })),
      )
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
  const ids = new Map<string, string>();
  for (const chunk of chunks(users)) {
    const rows = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', chunk.map((user) => user.email)).execute();
    for (const row of rows) ids.set(row.email, row.id);
  }
  for (const chunk of chunks(users)) {
    await trx
      .insertInto('user_roles')
      .values(chunk.map((user) => ({ user_id: ids.get(user.email)!, role_name: user.role })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return ids;
}

export async function findUsersByIds(db: AuthDb, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('id', 'in', [...new Set(ids)]).execute();
}

export function normalizeEmails(emails: readonly string[]): string[] {
  return [...new Set(emails.map(normalizeEmail))];
}

/** Active users holding any of the roles, as primary or extra role. */
export async function findActiveUsersWithRoles(db: AuthDb, roles: readonly string[]): Promise<UserRow[]> {
  if (roles.length === 0) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('is_active', '=', true)
    .where((eb) => eb.exists(eb.selectFrom('user_roles').select('user_roles.user_id').whereRef('user_roles.user_id', '=', 'users.id').where('user_roles.role_name', 'in', [...roles])))
    .execute();
}

/** The active accounts among the ids, one query however many. */
export async function activeUserIds(db: AuthDb, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').select('id').where(sql<boolean>`id = any(${[...new Set(ids)]}::uuid[])`).where('is_active', '=', true).execute();
  return rows.map((row) => row.id);
}

/** Deletes every account under one email domain (a test-data run's own); roles, tokens and sessions go by cascade. */
export async function deleteUsersOfDomain(db: AuthDb, domain: string): Promise<number> {
  const removed = await db.deleteFrom('users').where('email', 'like', `%@${domain}`).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
