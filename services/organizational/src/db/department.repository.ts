// Departments with their faculty's name and their counts (lecturers, courses, programs), in one statement.
import { sql, type RawBuilder } from 'kysely';
import type { LocalizedName } from '@campus/contracts/organizational';
import { notFound } from '@campus/kit';
import type { OrgDb } from './database.js';

export interface DepartmentCountsRow {
  id: string;
  code: string;
  name: LocalizedName;
  description: string | null;
  faculty_id: string;
  faculty_name: LocalizedName;
  chair_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  lecturer_count: number;
  course_count: number;
  program_count: number;
}

const departmentSelect = sql`
  select d.*, f.name as faculty_name,
    (select count(*)::int from organizational.lecturers l where l.department_id = d.id) as lecturer_count,
    (select count(*)::int from organizational.courses c where c.department_id = d.id) as course_count,
    (select count(*)::int from organizational.programs p where p.department_id = d.id) as program_count
  from organizational.departments d join organizational.faculties f on f.id = d.faculty_id`;

/** The departments `filter` selects (a where, order and limit over aliases d and f). */
export async function selectDepartments(db: OrgDb, filter: RawBuilder<unknown> = sql``): Promise<DepartmentCountsRow[]> {
  return (await sql<DepartmentCountsRow>`${departmentSelect} ${filter}`.execute(db)).rows;
}

export async function facultyOfDepartment(db: OrgDb, departmentId: string): Promise<string> {
  const row = await db.selectFrom('departments').select('faculty_id').where('id', '=', departmentId).executeTakeFirst();
  if (!row) throw notFound('Department not found');
  return row.faculty_id;
}

export async function departmentExists(db: OrgDb, departmentId: string): Promise<void> {
  const row = await db.selectFrom('departments').select('id').where('id', '=', departmentId).executeTakeFirst();
  if (!row) throw notFound('Department not found');
}
