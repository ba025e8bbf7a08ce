import type { AuthDb } from './database.js';
import type { NewUserRow, UserRow, UserUpdate } from './user.table.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: AuthDb, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: AuthDb, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUsersByEmails(db: AuthDb, emails: readonly string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db.selectFrom('users').selectAll().where('email', 'in', emails.map(normalizeEmail)).execute();
}

/** Creates the user and gives them their primary role in user_roles too. */
export async function insertUser(db: AuthDb, user: NewUserRow): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({ ...user, email: normalizeEmail(user.email) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: row.id, role_name: row.role }).onConflict((oc) => oc.doNothing()).execute();
    return row;
  });
}

/** Returns the updated row, or undefined when the user no longer exists. */
export async function updateUser(db: AuthDb, id: string, changes: UserUpdate): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ ...changes, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function recordLogin(db: AuthDb, id: string, at: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: at }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Like updateUser, and raises the session version: every access token signed before ends (see sessions.ts). */
export async function updateUserEndingTokens(db: AuthDb, id: string, changes: UserUpdate = {}): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set((eb) => ({ ...changes, session_version: eb('session_version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes an account only while it is as its creation left it: its one role is `role` and nobody ever signed in
 * with it. Whether it was deleted (roles and tokens go with it).
 */
export async function deleteUntouchedAccount(db: AuthDb, id: string, role: string): Promise<boolean> {
  const result = await db
    .deleteFrom('users')
    .where('id', '=', id)
    .where('role', '=', role)
    .where('last_login_at', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('user_roles').select('user_id').where('user_id', '=', id).where('role_name', '<>', role))))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
