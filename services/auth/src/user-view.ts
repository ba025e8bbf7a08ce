// The one place database rows become the API's User.
import type { Permission, User } from '@campus/contracts';
import { permissionKey } from '@campus/contracts';
import type { AuthDb } from './db/database.js';
import { permissionsOfRoles, rolesOfUser } from './db/rbac.repository.js';
import type { UserRow } from './db/user.table.js';

export interface UserAccess {
  roles: string[];
  permissions: Permission[];
}

export async function loadAccess(db: AuthDb, user: UserRow): Promise<UserAccess> {
  const roles = await rolesOfUser(db, user.id, user.role);
  const permissions = await permissionsOfRoles(db, roles);
  return { roles, permissions };
}

export function displayNameOf(user: Pick<UserRow, 'display_name' | 'first_name' | 'last_name' | 'email'>): string {
  const chosen = user.display_name?.trim();
  if (chosen) return chosen;
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return fullName || user.email;
}

export function toUser(user: UserRow, access: UserAccess): User {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.first_name,
    lastName: user.last_name,
    displayName: displayNameOf(user),
    roles: access.roles,
    permissions: access.permissions.map((permission) => permissionKey(permission.resource, permission.action)),
    mustChangePassword: user.must_change_password,
    avatar: user.avatar,
    createdAt: toIso(user.created_at),
    // The sign-in before this session; null on a person's first sign-in.
    lastLoginAt: user.previous_login_at ? toIso(user.previous_login_at) : null,
  };
}

export async function loadUserView(db: AuthDb, user: UserRow): Promise<User> {
  return toUser(user, await loadAccess(db, user));
}

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
