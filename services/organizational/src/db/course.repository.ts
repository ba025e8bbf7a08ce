// Courses as the catalogue reads them: one joined select with the section count, the view the API answers, one
// page of a filtered, sorted list, how many courses a caller's dashboard counts, and the writes.
import { sql, type Insertable, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import { notFound } from '@campus/kit';
import type { Course, CourseListQuery, CourseSort, LocalizedName, SubjectStatus, SubjectType } from '@campus/contracts/organizational';
import { containsPattern, iso, paging, prefixPattern, sortColumn } from '../lists.js';
import type { Scope } from '../scope.js';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';
import type { CourseTable } from './course.table.js';

const COURSE_SORTS: Record<CourseSort, string> = { code: 'c.code', name: "c.name->>'hy'", credits: 'c.credits', level: 'c.level', semester: 'c.semester', createdAt: 'c.created_at' };

const courseSelect = sql`
  select c.*, d.name as department_name, l.first_name || ' ' || l.last_name as leader_name,
    (select count(*)::int from organizational.sections s where s.course_id = c.id) as section_count
  from organizational.courses c
  join organizational.departments d on d.id = c.department_id
  left join organizational.lecturers l on l.id = c.leader_id`;

/** A courses row with its department, leader and section count, as courseSelect joins them. */
type CourseRow = Selectable<CourseTable> & { department_name: LocalizedName; leader_name: string | null; section_count: number };

function courseView(row: CourseRow): Course {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    credits: row.credits,
    departmentId: row.department_id,
    departmentName: row.department_name,
    semester: row.semester,
    level: row.level,
    // The columns' checks keep these to the contract's values.
    type: row.type as SubjectType,
    prerequisites: row.prerequisites ?? [],
    weeklyHours: row.weekly_hours,
    labHours: row.lab_hours,
    examHours: row.exam_hours,
    status: row.status as SubjectStatus,
    leaderId: row.leader_id,
    leaderName: row.leader_name ?? null,
    sectionCount: row.section_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function oneCourse(db: OrgDb, id: string): Promise<Course> {
  const { rows } = await sql<CourseRow>`${courseSelect} where c.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Course not found');
  return courseView(rows[0]);
}

/**
 * The caller's own courses (`mine=true`), the union over their roles: those whose sections they are enrolled in, that
 * they teach a section of or lead, and every course of the departments they manage (a chair's, a dean's office's
 * faculties'); undefined = all (admin, QA). The same sources as course-access.repository's access to materials.
 */
export function ownCoursesFilter(scope: Scope): RawBuilder<unknown> | undefined {
  if (scope.all || scope.roles.qa) return undefined;
  const parts: RawBuilder<unknown>[] = [];
  if (scope.departmentIds.length) parts.push(sql`c.department_id = any(${scope.departmentIds}::uuid[])`);
  if (scope.lecturerId) {
    parts.push(sql`c.leader_id = ${scope.lecturerId}`, sql`c.id in (select s.course_id from organizational.sections s where s.lecturer_id = ${scope.lecturerId})`);
  }
  if (scope.studentId) {
    parts.push(sql`c.id in (select s.course_id from organizational.enrollments e join organizational.sections s on s.id = e.section_id where e.student_id = ${scope.studentId})`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/**
 * One page of courses with the total; `activeOnly` leaves out the inactive ones (the students' catalogue), `restrict`
 * is a further condition on `c` (ownCoursesFilter).
 */
export async function listCourses(db: OrgDb, query: CourseListQuery, { activeOnly = false, restrict }: { activeOnly?: boolean; restrict?: RawBuilder<unknown> } = {}) {
  const page = paging(query);
  const order = sortColumn(query, COURSE_SORTS, 'code');
  const prefix = prefixPattern(query.search);
  const contains = containsPattern(query.search);
  const filter = where([
    activeOnly && sql`c.status = 'active'`,
    restrict,
    query.departmentId ? sql`c.department_id = ${query.departmentId}` : undefined,
    query.facultyId ? sql`c.department_id in (select d2.id from organizational.departments d2 where d2.faculty_id = ${query.facultyId})` : undefined,
    query.semester ? sql`c.semester = ${query.semester}` : undefined,
    query.level ? sql`c.level = ${query.level}` : undefined,
    query.type ? sql`c.type = ${query.type}` : undefined,
    query.status ? sql`c.status = ${query.status}` : undefined,
    query.leaderId ? sql`c.leader_id = ${query.leaderId}` : undefined,
    prefix
      ? sql`(lower(c.code) like ${prefix} or lower(c.name->>'hy') like ${contains} or lower(c.name->>'en') like ${contains} or lower(c.name->>'ru') like ${contains})`
      : undefined,
  ]);
  const [total, rows] = await Promise.all([
    sql<{ n: number }>`select count(*)::int as n from organizational.courses c ${filter}`.execute(db),
    sql<CourseRow>`${courseSelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, c.id limit ${page.pageSize} offset ${page.offset}`.execute(db),
  ]);
  return { courses: rows.rows.map(courseView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

/**
 * The courses a caller's dashboard counts: all (admin, QA), their departments' (dean's office, chair), those they
 * teach a section of (lecturer), those they are enrolled in (student); none otherwise.
 */
export async function countVisibleCourses(db: OrgDb, scope: Scope): Promise<number> {
  let query;
  if (scope.all || scope.roles.qa) query = sql<{ n: number }>`select count(*)::int as n from organizational.courses`;
  else if (scope.departmentIds.length) query = sql<{ n: number }>`select count(*)::int as n from organizational.courses where department_id = any(${scope.departmentIds}::uuid[])`;
  else if (scope.lecturerId) query = sql<{ n: number }>`select count(distinct course_id)::int as n from organizational.sections where lecturer_id = ${scope.lecturerId}`;
  else if (scope.studentId) {
    query = sql<{ n: number }>`select count(distinct s.course_id)::int as n from organizational.enrollments e join organizational.sections s on s.id = e.section_id where e.student_id = ${scope.studentId}`;
  } else return 0;
  return (await query.execute(db)).rows[0]!.n;
}

/** The course's department and code, or undefined when there is no such course. */
export async function courseDepartment(db: OrgDb, id: string) {
  return db.selectFrom('courses').select(['id', 'department_id', 'code']).where('id', '=', id).executeTakeFirst();
}

/** How many of these ids are courses. */
export async function countCoursesAmong(db: OrgDb, ids: string[]): Promise<number> {
  return (await db.selectFrom('courses').select('id').where('id', 'in', ids).execute()).length;
}

export async function weeklyHoursOf(trx: OrgDb, courseId: string): Promise<number> {
  return (await trx.selectFrom('courses').select('weekly_hours').where('id', '=', courseId).executeTakeFirstOrThrow()).weekly_hours;
}

export async function insertCourse(db: OrgDb, values: Insertable<CourseTable>): Promise<string> {
  return (await db.insertInto('courses').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCourse(db: OrgDb, id: string, changes: Updateable<CourseTable>): Promise<void> {
  await db.updateTable('courses').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteCourse(db: OrgDb, id: string): Promise<void> {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}
