// Saving a faculty or department together with its dean or chair (an account in auth).
import type { Selectable } from 'kysely';
import type { AccountLink } from '@campus/contracts/organizational';
import type { OrgDb } from './db/database.js';
import { deleteDepartment, restoreDepartment, updateDepartment } from './db/department.repository.js';
import type { DepartmentTable } from './db/department.table.js';
import { deleteFaculty, restoreFaculty, updateFaculty } from './db/faculty.repository.js';
import type { FacultyTable } from './db/faculty.table.js';

/** How a unit's leader is linked, and how the unit's write is taken back. */
export interface LeaderSlot<Row> {
  link(db: OrgDb, id: string, userId: string): Promise<void>;
  remove(db: OrgDb, id: string): Promise<void>;
  restore(db: OrgDb, previous: Row): Promise<void>;
}

export const facultyDean: LeaderSlot<Selectable<FacultyTable>> = {
  link: (db, id, userId) => updateFaculty(db, id, { dean_user_id: userId }),
  remove: deleteFaculty,
  restore: restoreFaculty,
};

export const departmentChair: LeaderSlot<Selectable<DepartmentTable>> = {
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
