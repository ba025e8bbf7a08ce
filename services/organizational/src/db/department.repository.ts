// Departments with their faculty's name and their counts (lecturers, courses, programs), in one statement. Also
// the department a person works in, the dashboard's figures, and the writes.
import { sql, type Insertable, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import type { DepartmentListQuery, DepartmentSort, LocalizedName } from '@campus/contracts/organizational';
import { notFound } from '@campus/kit';
import { containsPattern, nameSearch, paging, sortColumn } from '../lists.js';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';
import type { DepartmentTable } from './department.table.js';

const DEPARTMENT_SORTS: Record<DepartmentSort, string> = { code: 'd.code', name: "d.name->>'hy'", createdAt: 'd.created_at' };

/** A departments row with its faculty's name and its counts, as departmentSelect reads them. */
export type DepartmentCountsRow = Selectable<DepartmentTable> & { faculty_name: LocalizedName; lecturer_count: number; course_count: number; program_count: number };

const departmentSelect = sql`
  select d.*, f.name as faculty_name,
    (select count(*)::int from organizational.lecturers l where l.department_id = d.id) as lecturer_count,
    (select count(*)::int from organizational.courses c where c.department_id = d.id) as course_count,
    (select count(*)::int from organizational.programs p where p.department_id = d.id) as program_count
  from organizational.departments d join organizational.faculties f on f.id = d.faculty_id`;

/** The departments `filter` selects (a where, order and limit over aliases d and f). */
async function selectDepartments(db: OrgDb, filter: RawBuilder<unknown>): Promise<DepartmentCountsRow[]> {
  return (await sql<DepartmentCountsRow>`${departmentSelect} ${filter}`.execute(db)).rows;
}

export async function findDepartment(db: OrgDb, id: string): Promise<DepartmentCountsRow | undefined> {
  return (await selectDepartments(db, sql`where d.id = ${id}`))[0];
}

/** One page of departments (of a faculty, if asked) whose code or name contains the search, with the total. */
export async function listDepartments(db: OrgDb, query: DepartmentListQuery) {
  const page = paging(query);
  const order = sortColumn(query, DEPARTMENT_SORTS, 'code');
  const filter = where([query.facultyId ? sql`d.faculty_id = ${query.facultyId}` : undefined, nameSearch('d', containsPattern(query.search))]);
  const total = await sql<{ n: number }>`select count(*)::int as n from organizational.departments d ${filter}`.execute(db);
  const rows = await selectDepartments(db, sql`${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, d.id limit ${page.pageSize} offset ${page.offset}`);
  return { rows, total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

export async function departmentExists(db: OrgDb, departmentId: string): Promise<void> {
  const row = await db.selectFrom('departments').select('id').where('id', '=', departmentId).executeTakeFirst();
  if (!row) throw notFound('Department not found');
}

/** The departments row as stored, or undefined. */
export async function departmentRecord(db: OrgDb, id: string): Promise<Selectable<DepartmentTable> | undefined> {
  return db.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The department the person chairs, else the one they teach in. */
export async function departmentOfPerson(db: OrgDb, userId: string): Promise<string | undefined> {
  const chaired = await db.selectFrom('departments').select('id').where('chair_user_id', '=', userId).orderBy('code').executeTakeFirst();
  const own = chaired ?? (await db.selectFrom('lecturers').select('department_id as id').where('user_id', '=', userId).executeTakeFirst());
  return own?.id;
}

/** The department dashboard's figures beyond the department's own counts, this period's load among them. */
export async function departmentFigures(db: OrgDb, id: string) {
  const { rows } = await sql<{
    active_lecturer_count: number;
    section_count: number;
    group_count: number;
    student_count: number;
    weekly_class_count: number;
    allocated_hours: number;
    max_hours: number;
    unallocated_section_count: number;
  }>`
    select
      (select count(*)::int from organizational.lecturers where department_id = ${id} and status = 'active') as active_lecturer_count,
      (select count(*)::int from organizational.sections s join organizational.courses c on c.id = s.course_id where c.department_id = ${id}) as section_count,
      (select count(*)::int from organizational.groups where department_id = ${id}) as group_count,
      (select count(*)::int from organizational.students s join organizational.programs p on p.id = s.program_id where p.department_id = ${id}) as student_count,
      (select count(*)::int from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id
         join organizational.courses c on c.id = s.course_id where c.department_id = ${id}) as weekly_class_count,
      (select coalesce(sum(a.hours), 0)::int from organizational.allocations a join organizational.lecturers l on l.id = a.lecturer_id
         join organizational.periods p on p.id = a.period_id where l.department_id = ${id} and p.is_active) as allocated_hours,
      (select coalesce(sum(max_load), 0)::int from organizational.lecturers where department_id = ${id} and status = 'active') as max_hours,
      (select count(*)::int from organizational.sections s join organizational.courses c on c.id = s.course_id
         join organizational.periods p on p.id = s.period_id where c.department_id = ${id} and p.is_active and s.lecturer_id is null) as unallocated_section_count`.execute(db);
  const counts = rows[0]!;
  return {
    activeLecturerCount: counts.active_lecturer_count,
    sectionCount: counts.section_count,
    groupCount: counts.group_count,
    studentCount: counts.student_count,
    weeklyClassCount: counts.weekly_class_count,
    loadPercent: counts.max_hours ? Math.round((counts.allocated_hours / counts.max_hours) * 100) : 0,
    unallocatedSectionCount: counts.unallocated_section_count,
  };
}

/** How many groups the department has (its other counts come with its row). */
export async function groupCountOf(db: OrgDb, departmentId: string): Promise<number> {
  const groups = await db.selectFrom('groups').select(sql<number>`count(*)::int`.as('n')).where('department_id', '=', departmentId).executeTakeFirstOrThrow();
  return groups.n;
}

export async function insertDepartment(db: OrgDb, values: Insertable<DepartmentTable>): Promise<string> {
  return (await db.insertInto('departments').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateDepartment(db: OrgDb, id: string, changes: Updateable<DepartmentTable>): Promise<void> {
  await db.updateTable('departments').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteDepartment(db: OrgDb, id: string): Promise<void> {
  await db.deleteFrom('departments').where('id', '=', id).execute();
}

/** Puts a department back as it was read before an edit (the edit is taken back when its chair could not be linked). */
export async function restoreDepartment(db: OrgDb, { id, created_at: _created, name, ...columns }: Selectable<DepartmentTable>): Promise<void> {
  await db.updateTable('departments').set({ ...columns, name: JSON.stringify(name) }).where('id', '=', id).execute();
}

/** Every department's id, code and names: what an import's department cells are matched against. */
export function departmentsForMatching(db: OrgDb) {
  return db.selectFrom('departments').select(['id', 'code', 'name']).execute();
}
