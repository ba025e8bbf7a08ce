// A faculty's dean's office staff (faculty_staff): who is linked, linking and unlinking.
import type { OrgDb } from './database.js';

/** The accounts linked to the faculty's dean's office, earliest first. */
export function facultyStaff(db: OrgDb, facultyId: string) {
  return db.selectFrom('faculty_staff').select(['user_id', 'created_at']).where('faculty_id', '=', facultyId).orderBy('created_at').orderBy('user_id').execute();
}

export async function linkFacultyStaff(db: OrgDb, facultyId: string, userId: string): Promise<void> {
  await db.insertInto('faculty_staff').values({ faculty_id: facultyId, user_id: userId }).execute();
}

/** Whether there was such a link to remove. */
export async function unlinkFacultyStaff(db: OrgDb, facultyId: string, userId: string): Promise<boolean> {
  const removed = await db.deleteFrom('faculty_staff').where('faculty_id', '=', facultyId).where('user_id', '=', userId).executeTakeFirst();
  return removed.numDeletedRows > 0n;
}
