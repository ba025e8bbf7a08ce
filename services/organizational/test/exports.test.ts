// CSV export (GET /api/organizational/exports/:entity) on the demo university: the chosen fields in their order, the
// header on or off, dates as ISO, US or EU, the dean's office limited to its faculty, paging past the first page,
// and who is turned away.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import { demoCallers, type Caller, type OrgTestApp, startOrgTestApp } from './support/app.js';

let t: OrgTestApp;
let admin: Caller, deans: Caller, lecturer: Caller, student: Caller;

beforeAll(async () => {
  t = await startOrgTestApp();
  ({ admin, deans, lecturer, student } = await demoCallers(t.app));
}, 120_000);

afterAll(() => t?.close());

const EXPORTS = '/api/organizational/exports';

/** The answer's lines without the byte-order mark and the final line break. */
async function csvLines(caller: Caller, url: string): Promise<string[]> {
  const response = await caller('GET', url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  return response.body.replace(/^\uFEFF/, '').replace(/\r\n$/, '').split('\r\n');
}

const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(t.db)).rows[0]!.n;

describe('fields and header', () => {
  test('when an administrator chooses fields, then only those come, in that order, for every lecturer', async () => {
    const lines = await csvLines(admin, `${EXPORTS}/lecturers?fields=email,employeeId`);
    expect(lines[0]).toBe('email,employeeId');
    expect(lines.slice(1).every((line) => /^[^,@]+@[^,]+,[^,]+$/.test(line))).toBe(true);
    expect(lines.length - 1).toBe(await count(sql<{ n: number }>`select count(*)::int as n from organizational.lecturers`));
  });

  test('when the header is off, then every line is a record', async () => {
    const lines = await csvLines(admin, `${EXPORTS}/subjects?fields=code&header=false`);
    expect(lines).toHaveLength(await count(sql<{ n: number }>`select count(*)::int as n from organizational.courses`));
    expect(lines).not.toContain('code');
  });

  test('when no fields are named, then every export field of the entity comes as the header', async () => {
    const [header] = await csvLines(admin, `${EXPORTS}/groups`);
    expect(header).toBe('name,code,department,program,level,academicYear,maxCapacity,currentEnrollment,status,advisor,classroom,notes,type,createdAt');
  });
});

describe('date formats', () => {
  let email = '';
  beforeAll(async () => {
    const { rows } = await sql<{ email: string }>`update organizational.students set date_of_birth = '2004-11-02'
      where id = (select id from organizational.students order by email limit 1) returning email`.execute(t.db);
    email = rows[0]!.email;
  });

  test.each([
    ['iso', '2004-11-02'],
    ['us', '11/02/2004'],
    ['eu', '02.11.2004'],
  ])('when dates are asked as %s, then a date of birth reads %s', async (format, written) => {
    const lines = await csvLines(admin, `${EXPORTS}/students?fields=email,dateOfBirth&dateFormat=${format}`);
    expect(lines).toContain(`${email},${written}`);
  });
});

describe('scope and paging', () => {
  test("when the dean's office exports students, then exactly its faculty's come", async () => {
    const emails = (await csvLines(deans, `${EXPORTS}/students?fields=email&header=false`)).sort();
    const { rows } = await sql<{ email: string }>`
      select s.email from organizational.students s
      join organizational.programs p on p.id = s.program_id join organizational.departments d on d.id = p.department_id
      where d.faculty_id in (select f.id from organizational.faculties f join organizational.departments cs on cs.faculty_id = f.id where cs.code = 'CS')
      order by s.email`.execute(t.db);
    expect(emails.length).toBeGreaterThan(0);
    expect(emails).toEqual(rows.map((row) => row.email).sort());
    expect(emails.length).toBeLessThan((await csvLines(admin, `${EXPORTS}/students?fields=email&header=false`)).length);
  });

  test('when there are more students than one page holds, then each comes exactly once', async () => {
    await sql`insert into organizational.students (user_id, email, student_id, first_name, last_name)
      select gen_random_uuid(), 'bulk' || n || '@export.test', 'EXP' || n, 'Bulk', 'Student ' || n from generate_series(1, 2100) n`.execute(t.db);
    const emails = await csvLines(admin, `${EXPORTS}/students?fields=email&header=false`);
    expect(emails).toHaveLength(await count(sql<{ n: number }>`select count(*)::int as n from organizational.students`));
    expect(new Set(emails).size).toBe(emails.length);
  });
});

describe('refusals', () => {
  test.each([
    ['a student', () => student],
    ['a lecturer', () => lecturer],
  ])('when %s asks for an export, then 403', async (_, caller) => {
    expect((await caller()('GET', `${EXPORTS}/students`)).statusCode).toBe(403);
  });

  test('when a field is unknown, then 400 naming it', async () => {
    const response = await admin('GET', `${EXPORTS}/students?fields=email,password`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('"password"');
  });
});
