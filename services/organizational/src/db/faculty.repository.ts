// Faculties with their counts (departments, lecturers, students), read in one statement: the counts are
// correlated subqueries so a page of faculties costs one round trip. Also the faculty a person works in, the
// dashboard's figures, and the writes.
import { sql, type Insertable, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import type { EnrollmentStatus, FacultyListQuery, FacultySort } from '@campus/contracts/organizational';
import { notFound } from '@campus/kit';
import { containsPattern, nameSearch, paging, sortColumn } from '../lists.js';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';
import type { FacultyTable } from './faculty.table.js';
import { deansOfficeFacultyIds } from './placement.repository.js';

const FACULTY_SORTS: Record<FacultySort, string> = { code: 'f.code', name: "f.name->>'hy'", createdAt: 'f.created_at' };

/** A faculties row with its counts, as facultySelect reads them. */
export type FacultyCountsRow = Selectable<FacultyTable> & { department_count: number; lecturer_count: number; student_count: number };

const facultySelect = sql`
  select f.*,
    (select count(*)::int from organizational.departments d where d.faculty_id = f.id) as department_count,
    (select count(*)::int from organizational.lecturers l join organizational.departments d on d.id = l.department_id where d.faculty_id = f.id) as lecturer_count,
    (select count(*)::int from organizational.students s join organizational.programs p on p.id = s.program_id
       join organizational.departments d on d.id = p.department_id where d.faculty_id = f.id) as student_count
  from organizational.faculties f`;

/** The faculties `filter` selects (a where, order and limit over alias f). */
async function selectFaculties(db: OrgDb, filter: RawBuilder<unknown>): Promise<FacultyCountsRow[]> {
  return (await sql<FacultyCountsRow>`${facultySelect} ${filter}`.execute(db)).rows;
}

export async function findFaculty(db: OrgDb, id: string): Promise<FacultyCountsRow | undefined> {
  return (await selectFaculties(db, sql`where f.id = ${id}`))[0];
}

/** One page of faculties whose code or name contains the search, with the total. */
export async function listFaculties(db: OrgDb, query: FacultyListQuery) {
  const page = paging(query);
  const order = sortColumn(query, FACULTY_SORTS, 'code');
  const filter = where([nameSearch('f', containsPattern(query.search))]);
  const total = await sql<{ n: number }>`select count(*)::int as n from organizational.faculties f ${filter}`.execute(db);
  const rows = await selectFaculties(db, sql`${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, f.id limit ${page.pageSize} offset ${page.offset}`);
  return { rows, total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

export async function facultyExists(db: OrgDb, facultyId: string): Promise<void> {
  const row = await db.selectFrom('faculties').select('id').where('id', '=', facultyId).executeTakeFirst();
  if (!row) throw notFound('Faculty not found');
}

/** The faculties row as stored, or undefined. */
export async function facultyRecord(db: OrgDb, id: string): Promise<Selectable<FacultyTable> | undefined> {
  return db.selectFrom('faculties').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The faculty whose dean's office the person is (as dean or linked staff), else the one of the department they
 * chair, else of the one they teach in.
 */
export async function facultyOfPerson(db: OrgDb, userId: string): Promise<string | undefined> {
  const [deansOffice] = await deansOfficeFacultyIds(db, userId);
  if (deansOffice) return deansOffice;
  const found =
    (await db.selectFrom('departments').select('faculty_id as id').where('chair_user_id', '=', userId).executeTakeFirst()) ??
    (await db
      .selectFrom('lecturers')
      .innerJoin('departments', 'departments.id', 'lecturers.department_id')
      .select('departments.faculty_id as id')
      .where('lecturers.user_id', '=', userId)
      .executeTakeFirst());
  return found?.id;
}

/** The faculty dashboard's figures beyond the faculty's own counts: programs, groups, courses and its students by year and status. */
export async function facultyFigures(db: OrgDb, id: string) {
  const studentsOfFaculty = sql`organizational.students s join organizational.programs p on p.id = s.program_id
    join organizational.departments d on d.id = p.department_id where d.faculty_id = ${id}`;
  const { rows } = await sql<{ program_count: number; group_count: number; active_student_count: number; course_count: number }>`
    select
      (select count(*)::int from organizational.programs p join organizational.departments d on d.id = p.department_id where d.faculty_id = ${id}) as program_count,
      (select count(*)::int from organizational.groups g join organizational.departments d on d.id = g.department_id where d.faculty_id = ${id}) as group_count,
      (select count(*)::int from ${studentsOfFaculty} and s.status = 'active') as active_student_count,
      (select count(*)::int from organizational.courses c join organizational.departments d on d.id = c.department_id where d.faculty_id = ${id}) as course_count`.execute(db);
  const byYear = await sql<{ year: number; count: number }>`select s.year_of_study as year, count(*)::int as count from ${studentsOfFaculty} group by 1 order by 1`.execute(db);
  const byStatus = await sql<{ status: EnrollmentStatus; count: number }>`select s.status, count(*)::int as count from ${studentsOfFaculty} group by 1 order by 1`.execute(db);
  const counts = rows[0]!;
  return {
    programCount: counts.program_count,
    groupCount: counts.group_count,
    activeStudentCount: counts.active_student_count,
    courseCount: counts.course_count,
    studentsByYear: byYear.rows.map((row) => ({ yearOfStudy: row.year, count: row.count })),
    studentsByStatus: byStatus.rows.map((row) => ({ status: row.status, count: row.count })),
  };
}

export async function insertFaculty(db: OrgDb, values: Insertable<FacultyTable>): Promise<string> {
  return (await db.insertInto('faculties').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateFaculty(db: OrgDb, id: string, changes: Updateable<FacultyTable>): Promise<void> {
  await db.updateTable('faculties').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteFaculty(db: OrgDb, id: string): Promise<void> {
  await db.deleteFrom('faculties').where('id', '=', id).execute();
}

/** Puts a faculty back as it was read before an edit (the edit is taken back when its dean could not be linked). */
export async function restoreFaculty(db: OrgDb, { id, created_at: _created, name, ...columns }: Selectable<FacultyTable>): Promise<void> {
  await db.updateTable('faculties').set({ ...columns, name: JSON.stringify(name) }).where('id', '=', id).execute();
}
