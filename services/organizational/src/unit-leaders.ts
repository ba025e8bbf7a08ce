// Saving a faculty or department together with its dean or chair (an account in auth), and taking the role back
// from someone whose last link that gave it went.
import type { Selectable } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import type { InternalRemoveRoleResponse } from '@campus/contracts';
import type { AccountLink } from '@campus/contracts/organizational';
import type { OrgDb } from './db/database.js';
import { chairedDepartments, deansOfficeFacultyIds } from './db/placement.repository.js';
import { deleteDepartment, restoreDepartment, updateDepartment } from './db/department.repository.js';
import type { DepartmentTable } from './db/department.table.js';
import { deleteFaculty, restoreFaculty, updateFaculty } from './db/faculty.repository.js';
import type { FacultyTable } from './db/faculty.table.js';

/** The roles a link to a unit gives. */
export type UnitRole = 'deans_office' | 'chair';

/** How a unit's leader is linked, and how the unit's write is taken back. */
export interface LeaderSlot<Row> {
  role: UnitRole;
  leaderOf(row: Row): string | null;
  link(db: OrgDb, id: string, userId: string): Promise<void>;
  remove(db: OrgDb, id: string): Promise<void>;
  restore(db: OrgDb, previous: Row): Promise<void>;
}

export const facultyDean: LeaderSlot<Selectable<FacultyTable>> = {
  role: 'deans_office',
  leaderOf: (row) => row.dean_user_id,
  link: (db, id, userId) => updateFaculty(db, id, { dean_user_id: userId }),
  remove: deleteFaculty,
  restore: restoreFaculty,
};

export const departmentChair: LeaderSlot<Selectable<DepartmentTable>> = {
  role: 'chair',
  leaderOf: (row) => row.chair_user_id,
  link: (db, id, userId) => updateDepartment(db, id, { chair_user_id: userId }),
  remove: deleteDepartment,
  restore: restoreDepartment,
};

/**
 * Writes a faculty or department, then links its dean or chair. Callers check the leader first (an unknown or
 * deactivated account is a 400 before anything is written); the write comes next, so a duplicate code (409) is found
 * before any account is created or given a role. The account call holds no transaction: in embedded mode auth
 * answers in-process over the one PGlite connection, which a transaction held across the call deadlocked. If the
 * call still fails (auth unreachable), the write is taken back (a new record deleted, an edited one restored from
 * `previous`), so nothing is left half-made.
 */
export async function saveWithLeader<Row>(db: OrgDb, slot: LeaderSlot<Row>, write: (db: OrgDb) => Promise<string>, account?: () => Promise<AccountLink>, previous?: Row) {
  const id = await write(db);
  if (!account) return { id, leader: undefined };
  let leader: AccountLink;
  try {
    leader = await account();
  } catch (error) {
    await (previous ? slot.restore(db, previous) : slot.remove(db, id));
    throw error;
  }
  await slot.link(db, id, leader.userId);
  return { id, leader };
}

/** Whether any link of the person's still gives the role: a faculty they are dean or staff of, a department they chair. */
const STILL_GRANTED: Record<UnitRole, (db: OrgDb, userId: string) => Promise<boolean>> = {
  deans_office: async (db, userId) => (await deansOfficeFacultyIds(db, userId)).length > 0,
  chair: async (db, userId) => (await chairedDepartments(db, userId)).length > 0,
};

/**
 * After a link that gave `role` went (a dean or chair replaced or removed, dean's office staff unlinked, a unit
 * deleted): the person's scope went with it, since scope.ts reads the links on every request; the role goes too
 * unless another link still gives it. Auth never takes an account's primary role, an administrator's explicit grant
 * (set at /admin/users, or the role the account was made for). Throws when auth cannot be reached.
 */
export async function releaseRole(db: OrgDb, deps: ServiceDeps, userId: string | null, role: UnitRole): Promise<void> {
  if (!userId || (await STILL_GRANTED[role](db, userId))) return;
  await deps.services.request<InternalRemoveRoleResponse>('auth', { method: 'DELETE', path: `/internal/auth/users/${userId}/roles/${role}` });
}

/**
 * releaseRole for the former holders of links that went with a write that stands: the write is not taken back when
 * auth cannot be reached (their scope is already gone); the role then stays, logged, until an administrator changes it.
 */
export async function releaseFormerHolders(db: OrgDb, deps: ServiceDeps, role: UnitRole, userIds: (string | null)[]): Promise<void> {
  for (const userId of userIds) {
    try {
      await releaseRole(db, deps, userId, role);
    } catch (error) {
      deps.log.warn({ err: error, userId, role }, 'a former dean, chair or staff member keeps a role no link gives: auth did not answer');
    }
  }
}

export const releaseFormerLeader = <Row>(db: OrgDb, deps: ServiceDeps, slot: LeaderSlot<Row>, previous: Row) => releaseFormerHolders(db, deps, slot.role, [slot.leaderOf(previous)]);
