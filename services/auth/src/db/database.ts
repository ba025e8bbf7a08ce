import type { Kysely } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import type { PermissionTable, RbacStateTable, RolePermissionTable, RoleTable, UserRoleTable } from './rbac.table.js';
import type { AccountTokenTable } from './account-token.table.js';
import type { RefreshTokenTable } from './refresh-token.table.js';
import type { UserTable } from './user.table.js';

export const AUTH_SCHEMA = 'auth';

export interface AuthDatabase {
  users: UserTable;
  roles: RoleTable;
  permissions: PermissionTable;
  role_permissions: RolePermissionTable;
  user_roles: UserRoleTable;
  refresh_tokens: RefreshTokenTable;
  rbac_state: RbacStateTable;
  account_tokens: AccountTokenTable;
}

export type AuthDb = Kysely<AuthDatabase>;

export function authDatabase(deps: ServiceDeps): AuthDb {
  return deps.database<AuthDatabase>(AUTH_SCHEMA);
}
