// Students as the lists and scope checks read them: one joined select, the view the API answers, the alternatives
// that say which students a caller may see, and one page of a filtered, sorted list with its total.
import { sql, type Insertable, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import { notFound } from '@campus/kit';
import type { EnrollmentStatus, LocalizedName, Student, StudentListQuery, StudentSort } from '@campus/contracts/organizational';
import { dateOnly, iso, paging, sortColumn } from '../lists.js';
import type { Scope } from '../scope.js';
import { where, wordsCondition } from '../sql.js';
import type { OrgDb } from './database.js';
import type { StudentTable } from './student.table.js';

const STUDENT_SORTS: Record<StudentSort, string> = {
  lastName: 's.last_name',
  firstName: 's.first_name',
  studentId: 's.student_id',
  email: 's.email',
  yearOfStudy: 's.year_of_study',
  enrollmentDate: 's.enrollment_date',
  createdAt: 's.created_at',
};

const studentSelect = sql`
  select s.*, p.code as program_code, p.name as program_name, p.department_id, d.faculty_id, g.name as group_name
  from organizational.students s
  left join organizational.programs p on p.id = s.program_id
  left join organizational.departments d on d.id = p.department_id
  left join organizational.groups g on g.id = s.group_id`;

/** A students row with its program, department, faculty and group as studentSelect joins them. */
export type StudentRow = Selectable<StudentTable> & {
  program_code: string | null;
  program_name: LocalizedName | null;
  department_id: string | null;
  faculty_id: string | null;
  group_name: string | null;
};

function studentView(row: StudentRow): Student {
  return {
    id: row.id,
    userId: row.user_id,
    studentId: row.student_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    enrollmentDate: dateOnly(row.enrollment_date),
    yearOfStudy: row.year_of_study,
    // The column's check keeps it to these.
    status: row.status as EnrollmentStatus,
    programId: row.program_id,
    programName: row.program_name ?? null,
    programCode: row.program_code ?? null,
    groupId: row.group_id,
    groupName: row.group_name ?? null,
    departmentId: row.department_id ?? null,
    facultyId: row.faculty_id ?? null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function oneStudent(db: OrgDb, id: string): Promise<Student> {
  const { rows } = await sql<StudentRow>`${studentSelect} where s.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Student not found');
  return studentView(rows[0]);
}

/** Which students a caller may see, as alternatives (any one admits a student): undefined = all (admin, QA); [] = none. */
export function studentScope(scope: Scope): RawBuilder<unknown>[] | undefined {
  if (scope.all || scope.roles.qa) return undefined;
  const parts: RawBuilder<unknown>[] = [];
  if (scope.departmentIds.length) {
    parts.push(sql`s.program_id = any(array(select p2.id from organizational.programs p2 where p2.department_id = any(${scope.departmentIds}::uuid[])))`);
    parts.push(sql`s.group_id = any(array(select g2.id from organizational.groups g2 where g2.department_id = any(${scope.departmentIds}::uuid[])))`);
  }
  if (scope.lecturerId) {
    parts.push(sql`s.id = any(array(select e.student_id from organizational.enrollments e join organizational.sections sec on sec.id = e.section_id where sec.lecturer_id = ${scope.lecturerId}))`);
    parts.push(sql`s.group_id = any(array(select g3.id from organizational.groups g3 where g3.advisor_id = ${scope.lecturerId}))`);
  }
  return parts;
}

const anyOf = (parts: RawBuilder<unknown>[] | undefined) => (parts === undefined ? undefined : parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);

/**
 * count(*) of the students meeting every condition and any of the alternatives. Counted as a sum over disjoint
 * alternatives (each one without those before it), so each walks its own index: one OR over program and group
 * would scan the whole table for every page a chair or the dean's office opens.
 */
export function studentCount(conditions: (RawBuilder<unknown> | undefined)[], alternatives?: RawBuilder<unknown>[]) {
  if (!alternatives?.length) return sql<{ n: number }>`select count(*)::int as n from organizational.students s ${where([...conditions, anyOf(alternatives)])}`;
  const counts = alternatives.map((part, index) => {
    const notEarlier = alternatives.slice(0, index).map((earlier) => sql`(${earlier}) is not true`);
    return sql`(select count(*) from organizational.students s ${where([...conditions, part, ...notEarlier])})`;
  });
  return sql<{ n: number }>`select (${sql.join(counts, sql` + `)})::int as n`;
}

/**
 * A page of a search. Its matches are found first, through the prefix indexes, rather than filtered while walking
 * the name index: how many rows a prefix matches is a guess from sampled statistics, and one guess too high walks
 * all 100,000 names for ten (materialized, so the planner cannot fold it back into that walk). Only the matches' ids
 * and sort columns are sorted, and only the page kept is looked up and joined (not every match: 9,958 for 'hakob'
 * in the bench, 4 times slower).
 */
function searchPage(filter: RawBuilder<unknown>, sortColumn: string, orderBy: RawBuilder<unknown>, page: { pageSize: number; offset: number }) {
  const columns = [...new Set(['s.id', 's.last_name', 's.first_name', sortColumn])].join(', ');
  return sql<StudentRow>`with matched as materialized (select ${sql.raw(columns)} from organizational.students s ${filter}),
    kept as (select s.id from matched s ${orderBy} limit ${page.pageSize} offset ${page.offset})
    ${studentSelect} where s.id = any(array(select id from kept)) ${orderBy}`;
}

/**
 * The two queries of one page of students. Every condition is on the students row or an indexed subquery, so
 * the count skips the joins and the page walks an index in (last_name, first_name, id) order.
 */
export function studentListQueries(query: StudentListQuery, extra: (RawBuilder<unknown> | undefined)[] = [], scope?: RawBuilder<unknown>[]) {
  const page = paging(query);
  const order = sortColumn(query, STUDENT_SORTS, 'lastName');
  const conditions = [
    ...extra,
    query.programId ? sql`s.program_id = ${query.programId}` : undefined,
    query.groupId ? sql`s.group_id = ${query.groupId}` : undefined,
    query.departmentId ? sql`s.program_id = any(array(select p3.id from organizational.programs p3 where p3.department_id = ${query.departmentId}))` : undefined,
    query.facultyId
      ? sql`s.program_id = any(array(select p4.id from organizational.programs p4 join organizational.departments d4 on d4.id = p4.department_id where d4.faculty_id = ${query.facultyId}))`
      : undefined,
    query.yearOfStudy ? sql`s.year_of_study = ${query.yearOfStudy}` : undefined,
    query.status ? sql`s.status = ${query.status}` : undefined,
  ];
  const search = wordsCondition(
    query.search,
    (pattern) => sql`(lower(s.last_name) like ${pattern} or lower(s.first_name) like ${pattern} or s.email like ${pattern} or lower(s.student_id) like ${pattern})`,
  );
  const filter = where([anyOf(scope), ...conditions, search]);
  const direction = sql.raw(order.direction);
  const tieBreak = order.column === 's.last_name' ? sql`, s.first_name ${direction}, s.id ${direction}` : sql`, s.last_name, s.first_name, s.id`;
  const orderBy = sql`order by ${sql.raw(order.column)} ${direction}${tieBreak}`;
  return {
    paging: page,
    count: studentCount([...conditions, search], scope),
    page: search ? searchPage(filter, order.column, orderBy, page) : sql<StudentRow>`${studentSelect} ${filter} ${orderBy} limit ${page.pageSize} offset ${page.offset}`,
  };
}

/** One page of students with the total; `scope` as studentScope gives it. */
export async function listStudents(db: OrgDb, query: StudentListQuery, extra: (RawBuilder<unknown> | undefined)[] = [], scope?: RawBuilder<unknown>[]) {
  const queries = studentListQueries(query, extra, scope);
  const [total, rows] = await Promise.all([queries.count.execute(db), queries.page.execute(db)]);
  return { data: rows.rows.map(studentView), total: total.rows[0]!.n, page: queries.paging.page, pageSize: queries.paging.pageSize };
}

/** How many students the caller may see; a student sees their classmates (everyone in a section they attend). */
export async function countVisibleStudents(db: OrgDb, scope: Scope): Promise<number> {
  if (scope.studentId && !scope.all) {
    const { rows } = await sql<{ n: number }>`select count(distinct e2.student_id)::int as n from organizational.enrollments e2
      where e2.section_id in (select e.section_id from organizational.enrollments e where e.student_id = ${scope.studentId})`.execute(db);
    return rows[0]!.n;
  }
  const { rows } = await studentCount([], studentScope(scope)).execute(db);
  return rows[0]!.n;
}

/** The student, if the caller may see them (undefined also when there is no such student). */
export async function visibleStudent(db: OrgDb, id: string, scope: Scope): Promise<Student | undefined> {
  const page = await listStudents(db, { pageSize: 1 }, [sql`s.id = ${id}`], studentScope(scope));
  return page.data[0];
}

export async function studentEmailTaken(db: OrgDb, email: string): Promise<boolean> {
  return Boolean(await db.selectFrom('students').select('id').where('email', '=', email).executeTakeFirst());
}

export async function insertStudent(db: OrgDb, values: Insertable<StudentTable>): Promise<string> {
  return (await db.insertInto('students').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateStudent(db: OrgDb, id: string, changes: Updateable<StudentTable>): Promise<void> {
  await db.updateTable('students').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

/** The students with these emails (a bulk import's window), with the faculty of their program or group. */
export async function studentsByEmails(db: OrgDb, emails: string[]): Promise<{ id: string; email: string; student_id: string; faculty_id: string | null }[]> {
  if (!emails.length) return [];
  const { rows } = await sql<{ id: string; email: string; student_id: string; faculty_id: string | null }>`
    select s.id, s.email, s.student_id, coalesce(d.faculty_id, gd.faculty_id) as faculty_id
    from organizational.students s
    left join organizational.programs p on p.id = s.program_id
    left join organizational.departments d on d.id = p.department_id
    left join organizational.groups g on g.id = s.group_id
    left join organizational.departments gd on gd.id = g.department_id
    where s.email = any(${emails}::text[])`.execute(db);
  return rows;
}

/** Which of these student IDs belong to a student with another email, and that email. */
export async function studentIdsOfOthers(db: OrgDb, pairs: { studentId: string; email: string }[]): Promise<Map<string, string>> {
  if (!pairs.length) return new Map();
  const rows = await db
    .selectFrom('students')
    .select(['student_id', 'email'])
    .where('student_id', 'in', pairs.map((pair) => pair.studentId))
    .execute();
  const emailOf = new Map(pairs.map((pair) => [pair.studentId, pair.email]));
  return new Map(rows.filter((row) => emailOf.get(row.student_id) !== row.email).map((row) => [row.student_id, row.email]));
}
