// Saving a faculty or department together with its dean or chair (an account in auth).
import type { Selectable } from 'kysely';
import type { AccountLink } from '@campus/contracts/organizational';
import type { OrgDb } from './db/database.js';
import type { DepartmentTable } from './db/department.table.js';
import type { FacultyTable } from './db/faculty.table.js';

type UnitRow = Selectable<FacultyTable> | Selectable<DepartmentTable>;

/**
 * Writes a faculty or department, then links its dean or chair. Callers check the leader first (an unknown or
 * deactivated account is a 400 before anything is written); the write comes next, so a duplicate code (409) is found
 * before any account is created or given a role. The account call holds no transaction: in embedded mode auth
 * answers in-process over the one PGlite connection, which a transaction held across the call deadlocked. If the
 * call still fails (auth unreachable), the write is taken back (a new record deleted, an edited one restored from
 * `previous`), so nothing is left half-made.
 */
export async function saveWithLeader(db: OrgDb, table: 'faculties' | 'departments', write: (db: OrgDb) => Promise<string>, account?: () => Promise<AccountLink>, previous?: UnitRow) {
  const id = await write(db);
  if (!account) return { id, leader: undefined };
  let leader: AccountLink;
  try {
    leader = await account();
  } catch (error) {
    await takeBack(db, table, id, previous);
    throw error;
  }
  if (table === 'faculties') await db.updateTable('faculties').set({ dean_user_id: leader.userId }).where('id', '=', id).execute();
  else await db.updateTable('departments').set({ chair_user_id: leader.userId }).where('id', '=', id).execute();
  return { id, leader };
}

async function takeBack(db: OrgDb, table: 'faculties' | 'departments', id: string, previous: UnitRow | undefined): Promise<void> {
  if (!previous) {
    await db.deleteFrom(table).where('id', '=', id).execute();
    return;
  }
  const { id: _id, created_at: _created, name, ...columns } = previous;
  await db.updateTable(table).set({ ...columns, name: JSON.stringify(name) } as never).where('id', '=', id).execute();
}
