// Student groups as the lists read them: one joined select with the student count, the view the API answers, one
// page of a filtered, sorted list, group sizes for analytics, and the writes.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { conflict, notFound } from '@campus/kit';
import { GROUP_TRANSITIONS, type AnalyticsQuery, type Group, type GroupListQuery, type GroupSize, type GroupSort, type GroupStatus, type LocalizedName } from '@campus/contracts/organizational';
import { containsPattern, iso, paging, sortColumn } from '../lists.js';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';
import type { GroupTable } from './group.table.js';

const GROUP_SORTS: Record<GroupSort, string> = { name: 'g.name', code: 'g.code', year: 'g.year', status: 'g.status', studentCount: 'student_count', createdAt: 'g.created_at' };

const groupSelect = sql`
  select g.*, d.name as department_name, p.name as program_name, l.first_name || ' ' || l.last_name as advisor_name,
    (select count(*)::int from organizational.students s where s.group_id = g.id) as student_count
  from organizational.groups g
  join organizational.departments d on d.id = g.department_id
  left join organizational.programs p on p.id = g.program_id
  left join organizational.lecturers l on l.id = g.advisor_id`;

/** A groups row with its department, program, advisor and student count, as groupSelect joins them. */
type GroupRow = Selectable<GroupTable> & { department_name: LocalizedName; program_name: LocalizedName | null; advisor_name: string | null; student_count: number };

function groupView(row: GroupRow): Group {
  // The columns' checks keep these to the contract's values.
  const status = row.status as GroupStatus;
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.type as Group['type'],
    year: row.year,
    academicYear: row.academic_year,
    departmentId: row.department_id,
    departmentName: row.department_name,
    programId: row.program_id,
    programName: row.program_name ?? null,
    advisorId: row.advisor_id,
    advisorName: row.advisor_name ?? null,
    classroom: row.classroom,
    maxCapacity: row.max_capacity,
    studentCount: row.student_count,
    status,
    notes: row.notes,
    allowedTransitions: [...GROUP_TRANSITIONS[status]],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function oneGroup(db: OrgDb, id: string): Promise<Group> {
  const { rows } = await sql<GroupRow>`${groupSelect} where g.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Group not found');
  return groupView(rows[0]);
}

/** One page of groups with the total; `restrictTo` limits them to these departments. */
export async function listGroups(db: OrgDb, query: GroupListQuery, restrictTo: string[] | undefined) {
  const page = paging(query);
  const order = sortColumn(query, GROUP_SORTS, 'name');
  const pattern = containsPattern(query.search);
  const filter = where([
    restrictTo ? sql`g.department_id = any(${restrictTo}::uuid[])` : undefined,
    query.departmentId ? sql`g.department_id = ${query.departmentId}` : undefined,
    query.facultyId ? sql`d.faculty_id = ${query.facultyId}` : undefined,
    query.programId ? sql`g.program_id = ${query.programId}` : undefined,
    query.status ? sql`g.status = ${query.status}` : undefined,
    query.year ? sql`g.year = ${query.year}` : undefined,
    pattern ? sql`(lower(g.name) like ${pattern} or lower(g.code) like ${pattern})` : undefined,
  ]);
  const total = await sql<{ n: number }>`select count(*)::int as n from organizational.groups g join organizational.departments d on d.id = g.department_id ${filter}`.execute(db);
  const { rows } = await sql<GroupRow>`${groupSelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, g.name, g.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return { data: rows.map(groupView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

/** Each group's students against its capacity, by name; `restrictTo` limits them to these departments. */
export async function groupSizes(db: OrgDb, query: AnalyticsQuery, restrictTo: string[] | undefined): Promise<GroupSize[]> {
  const filter = where([
    restrictTo ? sql`g.department_id = any(${restrictTo}::uuid[])` : undefined,
    query.departmentId ? sql`g.department_id = ${query.departmentId}` : undefined,
    query.facultyId ? sql`d.faculty_id = ${query.facultyId}` : undefined,
  ]);
  const { rows } = await sql<{ id: string; name: string; status: GroupStatus; max_capacity: number; n: number }>`
    select g.id, g.name, g.status, g.max_capacity, (select count(*)::int from organizational.students s where s.group_id = g.id) as n
    from organizational.groups g join organizational.departments d on d.id = g.department_id ${filter} order by g.name`.execute(db);
  return rows.map((row) => ({
    groupId: row.id,
    groupName: row.name,
    status: row.status,
    studentCount: row.n,
    maxCapacity: row.max_capacity,
    percent: Math.min(100, Math.round((row.n / row.max_capacity) * 100)),
  }));
}

export async function insertGroup(db: OrgDb, values: Insertable<GroupTable>): Promise<string> {
  return (await db.insertInto('groups').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateGroup(db: OrgDb, id: string, changes: Updateable<GroupTable>): Promise<void> {
  await db.updateTable('groups').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

/** 409 GROUP_FULL when the group has as many students as its capacity; nothing without a group. */
export async function assertGroupHasRoom(db: OrgDb, groupId: string | null | undefined): Promise<void> {
  if (!groupId) return;
  const group = await db
    .selectFrom('groups')
    .select(['name', 'max_capacity', (eb) => eb.selectFrom('students').select(sql<number>`count(*)::int`.as('n')).whereRef('students.group_id', '=', 'groups.id').as('count')])
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  if (Number(group.count) >= group.max_capacity) {
    throw conflict(`Group "${group.name}" is full (${group.count} of ${group.max_capacity} students)`, 'GROUP_FULL');
  }
}

/** Moves the group from `from` to `to`, unless another request changed its status first. */
export async function setGroupStatus(db: OrgDb, id: string, from: GroupStatus, to: GroupStatus): Promise<void> {
  await db.updateTable('groups').set({ status: to, updated_at: new Date() }).where('id', '=', id).where('status', '=', from).execute();
}

export async function deleteGroup(db: OrgDb, id: string): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}
