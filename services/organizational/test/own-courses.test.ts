// GET /api/courses?mine=true on the demo university: each caller's own courses, as the database says they are
// theirs (enrolments, sections taught, courses led, departments chaired), and never another caller's kept answer.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import { as, demoCallers, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';

let t: OrgTestApp;
let callers: Awaited<ReturnType<typeof demoCallers>>;

beforeAll(async () => {
  t = await startOrgTestApp();
  callers = await demoCallers(t.app);
}, 120_000);

afterAll(() => t?.close());

const MINE = '/api/courses?mine=true&pageSize=100';

/** The course codes one caller's list answers, sorted. */
async function listedCodes(caller: Caller, url = MINE): Promise<string[]> {
  const response = await caller('GET', url);
  expect(response.statusCode).toBe(200);
  const body = response.json() as { courses: { code: string }[]; total: number };
  expect(body.total).toBe(body.courses.length);
  return body.courses.map((course) => course.code).sort();
}

const codes = async (query: ReturnType<typeof sql<{ code: string }>>) => (await query.execute(t.db)).rows.map((row) => row.code).sort();

/** The active courses of the sections the student with this email is enrolled in. */
const enrolledCodes = (email: string) =>
  codes(sql<{ code: string }>`select distinct c.code from organizational.enrollments e
    join organizational.students st on st.id = e.student_id join organizational.sections s on s.id = e.section_id
    join organizational.courses c on c.id = s.course_id where st.email = ${email} and c.status = 'active'`);

describe('the caller\'s own courses (mine=true)', () => {
  test('when the demo student asks, then exactly the courses of their enrolments come back, not the catalogue', async () => {
    const expected = await enrolledCodes('student@campus.test');
    expect(expected.length).toBeGreaterThan(0);
    expect(await listedCodes(callers.student)).toEqual(expected);
    const catalogue = (await callers.student('GET', '/api/courses?pageSize=1')).json().total as number;
    expect(catalogue).toBeGreaterThan(expected.length);
  });

  test('when the demo lecturer asks, then exactly the courses they teach a section of or lead come back', async () => {
    const expected = await codes(sql<{ code: string }>`select c.code from organizational.courses c
      join organizational.lecturers l on l.email = 'lecturer@campus.test'
      where c.leader_id = l.id or c.id in (select s.course_id from organizational.sections s where s.lecturer_id = l.id)`);
    expect(expected.length).toBeGreaterThan(0);
    expect(await listedCodes(callers.lecturer)).toEqual(expected);
  });

  test('when the chair asks, then exactly their department\'s courses come back; the dean\'s office gets its faculty\'s', async () => {
    const chaired = await codes(sql<{ code: string }>`select c.code from organizational.courses c join organizational.departments d on d.id = c.department_id
      join auth.users u on u.id = d.chair_user_id where u.email = 'chair@campus.test'`);
    expect(chaired.length).toBeGreaterThan(0);
    expect(await listedCodes(callers.chair)).toEqual(chaired);
    const faculty = await codes(sql<{ code: string }>`select c.code from organizational.courses c join organizational.departments d on d.id = c.department_id
      join organizational.faculties f on f.id = d.faculty_id join auth.users u on u.id = f.dean_user_id where u.email = 'deans@campus.test'`);
    expect(faculty.length).toBeGreaterThan(chaired.length);
    expect(await listedCodes(callers.deans)).toEqual(faculty);
  });

  test('when the administrator or quality assurance asks, then every course comes back', async () => {
    const all = Number((await sql<{ n: number }>`select count(*)::int as n from organizational.courses`.execute(t.db)).rows[0]!.n);
    for (const caller of [callers.admin, callers.qa]) expect((await caller('GET', '/api/courses?mine=true&pageSize=1')).json().total).toBe(all);
  });

  test('when another student asks the same URL, then they get their own courses, not the first student\'s kept answer', async () => {
    const first = await enrolledCodes('student@campus.test');
    const { rows } = await sql<{ email: string }>`select st.email from organizational.students st
      where st.email <> 'student@campus.test' and exists (select 1 from organizational.enrollments e where e.student_id = st.id)
        and st.group_id <> (select group_id from organizational.students where email = 'student@campus.test')
      order by st.email limit 1`.execute(t.db);
    const other = rows[0]!.email;
    const expected = await enrolledCodes(other);
    expect(expected).not.toEqual(first);
    // The first student's answer is kept in memory first; the second must not be served it, nor the first the second's.
    expect(await listedCodes(callers.student)).toEqual(first);
    expect(await listedCodes(await as(t.app, other))).toEqual(expected);
    expect(await listedCodes(callers.student)).toEqual(first);
  });

  test('when mine is not a yes or no, then 400 names it', async () => {
    const response = await callers.student('GET', '/api/courses?mine=perhaps');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^mine: /);
  });
});
