import { parsePermission } from '@campus/contracts';
import type { AuthDb } from './database.js';

export interface RoleGrant {
  role: string;
  description: string;
  /** "resource:action" strings. */
  permissions: readonly string[];
}

/** The names of every role the user holds: the primary role first, then the others alphabetically. */
export async function rolesOfUser(db: AuthDb, userId: string, primaryRole: string): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('role_name').where('user_id', '=', userId).orderBy('role_name').execute();
  const others = rows.map((row) => row.role_name).filter((name) => name !== primaryRole);
  return [primaryRole, ...others];
}

/** The distinct (resource, action) pairs granted by any of the roles, sorted. */
export async function permissionsOfRoles(db: AuthDb, roles: readonly string[]): Promise<{ resource: string; action: string }[]> {
  if (roles.length === 0) return [];
  return db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['permissions.resource', 'permissions.action'])
    .distinct()
    .where('role_permissions.role_name', 'in', roles)
    .orderBy('permissions.resource')
    .orderBy('permissions.action')
    .execute();
}

export async function addUserRole(db: AuthDb, userId: string, role: string): Promise<void> {
  await db.insertInto('user_roles').values({ user_id: userId, role_name: role }).onConflict((oc) => oc.doNothing()).execute();
}

/** Removes a role that is not the user's primary one; whether it was removed. */
export async function removeSecondaryRole(db: AuthDb, userId: string, role: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role_name', '=', role)
    .where(({ exists, selectFrom }) => exists(selectFrom('users').select('id').where('id', '=', userId).where('role', '<>', role)))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Creates the roles, permissions and grants that are missing; never removes anything. Four statements whatever
 * the number of grants, since it runs on every start. Run it in a transaction.
 */
export async function ensureGrants(trx: AuthDb, grants: readonly RoleGrant[]): Promise<void> {
  const pairs = grants.flatMap((grant) => grant.permissions.map((permission) => ({ role: grant.role, ...parsePermission(permission) })));
  await trx
    .insertInto('roles')
    .values(grants.map((grant) => ({ name: grant.role, description: grant.description })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  if (pairs.length === 0) return;
  await trx
    .insertInto('permissions')
    .values(pairs.map(({ resource, action }) => ({ resource, action })))
    .onConflict((oc) => oc.columns(['resource', 'action']).doNothing())
    .execute();
  const ids = new Map(
    (await trx.selectFrom('permissions').select(['id', 'resource', 'action']).execute()).map((row) => [`${row.resource}:${row.action}`, row.id]),
  );
  await trx
    .insertInto('role_permissions')
    .values(pairs.map(({ role, resource, action }) => ({ role_name: role, permission_id: ids.get(`${resource}:${action}`)! })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Marks RBAC as initialised; false when it already was (so only one caller wins). */
export async function markRbacInitialised(db: AuthDb): Promise<boolean> {
  const inserted = await db.insertInto('rbac_state').values({ id: 1 }).onConflict((oc) => oc.column('id').doNothing()).returning('id').execute();
  return inserted.length > 0;
}

/** Role names of many users at once, each list with the primary role first (as rolesOfUser). */
export async function rolesOfUsers(db: AuthDb, users: readonly { id: string; role: string }[]): Promise<Map<string, string[]>> {
  const result = new Map(users.map((user) => [user.id, [user.role]]));
  if (users.length === 0) return result;
  const rows = await db
    .selectFrom('user_roles')
    .select(['user_id', 'role_name'])
    .where('user_id', 'in', users.map((user) => user.id))
    .orderBy('user_id')
    .orderBy('role_name')
    .execute();
  for (const row of rows) {
    const roles = result.get(row.user_id);
    if (roles && !roles.includes(row.role_name)) roles.push(row.role_name);
  }
  return result;
}

export async function roleExists(db: AuthDb, name: string): Promise<boolean> {
  return Boolean(await db.selectFrom('roles').select('name').where('name', '=', name).executeTakeFirst());
}

/** The names among these that are not roles. */
export async function unknownRoles(db: AuthDb, names: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return [];
  const known = new Set((await db.selectFrom('roles').select('name').where('name', 'in', wanted).execute()).map((row) => row.name));
  return wanted.filter((name) => !known.has(name));
}
