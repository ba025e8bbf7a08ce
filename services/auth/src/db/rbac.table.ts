import type { Generated } from 'kysely';
import type { DefaultedTimestamp } from './user.table.js';

export interface RoleTable {
  /** Normalised role name (lower-case, underscores); the key everything refers to. */
  name: string;
  description: string;
  created_at: DefaultedTimestamp;
}

export interface PermissionTable {
  id: Generated<number>;
  resource: string;
  action: string;
}

export interface RolePermissionTable {
  role_name: string;
  permission_id: number;
}

export interface UserRoleTable {
  user_id: string;
  role_name: string;
}

/** One row once the default roles and permissions were created (by init-rbac or the seed). */
export interface RbacStateTable {
  id: Generated<number>;
  initialised_at: DefaultedTimestamp;
}

