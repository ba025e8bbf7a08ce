// Bulk import of lecturers, subjects and groups (administrators): the same all-or-nothing check and in-order job as
// students, departments matched by code or name, idempotent by email (lecturers) or code (subjects, groups).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { InternalUsersResponse } from '@campus/contracts';
import { as, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';
import { importEnded, passwordsFor } from './support/imports.js';

let t: OrgTestApp;
let admin: Caller;
let deans: Caller;
let csName: string;

beforeAll(async () => {
  t = await startOrgTestApp();
  admin = await as(t.app, 'admin@campus.test');
  deans = await as(t.app, 'deans@campus.test');
  csName = (await t.db.selectFrom('departments').select('name').where('code', '=', 'CS').executeTakeFirstOrThrow()).name.en;
}, 120_000);

afterAll(() => t?.close());

const tag = () => randomBytes(3).toString('hex').toUpperCase();
const csv = (header: string, rows: string[][]) => [header, ...rows.map((row) => row.join(','))].join('\n');

async function imported(entity: string, text: string, temporaryPasswords?: Record<string, string>) {
  const accepted = await admin('POST', '/api/organizational/imports', { entity, csv: text, ...(temporaryPasswords ? { temporaryPasswords } : {}) });
  expect(accepted.statusCode).toBe(202);
  return importEnded(admin, accepted.json().data.id);
}

const LECTURERS = 'Employee ID,First name,Last name,Email,Phone,Department,Position,Employment type,Qualification,Specializations,Experience,Max load,Joining date,Salary,Office,Status,Notes';
const lecturerRow = (key: string, index: number, department: string) => [
  `EMP-${key}-${index}`, 'Narek', `Lect${index}`, `lect.${key.toLowerCase()}.${index}@campus.test`, '+374 10 111111', department, 'Associate Professor', 'part-time',
  'PhD', 'AI|Databases', '7', '18', '2019-09-01', '450000', `B-${index}`, 'active', 'Imported',
];

describe('lecturers', () => {
  test('creates each account and record with the CSV fields, department by code or name; a re-run creates nothing twice', async () => {
    const key = tag();
    const text = csv(LECTURERS, [lecturerRow(key, 0, 'CS'), lecturerRow(key, 1, `"${csName.toUpperCase()} "`)]);
    const passwords = passwordsFor(2);
    const first = await imported('lecturers', text, passwords);
    expect(first.data).toMatchObject({ status: 'done', total: 2, succeeded: 2, failed: 0 });
    expect(first.rows.map((row) => row.note)).toEqual([null, null]);

    const emails = [0, 1].map((index) => `lect.${key.toLowerCase()}.${index}@campus.test`);
    const records = await t.db.selectFrom('lecturers as l').innerJoin('departments as d', 'd.id', 'l.department_id').select(['l.id', 'l.email', 'l.employee_id', 'l.position', 'l.employment_type', 'l.max_load', 'l.office', 'l.profile', 'd.code']).where('l.email', 'in', emails).orderBy('l.email').execute();
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ employee_id: `EMP-${key}-1`, position: 'Associate Professor', employment_type: 'part-time', max_load: 18, office: 'B-1', code: 'CS' });
    expect(records[1]!.profile).toEqual({ qualification: 'PhD', specializations: ['AI', 'Databases'], experience: 7, joiningDate: '2019-09-01', salary: 450000, notes: 'Imported' });
    expect(first.rows.map((row) => row.recordId)).toEqual(records.map((record) => record.id));
    const { users } = await t.deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails } });
    expect(users.map((user) => user.roles.includes('lecturer') || user.role === 'lecturer')).toEqual([true, true]);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: emails[0], password: passwords['2'] }, remoteAddress: '10.77.0.1' });
    expect(signedIn.json().user).toMatchObject({ mustChangePassword: true });

    const again = await imported('lecturers', text, passwordsFor(2));
    expect(again.data).toMatchObject({ succeeded: 2, failed: 0 });
    expect(again.rows.map((row) => [row.note, row.code, row.params])).toEqual(Array(2).fill(['A lecturer with this email already exists: nothing was created', 'LECTURER_EXISTS', {}]));
    expect(await t.db.selectFrom('lecturers').select('id').where('email', 'in', emails).execute()).toHaveLength(2);
  });

  test('a row naming an unknown department refuses the whole CSV with that row error', async () => {
    const key = tag();
    const response = await admin('POST', '/api/organizational/imports', { entity: 'lecturers', csv: csv(LECTURERS, [lecturerRow(key, 0, 'CS'), lecturerRow(key, 1, 'Alchemy')]) });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.errors).toEqual([{ row: 3, field: 'department', code: 'UNKNOWN_DEPARTMENT', message: 'Department "Alchemy" was not found', params: { value: 'Alchemy' } }]);
    expect(await t.db.selectFrom('lecturers').select('id').where('email', 'like', `lect.${key.toLowerCase()}.%`).execute()).toHaveLength(0);
  });

  test("the dean's office may not import lecturers (403), only students", async () => {
    const response = await deans('POST', '/api/organizational/imports', { entity: 'lecturers', csv: csv(LECTURERS, [lecturerRow(tag(), 0, 'CS')]) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Only an administrator can import lecturers; the dean's office imports students");
  });
});

const SUBJECTS = 'Subject code,Subject name,Credits,Department,Semester,Level,Type,Prerequisites,Description,Weekly hours,Lab hours,Exam hours,Status';

describe('subjects', () => {
  test('become courses with their prerequisites (one of an earlier row); a re-run creates nothing; an unknown prerequisite or department is refused', async () => {
    const key = tag();
    const text = csv(SUBJECTS, [
      [`S${key}1`, 'Algorithms', '6', 'CS', '1', '2', 'core', '', 'Sorting and graphs', '4', '2', '1', 'active'],
      [`S${key}2`, 'Advanced Algorithms', '5', csName, '2', '3', 'elective', `S${key}1`, 'Flows', '3', '0', '2', 'inactive'],
    ]);
    const first = await imported('subjects', text);
    expect(first.data).toMatchObject({ status: 'done', succeeded: 2, failed: 0 });
    const courses = await t.db.selectFrom('courses').selectAll().where('code', 'in', [`S${key}1`, `S${key}2`]).orderBy('code').execute();
    expect(courses.map(({ name, credits, semester, level, type, weekly_hours, lab_hours, exam_hours, status }) => ({ name: name.hy, credits, semester, level, type, weekly_hours, lab_hours, exam_hours, status }))).toEqual([
      { name: 'Algorithms', credits: 6, semester: 1, level: 2, type: 'core', weekly_hours: 4, lab_hours: 2, exam_hours: 1, status: 'active' },
      { name: 'Advanced Algorithms', credits: 5, semester: 2, level: 3, type: 'elective', weekly_hours: 3, lab_hours: 0, exam_hours: 2, status: 'inactive' },
    ]);
    expect(courses[1]!.prerequisites).toEqual([courses[0]!.id]);

    const again = await imported('subjects', text);
    expect(again.rows.map((row) => [row.status, row.note])).toEqual(Array(2).fill(['success', 'A subject with this code already exists: nothing was created']));
    expect(await t.db.selectFrom('courses').select('id').where('code', 'like', `S${key}%`).execute()).toHaveLength(2);

    const refused = await admin('POST', '/api/organizational/imports', {
      entity: 'subjects',
      csv: csv(SUBJECTS, [[`T${key}1`, 'Later', '3', 'Alchemy', '1', '1', 'lab', `S${key}9`, 'x', '2', '0', '0', 'active']]),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual([
      ['department', 'UNKNOWN_DEPARTMENT'],
      ['prerequisites', 'UNKNOWN_PREREQUISITE'],
    ]);
  });
});

const GROUPS = 'Group name,Group code,Department,Program,Level,Semester,Academic year,Max capacity,Current enrollment,Status,Advisor,Classroom,Notes';

describe('groups', () => {
  test('are created with program and advisor resolved; a re-run creates nothing; an unknown department is refused', async () => {
    const key = tag();
    const advisor = await t.db.selectFrom('lecturers').select(['id', 'email', 'employee_id']).where('email', '=', 'lecturer@campus.test').executeTakeFirstOrThrow();
    const text = csv(GROUPS, [
      [`CS ${key} A`, `G${key}1`, 'CS', 'CS-BSC', '2', '1', '2025-2026', '30', '12', 'active', advisor.email.toUpperCase(), 'A-101', 'Morning'],
      [`CS ${key} B`, `G${key}2`, csName, 'CS-BSC', '3', '2', '2025-2026', '25', '0', 'inactive', advisor.employee_id, 'A-102', ''],
    ]);
    const first = await imported('groups', text);
    expect(first.data).toMatchObject({ status: 'done', succeeded: 2, failed: 0 });
    const rows = await t.db.selectFrom('groups as g').innerJoin('programs as p', 'p.id', 'g.program_id').select(['g.code', 'g.year', 'g.academic_year', 'g.max_capacity', 'g.status', 'g.advisor_id', 'g.classroom', 'g.profile', 'p.code as program']).where('g.code', 'like', `G${key}%`).orderBy('g.code').execute();
    expect(rows).toEqual([
      { code: `G${key}1`, year: 2, academic_year: '2025-2026', max_capacity: 30, status: 'active', advisor_id: advisor.id, classroom: 'A-101', profile: { semester: 1, currentEnrollment: 12 }, program: 'CS-BSC' },
      { code: `G${key}2`, year: 3, academic_year: '2025-2026', max_capacity: 25, status: 'inactive', advisor_id: advisor.id, classroom: 'A-102', profile: { semester: 2, currentEnrollment: 0 }, program: 'CS-BSC' },
    ]);

    const again = await imported('groups', text);
    expect(again.rows.map((row) => row.note)).toEqual(Array(2).fill('A group with this code already exists: nothing was created'));
    expect(await t.db.selectFrom('groups').select('id').where('code', 'like', `G${key}%`).execute()).toHaveLength(2);

    const refused = await admin('POST', '/api/organizational/imports', {
      entity: 'groups',
      csv: csv(GROUPS, [
        [`X ${key}`, `X${key}`, 'Alchemy', 'CS-BSC', '1', '1', '2025-2026', '20', '0', 'active', advisor.email, 'A-1', ''],
        [`Y ${key}`, `Y${key}`, 'AM', 'CS-BSC', '1', '1', '2025-2026', '20', '0', 'active', advisor.email, 'A-1', ''],
      ]),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.errors).toEqual([
      { row: 2, field: 'department', code: 'UNKNOWN_DEPARTMENT', message: 'Department "Alchemy" was not found', params: { value: 'Alchemy' } },
      { row: 3, field: 'program', code: 'PROGRAM_NOT_IN_DEPARTMENT', message: 'Program "CS-BSC" is not a program of department "AM"', params: { value: 'CS-BSC', department: 'AM' } },
    ]);
  });
});
