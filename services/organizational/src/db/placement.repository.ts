// Where a record sits in the structure (its department or faculty), for the scope checks that tie one record to
// another: a lecturer to a course, a group or students to a section, a program or advisor to a group.
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

/** The section meeting in the room with the most students enrolled, if any meets there. */
export async function largestSectionIn(db: OrgDb, roomId: string) {
  const { rows } = await sql<{ section_number: string; course_code: string; enrolled: number }>`
    select s.section_number, c.code as course_code, count(e.id)::int as enrolled
      from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id
      join organizational.courses c on c.id = s.course_id left join organizational.enrollments e on e.section_id = s.id
     where w.room_id = ${roomId} group by s.id, c.code order by enrolled desc limit 1`.execute(db);
  return rows[0];
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
