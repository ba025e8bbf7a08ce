// Teaching allocations as the lists read them: one joined select, the view the API answers, one page of a filtered
// list, each lecturer's load in a period, a lecturer's own subjects, and the writes.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { notFound } from '@campus/kit';
import type { AllocatedSubject, Allocation, AllocationListQuery, AllocationSort, LecturerLoad, LocalizedName } from '@campus/contracts/organizational';
import { containsPattern, iso, paging, sortColumn } from '../lists.js';
import { where } from '../sql.js';
import type { AllocationTable } from './allocation.table.js';
import type { OrgDb } from './database.js';

const ALLOCATION_SORTS: Record<AllocationSort, string> = { lecturerName: "l.last_name || ' ' || l.first_name", courseCode: 'c.code', hours: 'a.hours', createdAt: 'a.created_at' };

const allocationSelect = sql`
  select a.*, l.first_name || ' ' || l.last_name as lecturer_name, l.department_id, c.code as course_code, c.name as course_name,
    s.section_number, p.name as period_name
  from organizational.allocations a
  join organizational.lecturers l on l.id = a.lecturer_id
  join organizational.courses c on c.id = a.course_id
  join organizational.periods p on p.id = a.period_id
  left join organizational.sections s on s.id = a.section_id`;

/** An allocations row with its lecturer (and their department), course, section and period, as allocationSelect joins them. */
type AllocationRow = Selectable<AllocationTable> & {
  lecturer_name: string;
  department_id: string;
  course_code: string;
  course_name: LocalizedName;
  section_number: string | null;
  period_name: string;
};

function allocationView(row: AllocationRow): Allocation {
  return {
    id: row.id,
    lecturerId: row.lecturer_id,
    lecturerName: row.lecturer_name,
    courseId: row.course_id,
    courseCode: row.course_code,
    courseName: row.course_name,
    sectionId: row.section_id,
    sectionNumber: row.section_number ?? null,
    periodId: row.period_id,
    periodName: row.period_name,
    hours: row.hours,
    // The column's check keeps it to these.
    role: row.role as Allocation['role'],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const activePeriods = sql`(select id from organizational.periods where is_active)`;

/** One allocation with its lecturer's department (the one a manager must run to change it). */
export async function oneAllocation(db: OrgDb, id: string): Promise<Allocation & { departmentId: string }> {
  const { rows } = await sql<AllocationRow>`${allocationSelect} where a.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Allocation not found');
  return { ...allocationView(rows[0]), departmentId: rows[0].department_id };
}

/** One page of a period's allocations (the active one unless asked) with the total; `restrictTo` limits them to these departments' lecturers. */
export async function listAllocations(db: OrgDb, query: AllocationListQuery, restrictTo: string[] | undefined) {
  const page = paging(query);
  const order = sortColumn(query, ALLOCATION_SORTS, 'lecturerName');
  // A period's allocations are a few hundred rows: "contains" finds a surname or a word of a title.
  const pattern = containsPattern(query.search);
  const filter = where([
    restrictTo ? sql`l.department_id = any(${restrictTo}::uuid[])` : undefined,
    query.lecturerId ? sql`a.lecturer_id = ${query.lecturerId}` : undefined,
    query.courseId ? sql`a.course_id = ${query.courseId}` : undefined,
    query.sectionId ? sql`a.section_id = ${query.sectionId}` : undefined,
    query.departmentId ? sql`l.department_id = ${query.departmentId}` : undefined,
    query.facultyId ? sql`l.department_id in (select d.id from organizational.departments d where d.faculty_id = ${query.facultyId})` : undefined,
    query.periodId ? sql`a.period_id = ${query.periodId}` : sql`a.period_id in ${activePeriods}`,
    pattern
      ? sql`(lower(l.first_name || ' ' || l.last_name) like ${pattern} or lower(l.last_name || ' ' || l.first_name) like ${pattern} or lower(c.code) like ${pattern}
          or lower(c.name->>'hy') like ${pattern} or lower(c.name->>'en') like ${pattern} or lower(c.name->>'ru') like ${pattern})`
      : undefined,
  ]);
  const total = await sql<{ n: number }>`select count(*)::int as n from organizational.allocations a join organizational.lecturers l on l.id = a.lecturer_id
    join organizational.courses c on c.id = a.course_id ${filter}`.execute(db);
  const { rows } = await sql<AllocationRow>`${allocationSelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, a.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return { data: rows.map(allocationView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

/** Each lecturer's allocated hours in the period (the active one unless asked) against their maximum load; `restrictTo` limits them to these departments. */
export async function lecturerLoads(db: OrgDb, query: { departmentId?: string; facultyId?: string; periodId?: string }, restrictTo: string[] | undefined): Promise<LecturerLoad[]> {
  const period = query.periodId ? sql`${query.periodId}::uuid` : sql`(select id from organizational.periods where is_active limit 1)`;
  const filter = where([
    restrictTo ? sql`l.department_id = any(${restrictTo}::uuid[])` : undefined,
    query.departmentId ? sql`l.department_id = ${query.departmentId}` : undefined,
    query.facultyId ? sql`l.department_id in (select d.id from organizational.departments d where d.faculty_id = ${query.facultyId})` : undefined,
  ]);
  const { rows } = await sql<{ id: string; name: string; department_id: string; max_load: number; current: number; count: number }>`
    select l.id, l.first_name || ' ' || l.last_name as name, l.department_id, l.max_load,
      coalesce(sum(a.hours), 0)::int as current, count(a.id)::int as count
    from organizational.lecturers l
    left join organizational.allocations a on a.lecturer_id = l.id and a.period_id = ${period}
    ${filter}
    group by l.id order by l.last_name, l.first_name, l.id`.execute(db);
  return rows.map((row) => ({
    lecturerId: row.id,
    lecturerName: row.name,
    departmentId: row.department_id,
    maxLoad: row.max_load,
    currentLoad: row.current,
    percent: Math.round((row.current / row.max_load) * 100),
    allocationCount: row.count,
  }));
}

type SubjectSection = AllocatedSubject['sections'][number];

/** A course the lecturer leads, teaches a section of or is allocated to, with their hours and sections this period. */
interface SubjectRow {
  course_id: string;
  code: string;
  name: LocalizedName;
  semester: number;
  leader_id: string | null;
  leader_name: string | null;
  hours: number;
  /** json_agg: an array from pg, a string from drivers that leave json unparsed; counts may come as strings. */
  sections: string | (Omit<SubjectSection, 'enrollmentCount'> & { enrollmentCount: number | string })[];
}

/** The courses the lecturer leads, teaches a section of or is allocated to, by code. */
export async function allocatedSubjects(db: OrgDb, lecturerId: string): Promise<AllocatedSubject[]> {
  const { rows } = await sql<SubjectRow>`
    select c.id as course_id, c.code, c.name, c.semester, c.leader_id, ll.first_name || ' ' || ll.last_name as leader_name,
      coalesce((select sum(a.hours) from organizational.allocations a where a.course_id = c.id and a.lecturer_id = ${lecturerId}
        and a.period_id in ${activePeriods}), 0)::int as hours,
      coalesce((select json_agg(json_build_object('id', s.id, 'sectionNumber', s.section_number, 'capacity', s.capacity,
          'enrollmentCount', (select count(*) from organizational.enrollments e where e.section_id = s.id)) order by s.section_number)
        from organizational.sections s where s.course_id = c.id and s.lecturer_id = ${lecturerId}
          and s.period_id in ${activePeriods}), '[]') as sections
    from organizational.courses c
    left join organizational.lecturers ll on ll.id = c.leader_id
    where c.leader_id = ${lecturerId}
      or c.id in (select course_id from organizational.sections where lecturer_id = ${lecturerId})
      or c.id in (select course_id from organizational.allocations where lecturer_id = ${lecturerId})
    order by c.code`.execute(db);
  return rows.map((row) => ({
    courseId: row.course_id,
    courseCode: row.code,
    courseName: row.name,
    semester: row.semester,
    leaderId: row.leader_id,
    leaderName: row.leader_name ?? null,
    isLeader: row.leader_id === lecturerId,
    hours: row.hours,
    sections: (typeof row.sections === 'string' ? (JSON.parse(row.sections) as Exclude<SubjectRow['sections'], string>) : row.sections).map((section) => ({
      ...section,
      enrollmentCount: Number(section.enrollmentCount),
    })),
  }));
}

/** The lecturer's allocated hours in the period, leaving out one allocation (the one being changed). */
export async function allocatedHours(trx: OrgDb, lecturerId: string, periodId: string, excludeAllocationId?: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select coalesce(sum(hours), 0)::int as n from organizational.allocations
    where lecturer_id = ${lecturerId} and period_id = ${periodId} and id is distinct from ${excludeAllocationId ?? null}::uuid`.execute(trx);
  return rows[0]!.n;
}

/** The lecturer's allocation for the section, if any. */
export async function sectionAllocation(trx: OrgDb, sectionId: string, lecturerId: string) {
  return trx.selectFrom('allocations').select(['id', 'hours']).where('section_id', '=', sectionId).where('lecturer_id', '=', lecturerId).executeTakeFirst();
}

export async function insertAllocation(trx: OrgDb, values: Insertable<AllocationTable>): Promise<string> {
  return (await trx.insertInto('allocations').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateAllocation(trx: OrgDb, id: string, changes: Updateable<AllocationTable>): Promise<void> {
  await trx.updateTable('allocations').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteAllocation(db: OrgDb, id: string): Promise<void> {
  await db.deleteFrom('allocations').where('id', '=', id).execute();
}
