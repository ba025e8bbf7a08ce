// Lecturers as the lists read them: one joined select with this period's load, the view the API answers, and one
// page of a filtered, sorted list with its total.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { notFound } from '@campus/kit';
import type { EmploymentType, Lecturer, LecturerListQuery, LecturerSort, LecturerStatus, LocalizedName, Position } from '@campus/contracts/organizational';
import { iso, paging, sortColumn } from '../lists.js';
import { where, wordsCondition } from '../sql.js';
import type { OrgDb } from './database.js';
import type { LecturerTable } from './lecturer.table.js';

const LECTURER_SORTS: Record<LecturerSort, string> = {
  lastName: 'l.last_name',
  firstName: 'l.first_name',
  employeeId: 'l.employee_id',
  position: 'l.position',
  maxLoad: 'l.max_load',
  createdAt: 'l.created_at',
};

const lecturerSelect = sql`
  select l.*, d.name as department_name, d.faculty_id,
    coalesce((select sum(a.hours) from organizational.allocations a join organizational.periods p on p.id = a.period_id
      where a.lecturer_id = l.id and p.is_active), 0)::int as current_load
  from organizational.lecturers l join organizational.departments d on d.id = l.department_id`;

/** A lecturers row with its department and this period's allocated hours, as lecturerSelect joins them. */
export type LecturerRow = Selectable<LecturerTable> & { department_name: LocalizedName; faculty_id: string; current_load: number };

function lecturerView(row: LecturerRow): Lecturer {
  return {
    id: row.id,
    userId: row.user_id,
    employeeId: row.employee_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    title: row.title,
    // The columns' checks keep these to the contract's values.
    position: row.position as Position,
    employmentType: row.employment_type as EmploymentType,
    status: row.status as LecturerStatus,
    isActive: row.status === 'active',
    maxLoad: row.max_load,
    currentLoad: row.current_load,
    departmentId: row.department_id,
    departmentName: row.department_name,
    facultyId: row.faculty_id,
    office: row.office,
    avatar: null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function oneLecturer(db: OrgDb, id: string): Promise<Lecturer> {
  const { rows } = await sql<LecturerRow>`${lecturerSelect} where l.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Lecturer not found');
  return lecturerView(rows[0]);
}

/** One page of lecturers with the total; `restrictTo` limits them to these departments. */
export async function listLecturers(db: OrgDb, query: LecturerListQuery, restrictTo: string[] | undefined) {
  const page = paging(query);
  const order = sortColumn(query, LECTURER_SORTS, 'lastName');
  const filter = where([
    restrictTo ? sql`l.department_id = any(${restrictTo}::uuid[])` : undefined,
    query.departmentId ? sql`l.department_id = ${query.departmentId}` : undefined,
    query.facultyId ? sql`d.faculty_id = ${query.facultyId}` : undefined,
    query.position ? sql`l.position = ${query.position}` : undefined,
    query.employmentType ? sql`l.employment_type = ${query.employmentType}` : undefined,
    query.status ? sql`l.status = ${query.status}` : undefined,
    query.isActive === undefined ? undefined : query.isActive ? sql`l.status = 'active'` : sql`l.status <> 'active'`,
    wordsCondition(
      query.search,
      (pattern) => sql`(lower(l.last_name) like ${pattern} or lower(l.first_name) like ${pattern} or l.email like ${pattern} or lower(l.employee_id) like ${pattern})`,
    ),
  ]);
  const total = await sql<{ n: number }>`select count(*)::int as n from organizational.lecturers l join organizational.departments d on d.id = l.department_id ${filter}`.execute(db);
  const { rows } = await sql<LecturerRow>`${lecturerSelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, l.last_name, l.first_name, l.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return { data: rows.map(lecturerView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

/** Whether a lecturer already has this email or employee ID. */
export async function lecturerTaken(db: OrgDb, email: string, employeeId: string): Promise<boolean> {
  const row = await db.selectFrom('lecturers').select('id').where((eb) => eb.or([eb('email', '=', email), eb('employee_id', '=', employeeId)])).executeTakeFirst();
  return Boolean(row);
}

export async function insertLecturer(db: OrgDb, values: Insertable<LecturerTable>): Promise<string> {
  return (await db.insertInto('lecturers').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateLecturer(db: OrgDb, id: string, changes: Updateable<LecturerTable>): Promise<void> {
  await db.updateTable('lecturers').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

/** The lecturer's name and maximum load, with their row locked so two allocations cannot both pass the load check. */
export async function lockLecturer(trx: OrgDb, id: string) {
  const { rows } = await sql<{ first_name: string; last_name: string; max_load: number }>`
    select first_name, last_name, max_load from organizational.lecturers where id = ${id} for update`.execute(trx);
  return rows[0];
}
