// 100,000 students: the list pages through an index (no sequential scan of students) and filters and pages
// correctly. Rows come from one generate_series insert; the plan is read with EXPLAIN.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { studentListQueries, studentScope } from '../src/db/student.repository.js';
import type { Scope } from '../src/scope.js';
import { as, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';

const STUDENTS = 100_000;


let t: OrgTestApp;
let admin: Caller;
let programIds: string[];

beforeAll(async () => {
  t = await startOrgTestApp({ demo: true });
  admin = await as(t.app, 'admin@campus.test');
  programIds = (await t.db.selectFrom('programs').select('id').orderBy('code').execute()).map((row) => row.id);
  await sql`
    insert into organizational.students (user_id, email, student_id, first_name, last_name, program_id, year_of_study, status, enrollment_date)
    select gen_random_uuid(), 'scale' || i || '@scale.campus.test', 'X' || lpad(i::text, 6, '0'),
      (array['Aram','Anna','Tigran','Lilit','Narek','Mariam','Hayk','Ani'])[1 + i % 8],
      (array['Petrosyan','Sargsyan','Hakobyan','Grigoryan','Avetisyan','Harutyunyan','Khachatryan','Vardanyan','Mkrtchyan','Ghazaryan'])[1 + (i / 8) % 10] || (i % 997),
      (${programIds}::uuid[])[1 + i % ${programIds.length}],
      1 + i % 4, case when i % 10 = 0 then 'inactive' else 'active' end, date '2024-09-01'
    from generate_series(1, ${STUDENTS}) as i`.execute(t.db);
  // As autovacuum would after a bulk load: the visibility map lets a count(*) answer from an index alone.
  await sql`vacuum analyze organizational.students`.execute(t.db);
}, 300_000);

afterAll(() => t?.close());

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

/** The scope of a chair or dean's office managing the first `departments` departments (by code). */
async function managerScope(role: 'chair' | 'deans', departments: number): Promise<Scope> {
  const ids = (await t.db.selectFrom('departments').select('id').orderBy('code').execute()).map((row) => row.id);
  return {
    userId: randomUUID(), all: false, isAdmin: false, facultyIds: [], readFacultyIds: [], lecturerId: null, lecturerDepartmentId: null, studentId: null,
    departmentIds: ids.slice(0, departments),
    roles: { deans: role === 'deans', chair: role === 'chair', lecturer: false, student: false, qa: false },
  };
}

/** The plan of the page query, or of the count(*) that runs beside it for the total. */
async function plan(query: Parameters<typeof studentListQueries>[0], scope?: Scope, which: 'page' | 'count' = 'page'): Promise<string> {
  const queries = studentListQueries(query, [], scope ? studentScope(scope) : undefined);
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${queries[which]}`.execute(t.db);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('students list on 100,000 rows', () => {
  test('when filtered by program and sorted by name, then the page uses an index and no sequential scan of students', async () => {
    const text = await plan({ programId: programIds[0], pageSize: 50, page: 3 });
    expect(text).not.toMatch(/Seq Scan on students/);
    expect(text).toMatch(/Index (Only )?Scan using students_program_name_idx/);
  });

  test('when searching by a name prefix, then the page uses the prefix indexes', async () => {
    const text = await plan({ search: 'petrosyan123', pageSize: 50 });
    expect(text).not.toMatch(/Seq Scan on students/);
    expect(text).toMatch(/students_last_name_prefix_idx/);
  });

  test('when the prefix statistics guess far too many matches, then the search still finds them through the prefix indexes', async () => {
    // Without statistics on the name expressions the planner guesses 1% per prefix, as a sample may also guess.
    await sql`delete from pg_statistic where starelid in ('organizational.students_last_name_prefix_idx'::regclass, 'organizational.students_first_name_prefix_idx'::regclass)`.execute(t.db);
    try {
      const text = await plan({ search: 'petrosyan123', pageSize: 50 });
      expect(text).toMatch(/students_last_name_prefix_idx/);
      expect(text).not.toMatch(/Index Scan using students_name_idx/);
    } finally {
      await sql`analyze organizational.students`.execute(t.db);
    }
  });

  test('when a search matches a tenth of the students, then the page joins only the rows it keeps', async () => {
    const queries = studentListQueries({ search: 'hakob', pageSize: 50 });
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (analyze, format json) ${queries.page}`.execute(t.db);
    const joins: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      if (/Join|Nested Loop/.test(node['Node Type'])) joins.push(node);
      node.Plans?.forEach(walk);
    };
    walk(rows[0]!['QUERY PLAN'][0].Plan);
    expect(joins.length).toBeGreaterThan(0);
    // About 10,000 match; joining them all to keep 50 made a first search read four times slower.
    expect(Math.max(...joins.map((node) => node['Actual Rows']))).toBeLessThanOrEqual(50);
  });

  test('when unfiltered, then the first page walks the name index', async () => {
    const text = await plan({ pageSize: 50 });
    expect(text).not.toMatch(/Seq Scan on students/);
  });

  test('when a chair or the dean\'s office lists their students, then their scope is walked through indexes', async () => {
    const chairPlan = await plan({ pageSize: 50 }, await managerScope('chair', 1));
    expect(chairPlan).not.toMatch(/Seq Scan on students/);
    const deansPlan = await plan({ pageSize: 50, yearOfStudy: 2 }, await managerScope('deans', 3));
    expect(deansPlan).not.toMatch(/Seq Scan on students/);
    const facultyPlan = await plan({ pageSize: 50, facultyId: (await t.db.selectFrom('faculties').select('id').executeTakeFirstOrThrow()).id });
    expect(facultyPlan).not.toMatch(/Seq Scan on students/);
  });

  test.each([
    ['filtered by program', { programId: '' }],
    ['searching by a name prefix', { search: 'petrosyan123' }],
    ['filtered by status and year', { status: 'inactive' as const, yearOfStudy: 2 }],
    ['unfiltered', {}],
  ])('when %s, then the count(*) for the total uses an index and no sequential scan of students', async (_, filters) => {
    const query = { pageSize: 50, ...filters, ...('programId' in filters ? { programId: programIds[0] } : {}) };
    const text = await plan(query, undefined, 'count');
    expect(text).not.toMatch(/Seq Scan on students/);
    expect(text).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
  });

  test.each([
    ['a chair', 'chair', 1],
    ['the dean\'s office', 'deans', 3],
  ] as const)('when %s opens a page of their students, then its count(*) walks their scope through indexes', async (_, role, departments) => {
    const text = await plan({ pageSize: 50 }, await managerScope(role, departments), 'count');
    expect(text).not.toMatch(/Seq Scan on students/);
  });

  test('when a chair pages through their students, then the total counts each student of their department once', async () => {
    const chair = await as(t.app, 'chair@campus.test');
    const response = await chair('GET', '/api/students?pageSize=10');
    const cs = (await t.db.selectFrom('departments').select('id').where('code', '=', 'CS').executeTakeFirstOrThrow()).id;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from organizational.students s
      where s.program_id in (select id from organizational.programs where department_id = ${cs})
         or s.group_id in (select id from organizational.groups where department_id = ${cs})`.execute(t.db);
    expect(response.json().total).toBe(rows[0]!.n);
  });

  test('when paging through one program, then the total, page size and order are right', async () => {
    const response = await admin('GET', `/api/students?programId=${programIds[1]}&page=3&pageSize=50&sort=lastName`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const n = (await sql<{ n: number }>`select count(*)::int as n from organizational.students where program_id = ${programIds[1]}`.execute(t.db)).rows[0]!.n;
    expect(body.total).toBe(n);
    expect(body.page).toBe(3);
    expect(body.students).toHaveLength(50);
    const names = body.students.map((student: { lastName: string; firstName: string }) => `${student.lastName}\u0000${student.firstName}`);
    expect(names).toEqual([...names].sort());
    expect(body.students.every((student: { programId: string }) => student.programId === programIds[1])).toBe(true);
  });

  test('when searching and filtering by status and year, then only matching students come back', async () => {
    const response = await admin('GET', '/api/students?search=Hakobyan1&status=inactive&yearOfStudy=1&pageSize=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThan(0);
    for (const student of body.students) {
      expect(student.lastName.toLowerCase().startsWith('hakobyan1') || student.firstName.toLowerCase().startsWith('hakobyan1')).toBe(true);
      expect(student.status).toBe('inactive');
      expect(student.yearOfStudy).toBe(1);
    }
  });

  test('when pageSize is over 100, then 400 names the limit', async () => {
    const response = await admin('GET', '/api/students?pageSize=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/pageSize/);
  });
});
