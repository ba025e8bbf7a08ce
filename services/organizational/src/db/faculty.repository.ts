// Faculties with their counts (departments, lecturers, students), read in one statement: the counts are
// correlated subqueries so a page of faculties costs one round trip.
import { sql, type RawBuilder } from 'kysely';
import type { LocalizedName } from '@campus/contracts/organizational';
import { notFound } from '@campus/kit';
import type { OrgDb } from './database.js';

export interface FacultyCountsRow {
  id: string;
  code: string;
  name: LocalizedName;
  description: string | null;
  dean_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  department_count: number;
  lecturer_count: number;
  student_count: number;
}

const facultySelect = sql`
  select f.*,
    (select count(*)::int from organizational.departments d where d.faculty_id = f.id) as department_count,
    (select count(*)::int from organizational.lecturers l join organizational.departments d on d.id = l.department_id where d.faculty_id = f.id) as lecturer_count,
    (select count(*)::int from organizational.students s join organizational.programs p on p.id = s.program_id
       join organizational.departments d on d.id = p.department_id where d.faculty_id = f.id) as student_count
  from organizational.faculties f`;

/** The faculties `filter` selects (a where, order and limit over alias f). */
export async function selectFaculties(db: OrgDb, filter: RawBuilder<unknown> = sql``): Promise<FacultyCountsRow[]> {
  return (await sql<FacultyCountsRow>`${facultySelect} ${filter}`.execute(db)).rows;
}

export async function facultyExists(db: OrgDb, facultyId: string): Promise<void> {
  const row = await db.selectFrom('faculties').select('id').where('id', '=', facultyId).executeTakeFirst();
  if (!row) throw notFound('Faculty not found');
}
