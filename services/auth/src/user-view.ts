// The one place database rows become the API's User.
import type { AdminUser, InternalUser, Permission, Profile, User } from '@campus/contracts';
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
    mfaEnabled: user.mfa_enabled,
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

/** The own profile (GET/PATCH /api/auth/profile). lastLoginAt as in toUser: the sign-in before this session. */
export function toProfile(user: UserRow, roles: string[]): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    displayName: displayNameOf(user),
    role: user.role,
    roles,
    bio: user.bio,
    phone: user.phone,
    visibility: user.visibility,
    createdAt: toIso(user.created_at),
    lastLoginAt: user.previous_login_at ? toIso(user.previous_login_at) : null,
    avatar: user.avatar,
  };
}

/** A user as other services see them through /internal/auth/*. */
export function toInternalUser(user: UserRow, roles: string[]): InternalUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    displayName: displayNameOf(user),
    role: user.role,
    roles,
    isActive: user.is_active,
  };
}

/** A row of the admin user list; lastLoginAt is the latest sign-in. */
export function toAdminUser(user: UserRow, roles: string[]): AdminUser {
  return {
    ...toInternalUser(user, roles),
    emailVerified: user.email_verified,
    createdAt: toIso(user.created_at),
    lastLoginAt: user.last_login_at ? toIso(user.last_login_at) : null,
  };
}
