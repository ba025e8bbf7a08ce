// Where a record or a person sits in the structure (its department or faculty): the records a caller's scope is made
// of, and the checks that tie one record to another (a lecturer to a course, a group or students to a section, a
// program or advisor to a group, a student to their departments).
import { sql } from 'kysely';
import { notFound } from '@campus/kit';
import type { OrgDb } from './database.js';

/** The lecturer's department and faculty, or undefined when there is no such lecturer. */
export async function lecturerPlacement(db: OrgDb, lecturerId: string) {
  return db
    .selectFrom('lecturers')
    .innerJoin('departments', 'departments.id', 'lecturers.department_id')
    .select(['lecturers.id', 'lecturers.status', 'lecturers.department_id', 'departments.faculty_id'])
    .where('lecturers.id', '=', lecturerId)
    .executeTakeFirst();
}

/**
 * The faculties of a group and of students (those that exist). A student's faculty is their program's, or their
 * group's when they have no program; with neither, '' (no one's but an administrator's).
 */
export async function facultiesOf(db: OrgDb, { groupId, studentIds }: { groupId?: string; studentIds?: string[] }): Promise<string[]> {
  const groups = groupId
    ? await db.selectFrom('groups').innerJoin('departments', 'departments.id', 'groups.department_id').select('departments.faculty_id').where('groups.id', '=', groupId).execute()
    : [];
  const students = studentIds?.length
    ? (
        await sql<{ faculty_id: string | null }>`select d.faculty_id from organizational.students s
          left join organizational.programs p on p.id = s.program_id left join organizational.groups g on g.id = s.group_id
          left join organizational.departments d on d.id = coalesce(p.department_id, g.department_id)
          where s.id = any(${studentIds}::uuid[])`.execute(db)
      ).rows
    : [];
  return [...groups, ...students].map((row) => row.faculty_id ?? '');
}

/** The departments a student belongs to through their program and group (404 for one that does not exist). */
export async function departmentsOfPlacement(db: OrgDb, programId?: string | null, groupId?: string | null): Promise<string[]> {
  const departments: string[] = [];
  if (programId) {
    const program = await db.selectFrom('programs').select('department_id').where('id', '=', programId).executeTakeFirst();
    if (!program) throw notFound('Program not found');
    departments.push(program.department_id);
  }
  if (groupId) {
    const group = await db.selectFrom('groups').select('department_id').where('id', '=', groupId).executeTakeFirst();
    if (!group) throw notFound('Group not found');
    departments.push(group.department_id);
  }
  return departments;
}

/** The faculties whose dean's office the person is: those they are dean of or linked to as staff, by code. */
export async function deansOfficeFacultyIds(db: OrgDb, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('faculties')
    .select('id')
    .where((eb) => eb.or([eb('dean_user_id', '=', userId), eb('id', 'in', eb.selectFrom('faculty_staff').select('faculty_id').where('user_id', '=', userId))]))
    .orderBy('code')
    .execute();
  return rows.map((row) => row.id);
}

export async function departmentIdsOfFaculties(db: OrgDb, facultyIds: string[]): Promise<string[]> {
  if (!facultyIds.length) return [];
  return (await db.selectFrom('departments').select('id').where('faculty_id', 'in', facultyIds).execute()).map((row) => row.id);
}

export function chairedDepartments(db: OrgDb, userId: string) {
  return db.selectFrom('departments').select(['id', 'faculty_id']).where('chair_user_id', '=', userId).execute();
}

export function lecturerOfUser(db: OrgDb, userId: string) {
  return db.selectFrom('lecturers').select(['id', 'department_id']).where('user_id', '=', userId).executeTakeFirst();
}

export async function studentIdOfUser(db: OrgDb, userId: string): Promise<string | null> {
  return (await db.selectFrom('students').select('id').where('user_id', '=', userId).executeTakeFirst())?.id ?? null;
}
