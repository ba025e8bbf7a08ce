// The admin user list (search, filters, sort, pages) and role changes.
import { sql } from 'kysely';
import type { AdminUserSort } from '@campus/contracts';
import type { AuthDb } from './database.js';
import type { UserRow } from './user.table.js';

export interface UserListFilter {
  search?: string;
  role?: string;
  active?: boolean;
}

export interface UserListPage {
  sort: AdminUserSort;
  descending: boolean;
  offset: number;
  limit: number;
}

/** LIKE with the person's text taken literally (% and _ are not wildcards). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filtered(db: AuthDb, { search, role, active }: UserListFilter) {
  let query = db.selectFrom('users');
  // Every word must appear in the name (first, last, display) or the email: "anna hak" finds Anna Hakobyan.
  for (const word of (search ?? '').trim().split(/\s+/).filter(Boolean)) {
    const pattern = containsPattern(word);
    query = query.where((eb) =>
      eb.or([
        eb('users.email', 'ilike', pattern),
        eb('users.first_name', 'ilike', pattern),
        eb('users.last_name', 'ilike', pattern),
        eb('users.display_name', 'ilike', pattern),
      ]),
    );
  }
  if (role) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('user_roles').select('user_roles.user_id').whereRef('user_roles.user_id', '=', 'users.id').where('user_roles.role_name', '=', role)),
    );
  }
  if (active !== undefined) query = query.where('users.is_active', '=', active);
  return query;
}

export async function countUsers(db: AuthDb, filter: UserListFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listUsers(db: AuthDb, filter: UserListFilter, page: UserListPage): Promise<UserRow[]> {
  const direction = page.descending ? sql`desc` : sql`asc`;
  // Never-signed-in people go last whichever the direction; the id breaks ties so pages never overlap.
  const order = {
    name: [sql`lower(users.last_name) ${direction}`, sql`lower(users.first_name) ${direction}`, sql`users.email ${direction}`],
    email: [sql`users.email ${direction}`],
    role: [sql`users.role ${direction}`, sql`lower(users.last_name) asc`],
    createdAt: [sql`users.created_at ${direction}`],
    lastLoginAt: [sql`users.last_login_at ${direction} nulls last`],
  }[page.sort.replace(/^-/, '') as 'name' | 'email' | 'role' | 'createdAt' | 'lastLoginAt'];
  let query = filtered(db, filter).selectAll('users');
  for (const term of order) query = query.orderBy(term);
  return query.orderBy('users.id').offset(page.offset).limit(page.limit).execute();
}

/** Makes `role` the primary role: it replaces the old primary in user_roles, other roles stay. */
export async function changePrimaryRole(db: AuthDb, user: Pick<UserRow, 'id' | 'role'>, role: string): Promise<void> {
  if (user.role === role) return;
  await db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', user.id).execute();
  await db.deleteFrom('user_roles').where('user_id', '=', user.id).where('role_name', '=', user.role).execute();
  await db.insertInto('user_roles').values({ user_id: user.id, role_name: role }).onConflict((oc) => oc.doNothing()).execute();
}
