// Sections as the lists read them: one joined select with the enrolment count and groups, the view the API
// answers, one page of a filtered list, and the writes.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { notFound } from '@campus/kit';
import type { LocalizedName, Section, SectionListQuery, SectionSort } from '@campus/contracts/organizational';
import { dateOnly, iso, paging, prefixPattern, sortColumn } from '../lists.js';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';
import type { SectionTable } from './section.table.js';

const SECTION_SORTS: Record<SectionSort, string> = { sectionNumber: 's.section_number', courseCode: 'c.code', capacity: 's.capacity', createdAt: 's.created_at' };

const sectionSelect = sql`
  select s.*, c.code as course_code, c.name as course_name, c.department_id, p.name as period_name,
    l.first_name || ' ' || l.last_name as lecturer_name,
    (select count(*)::int from organizational.enrollments e where e.section_id = s.id) as enrollment_count,
    coalesce((select array_agg(sg.group_id) from organizational.section_groups sg where sg.section_id = s.id), '{}') as group_ids
  from organizational.sections s
  join organizational.courses c on c.id = s.course_id
  join organizational.periods p on p.id = s.period_id
  left join organizational.lecturers l on l.id = s.lecturer_id`;

/** A sections row with its course, period, lecturer, enrolment count and groups, as sectionSelect joins them. */
type SectionRow = Selectable<SectionTable> & {
  course_code: string;
  course_name: LocalizedName;
  department_id: string;
  period_name: string;
  lecturer_name: string | null;
  enrollment_count: number;
  group_ids: string[];
};

function sectionView(row: SectionRow): Section {
  return {
    id: row.id,
    courseId: row.course_id,
    courseCode: row.course_code,
    courseName: row.course_name,
    periodId: row.period_id,
    periodName: row.period_name,
    sectionNumber: row.section_number,
    capacity: row.capacity,
    enrollmentCount: row.enrollment_count,
    isVirtual: row.is_virtual,
    joinUrl: row.join_url,
    lecturerId: row.lecturer_id,
    lecturerName: row.lecturer_name ?? null,
    departmentId: row.department_id,
    groupIds: row.group_ids ?? [],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function oneSection(db: OrgDb, id: string): Promise<Section> {
  const { rows } = await sql<SectionRow>`${sectionSelect} where s.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Section not found');
  return sectionView(rows[0]);
}

/** One page of sections with the total; `restrictTo` limits them to these departments. */
export async function listSections(db: OrgDb, query: SectionListQuery, restrictTo: string[] | undefined) {
  const page = paging(query);
  const order = sortColumn(query, SECTION_SORTS, 'courseCode');
  const pattern = prefixPattern(query.search);
  const filter = where([
    restrictTo ? sql`c.department_id = any(${restrictTo}::uuid[])` : undefined,
    query.facultyId ? sql`c.department_id in (select d.id from organizational.departments d where d.faculty_id = ${query.facultyId})` : undefined,
    query.courseId ? sql`s.course_id = ${query.courseId}` : undefined,
    query.periodId ? sql`s.period_id = ${query.periodId}` : undefined,
    query.lecturerId ? sql`s.lecturer_id = ${query.lecturerId}` : undefined,
    query.departmentId ? sql`c.department_id = ${query.departmentId}` : undefined,
    query.groupId ? sql`s.id in (select sg.section_id from organizational.section_groups sg where sg.group_id = ${query.groupId})` : undefined,
    pattern ? sql`(lower(c.code) like ${pattern} or lower(s.section_number) like ${pattern})` : undefined,
  ]);
  const total = await sql<{ n: number }>`select count(*)::int as n from organizational.sections s join organizational.courses c on c.id = s.course_id ${filter}`.execute(db);
  const { rows } = await sql<SectionRow>`${sectionSelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, s.section_number, s.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return { data: rows.map(sectionView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

/** What booking a class needs of its section: whether it is virtual and its course's department; undefined when there is no such section. */
export async function sectionForBooking(db: OrgDb, id: string) {
  return db
    .selectFrom('sections')
    .innerJoin('courses', 'courses.id', 'sections.course_id')
    .select(['sections.id', 'sections.is_virtual', 'courses.department_id'])
    .where('sections.id', '=', id)
    .executeTakeFirst();
}

/** The section's course and period, or undefined when there is no such section. */
export async function sectionCourseAndPeriod(db: OrgDb, id: string) {
  return db.selectFrom('sections').select(['course_id', 'period_id']).where('id', '=', id).executeTakeFirst();
}

export async function insertSection(trx: OrgDb, values: Insertable<SectionTable>): Promise<string> {
  return (await trx.insertInto('sections').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSection(trx: OrgDb, id: string, changes: Updateable<SectionTable>): Promise<void> {
  await trx.updateTable('sections').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Gives the section this lecturer unless it already has one. */
export async function setLecturerIfNone(trx: OrgDb, sectionId: string, lecturerId: string): Promise<void> {
  await trx.updateTable('sections').set({ lecturer_id: lecturerId, updated_at: new Date() }).where('id', '=', sectionId).where('lecturer_id', 'is', null).execute();
}

export async function deleteSection(db: OrgDb, id: string): Promise<void> {
  await db.deleteFrom('sections').where('id', '=', id).execute();
}

/** The first and last day of the section's period, or undefined when there is no such section. */
export async function sectionPeriodDays(db: OrgDb, id: string): Promise<{ from: string; to: string } | undefined> {
  const row = await db
    .selectFrom('sections')
    .innerJoin('periods', 'periods.id', 'sections.period_id')
    .select(['periods.starts_on', 'periods.ends_on'])
    .where('sections.id', '=', id)
    .executeTakeFirst();
  return row && { from: dateOnly(row.starts_on), to: dateOnly(row.ends_on) };
}
