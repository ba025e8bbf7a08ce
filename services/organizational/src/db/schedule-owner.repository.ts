// Whose schedule a document shows: a person by their student or lecturer record, or a department.
import type { LocalizedName } from '@campus/contracts/organizational';
import type { OrgDb } from './database.js';

/** The person's name from their student record, else their lecturer record; undefined for staff with neither. */
export async function personName(db: OrgDb, userId: string): Promise<string | undefined> {
  const student = await db.selectFrom('students').select(['first_name', 'last_name']).where('user_id', '=', userId).executeTakeFirst();
  const person = student ?? (await db.selectFrom('lecturers').select(['first_name', 'last_name']).where('user_id', '=', userId).executeTakeFirst());
  return person ? `${person.first_name} ${person.last_name}` : undefined;
}

export async function departmentTitle(db: OrgDb, id: string): Promise<{ code: string; name: LocalizedName } | undefined> {
  return db.selectFrom('departments').select(['code', 'name']).where('id', '=', id).executeTakeFirst();
}
