// Who reads what, on the demo university: a chair sees their department (CS), the dean's office its faculty
// (INF: CS, AM, IS), admin and QA everything; lecturers read the teaching records of all and the details of their
// own department. Also the server-side search of allocations.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { as, demoCallers, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';

let t: OrgTestApp;
let admin: Caller, chair: Caller, deans: Caller, lecturer: Caller, qa: Caller;
const departments: Record<string, { id: string; faculty_id: string }> = {};
/** One record of each kind in department EC (faculty ECM) and in CS. */
const records: Record<'EC' | 'CS', Record<string, string>> = { EC: {}, CS: {} };

beforeAll(async () => {
  t = await startOrgTestApp();
  ({ admin, chair, deans, lecturer, qa } = await demoCallers(t.app));
  for (const row of await t.db.selectFrom('departments').select(['id', 'code', 'faculty_id']).execute()) departments[row.code] = row;
  for (const code of ['EC', 'CS'] as const) {
    const id = departments[code]!.id;
    const { rows } = await sql<Record<string, string>>`
      select (select g.id from organizational.groups g where g.department_id = ${id} limit 1) as groups,
        (select l.id from organizational.lecturers l where l.department_id = ${id} limit 1) as lecturers,
        (select s.id from organizational.sections s join organizational.courses c on c.id = s.course_id where c.department_id = ${id} limit 1) as sections,
        (select w.id from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id
           join organizational.courses c on c.id = s.course_id where c.department_id = ${id} limit 1) as "weekly-classes",
        (select p.id from organizational.programs p where p.department_id = ${id} limit 1) as programs,
        ${id}::uuid as departments`.execute(t.db);
    records[code] = rows[0]!;
  }
}, 120_000);

afterAll(() => t?.close());

const departmentIdsOf = (faculty: string) => Object.values(departments).filter((row) => row.faculty_id === departments[faculty]!.faculty_id).map((row) => row.id);
const sectionDepartments = async (caller: Caller, query = '') => {
  const body = (await caller('GET', `/api/organizational/sections?pageSize=100${query}`)).json();
  return { total: body.total as number, departmentIds: new Set(body.data.map((section: { departmentId: string }) => section.departmentId)) };
};

describe('the sections list', () => {
  test('when the dean\'s office lists sections, then only its faculty\'s come back', async () => {
    const { total, departmentIds } = await sectionDepartments(deans);
    expect(total).toBeGreaterThan(0);
    expect([...departmentIds].every((id) => departmentIdsOf('CS').includes(id as string))).toBe(true);
    expect(total).toBeLessThan((await sectionDepartments(admin)).total);
  });

  test('when a chair lists sections, then only their department\'s come back', async () => {
    const { total, departmentIds } = await sectionDepartments(chair);
    expect(total).toBeGreaterThan(0);
    expect([...departmentIds]).toEqual([departments.CS!.id]);
  });

  test('when sections are filtered by faculty, then only that faculty\'s come back', async () => {
    const { total, departmentIds } = await sectionDepartments(admin, `&facultyId=${departments.EC!.faculty_id}`);
    expect(total).toBeGreaterThan(0);
    expect([...departmentIds].every((id) => departmentIdsOf('EC').includes(id as string))).toBe(true);
  });

  test('when the dean\'s office filters by another faculty, then nothing comes back', async () => {
    expect((await sectionDepartments(deans, `&facultyId=${departments.EC!.faculty_id}`)).total).toBe(0);
  });

  test('when quality assurance lists sections, then every faculty\'s come back', async () => {
    expect((await sectionDepartments(qa)).total).toBe((await sectionDepartments(admin)).total);
  });
});

const KINDS = ['groups', 'lecturers', 'sections', 'weekly-classes', 'programs', 'departments'] as const;

describe('one record', () => {
  test.each(KINDS)('when a chair reads one of %s of another faculty, then 403', async (kind) => {
    const response = await chair('GET', `/api/organizational/${kind}/${records.EC[kind]}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('OUT_OF_SCOPE');
  });

  test.each(KINDS)('when a chair reads one of %s of their department, then 200', async (kind) => {
    const response = await chair('GET', `/api/organizational/${kind}/${records.CS[kind]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(records.CS[kind]);
  });

  test.each(KINDS)('when the dean\'s office reads one of %s of another faculty, then 403', async (kind) => {
    expect((await deans('GET', `/api/organizational/${kind}/${records.EC[kind]}`)).statusCode).toBe(403);
  });

  test.each(KINDS)('when quality assurance reads one of %s of any faculty, then 200', async (kind) => {
    expect((await qa('GET', `/api/organizational/${kind}/${records.EC[kind]}`)).statusCode).toBe(200);
  });

  test.each(KINDS)('when one of %s does not exist, then 404 even out of scope', async (kind) => {
    expect((await chair('GET', `/api/organizational/${kind}/${randomUUID()}`)).statusCode).toBe(404);
  });

  test('when a chair reads another department of their own faculty, then 200', async () => {
    expect((await chair('GET', `/api/organizational/departments/${departments.AM!.id}`)).statusCode).toBe(200);
  });

  test('when a lecturer reads their own department, then 200', async () => {
    expect((await lecturer('GET', `/api/organizational/departments/${departments.CS!.id}`)).statusCode).toBe(200);
  });

  test('when a lecturer reads another department, then 403', async () => {
    expect((await lecturer('GET', `/api/organizational/departments/${departments.AM!.id}`)).statusCode).toBe(403);
  });

  test('when a lecturer reads a section of another faculty, then 200, as the timetable is readable by all staff', async () => {
    expect((await lecturer('GET', `/api/organizational/sections/${records.EC.sections}`)).statusCode).toBe(200);
  });

  test('when a lecturer lists departments for a picker, then every faculty\'s come back', async () => {
    expect((await lecturer('GET', '/api/organizational/departments?pageSize=100')).json().total).toBe(Object.keys(departments).length);
  });
});

describe('allocation search', () => {
  const allocations = async (search: string) => (await admin('GET', `/api/allocation/allocations?pageSize=100&search=${encodeURIComponent(search)}`)).json();

  test('when searching by a lecturer\'s surname in any case, then only that lecturer\'s allocations come back', async () => {
    const body = await allocations('PETROSYAN');
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((row: { lecturerName: string }) => row.lecturerName.includes('Petrosyan'))).toBe(true);
    expect(body.total).toBeLessThan((await allocations('')).total);
  });

  test('when searching by a course code in lower case, then only that course\'s allocations come back', async () => {
    const code = (await allocations('')).data[0].courseCode as string;
    const body = await allocations(code.toLowerCase());
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((row: { courseCode: string }) => row.courseCode.toLowerCase().includes(code.toLowerCase()))).toBe(true);
  });

  test('when searching by a word of the course title, then allocations of courses with that word come back', async () => {
    const body = await allocations('econom');
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((row: { courseName: { en: string; hy: string; ru: string } }) => /econom/i.test(`${row.courseName.en} ${row.courseName.ru}`))).toBe(true);
  });

  test('when nothing matches, then an empty page', async () => {
    expect((await allocations('zzz-no-such')).total).toBe(0);
  });
});

describe('tying another faculty\'s records to your own', () => {
  const outOfScope = { statusCode: 403, code: 'OUT_OF_SCOPE' };
  const answer = async (response: Promise<{ statusCode: number; json(): { code?: string } }>) => {
    const done = await response;
    return { statusCode: done.statusCode, code: done.json().code };
  };
  const courseOf = async (section: string) => (await t.db.selectFrom('sections').select('course_id').where('id', '=', section).executeTakeFirstOrThrow()).course_id;

  test('when a chair allocates another faculty\'s lecturer to their course, or their own lecturer to another faculty\'s section, then 403', async () => {
    const ownSection = records.CS.sections!;
    const otherSection = records.EC.sections!;
    const foreignLecturer = { lecturerId: records.EC.lecturers, courseId: await courseOf(ownSection), sectionId: ownSection, hours: 2 };
    const foreignSection = { lecturerId: records.CS.lecturers, courseId: await courseOf(otherSection), sectionId: otherSection, hours: 2 };
    expect(await answer(chair('POST', '/api/allocation/allocations', foreignLecturer))).toEqual(outOfScope);
    expect(await answer(chair('POST', '/api/allocation/allocations', foreignSection))).toEqual(outOfScope);
  });

  test('when a chair enrols another faculty\'s group or students into their section, then 403 and the enrolment list is unchanged', async () => {
    const section = records.CS.sections!;
    const before = (await chair('GET', `/api/organizational/sections/${section}/enrollments`)).json();
    const student = (await t.db.selectFrom('students').select('id').where('group_id', '=', records.EC.groups!).executeTakeFirstOrThrow()).id;
    expect(await answer(chair('POST', `/api/organizational/sections/${section}/enrollments`, { groupId: records.EC.groups }))).toEqual(outOfScope);
    expect(await answer(chair('POST', `/api/organizational/sections/${section}/enrollments`, { studentIds: [student] }))).toEqual(outOfScope);
    expect((await chair('GET', `/api/organizational/sections/${section}/enrollments`)).json()).toEqual(before);
  });

  test('when the dean\'s office enrols a group of another department of its faculty, then that is its own to enrol', async () => {
    const amGroup = (await t.db.selectFrom('groups').select('id').where('department_id', '=', departments.AM!.id).executeTakeFirstOrThrow()).id;
    const response = await deans('POST', `/api/organizational/sections/${records.CS.sections}/enrollments`, { groupId: amGroup });
    expect([201, 409]).toContain(response.statusCode);
  });

  test('when a chair adds a lecturer with the email of a student\'s account, then 409 and the account gains no role; an administrator may', async () => {
    const lecturer = { employeeId: 'T-LINK-1', firstName: 'Lilit', lastName: 'Sargsyan', email: 'student@campus.test', departmentId: departments.CS!.id, position: 'Lecturer' };
    const refused = await chair('POST', '/api/organizational/lecturers', lecturer);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ACCOUNT_EXISTS']);
    const student = await as(t.app, 'student@campus.test');
    expect((await student('GET', '/api/auth/me')).json().roles).toEqual(['student']);
    expect((await admin('POST', '/api/organizational/lecturers', lecturer)).statusCode).toBe(201);
  });
});
