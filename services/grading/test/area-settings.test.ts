// Area settings against real Postgres and Redis (or embedded) with auth, organizational and attendance mounted on the
// demo university: who may read and change which faculty's or department's settings (the dean's office its faculty
// and its departments, a chair their department, administrators any, others 403), validation against the grade
// bounds, the fallbacks (department, else faculty, else the configuration) and their effect: a department's own pass
// mark changes a student's at-risk outcome on the examination board and the pass mark the student sees.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import attendanceModule from '@campus/attendance';
import authModule from '@campus/auth';
import organizationalModule from '@campus/organizational';
import { BOARD_PATHS, GRADING_PATHS, SETTINGS_MINE_PATH, SETTINGS_PATH, SETTINGS_UNITS_PATH, type ManagedUnits, type MyArea, type AreaSettings, type AreaSettingsChange, type BoardProgress, type StudentMidterm } from '@campus/contracts/grading';
import { demoCaller, startTestApp, type DemoCaller, type TestApp } from '@campus/kit/testing';
import gradingModule from '../src/app.js';
import type { GradingDatabase } from '../src/db/database.js';

let app: TestApp;
let db: Kysely<GradingDatabase>;
let root: Kysely<unknown>;
let [admin, deans, chair, lecturer, student, qa] = [] as unknown as [DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller];
let [facultyId, otherFacultyId, departmentId] = ['', '', ''];
/** Another department of the dean's office's faculty, not the chair's. */
let siblingDepartmentId: string;

const change = (values: Partial<AreaSettingsChange> = {}): AreaSettingsChange => ({ passMark: 10, failingSubjects: 2, absenceShare: 0.25, defaultPeriodId: null, ...values });
const put = (caller: DemoCaller, query: string, body: AreaSettingsChange) => caller('PUT', `${SETTINGS_PATH}?${query}`, body);
const get = (caller: DemoCaller, query: string) => caller('GET', `${SETTINGS_PATH}?${query}`);
const settingsOf = async (caller: DemoCaller, query: string) => {
  const answer = await get(caller, query);
  expect(answer.statusCode).toBe(200);
  return answer.json<AreaSettings>();
};

/** A published midterm of the section with one student's score, on a number the section has not used. */
async function publishScore(sectionId: string, studentId: string, score: number) {
  const section = (await sql<{ course_id: string; period_id: string }>`select course_id, period_id from organizational.sections where id = ${sectionId}`.execute(root)).rows[0]!;
  const used = (await db.selectFrom('midterms').select('number').where('section_id', '=', sectionId).execute()).map((row) => row.number);
  const number = [1, 2].find((one) => !used.includes(one));
  if (!number) throw new Error('no free midterm number');
  const { id } = await db
    .insertInto('midterms')
    .values({ section_id: sectionId, course_id: section.course_id, period_id: section.period_id, number, status: 'published', version: 2, last_saved_at: new Date(), last_saved_by: null, published_at: new Date(), published_by: 'Test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('midterm_entries').values({ midterm_id: id, student_id: studentId, score, published_score: score }).execute();
}

beforeAll(async () => {
  app = await startTestApp([authModule, organizationalModule, attendanceModule, gradingModule], { demo: true });
  db = app.deps.database<GradingDatabase>('grading');
  root = app.deps.database<unknown>('public');
  [admin, deans, chair, lecturer, student, qa] = (await Promise.all(['admin@campus.test', 'deans@campus.test', 'chair@campus.test', 'lecturer@campus.test', 'student@campus.test', 'qa@campus.test'].map((email) => demoCaller(app.app, email)))) as [DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller];
  const faculties = (await sql<{ id: string; dean_user_id: string | null }>`select id, dean_user_id from organizational.faculties order by code`.execute(root)).rows;
  facultyId = faculties.find((one) => one.dean_user_id === deans.userId)!.id;
  otherFacultyId = faculties.find((one) => one.id !== facultyId)!.id;
  departmentId = (await sql<{ id: string }>`select id from organizational.departments where chair_user_id = ${chair.userId}`.execute(root)).rows[0]!.id;
  const siblings = (await sql<{ id: string }>`select id from organizational.departments where faculty_id = (select faculty_id from organizational.departments where id = ${departmentId}) and id <> ${departmentId}`.execute(root)).rows;
  siblingDepartmentId = siblings[0]!.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('who may read and change which settings', () => {
  test("the dean's office reads and changes its faculty and its departments, not another faculty", async () => {
    expect((await get(deans, `facultyId=${facultyId}`)).statusCode).toBe(200);
    expect((await put(deans, `departmentId=${siblingDepartmentId}`, change({ passMark: 11 }))).statusCode).toBe(200);
    expect((await put(deans, `departmentId=${siblingDepartmentId}`, change({ inherit: true }))).statusCode).toBe(200);
    const other = await put(deans, `facultyId=${otherFacultyId}`, change({ passMark: 12 }));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'SETTINGS_ACCESS_DENIED' });
    expect((await get(deans, `facultyId=${otherFacultyId}`)).statusCode).toBe(403);
  });

  test('each learns the units they manage', async () => {
    const units = async (caller: DemoCaller) => (await caller('GET', SETTINGS_UNITS_PATH)).json<{ data: ManagedUnits }>().data;
    const [ofDeans, ofChair] = await Promise.all([units(deans), units(chair)]);
    expect(ofDeans.faculties.map((one) => one.id)).toEqual([facultyId]);
    expect(ofDeans.departments.map((one) => one.id)).toEqual(expect.arrayContaining([departmentId, siblingDepartmentId]));
    expect(ofChair).toEqual({ faculties: [], departments: [expect.objectContaining({ id: departmentId })] });
    expect((await lecturer('GET', SETTINGS_UNITS_PATH)).statusCode).toBe(403);
  });

  test("a chair changes their department, not another department nor the faculty", async () => {
    expect((await get(chair, `departmentId=${departmentId}`)).statusCode).toBe(200);
    expect((await put(chair, `departmentId=${siblingDepartmentId}`, change())).statusCode).toBe(403);
    expect((await put(chair, `facultyId=${facultyId}`, change())).statusCode).toBe(403);
    expect((await get(chair, `facultyId=${facultyId}`)).statusCode).toBe(403);
  });

  test('lecturers and students are refused; administrators reach any unit; unknown units 404', async () => {
    expect((await get(lecturer, `departmentId=${departmentId}`)).statusCode).toBe(403);
    expect((await put(student, `departmentId=${departmentId}`, change())).statusCode).toBe(403);
    expect((await get(admin, `facultyId=${otherFacultyId}`)).statusCode).toBe(200);
    const unknown = await get(admin, 'facultyId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SETTINGS_UNIT_NOT_FOUND' });
  });
});

describe('validation', () => {
  test.each([
    [{ passMark: 25 }, 'SETTINGS_PASS_MARK_INVALID'],
    [{ passMark: -1 }, 'SETTINGS_PASS_MARK_INVALID'],
    [{ passMark: 10.3 }, 'SETTINGS_PASS_MARK_INVALID'],
    [{ absenceShare: 1.5 }, 'SETTINGS_ABSENCE_SHARE_INVALID'],
    [{ absenceShare: -0.1 }, 'SETTINGS_ABSENCE_SHARE_INVALID'],
    [{ failingSubjects: 21 }, 'SETTINGS_FAILING_SUBJECTS_INVALID'],
    [{ defaultPeriodId: '00000000-0000-4000-8000-000000000000' }, 'SETTINGS_PERIOD_NOT_FOUND'],
  ])('%j is refused with %s and nothing is stored', async (values, code) => {
    const answer = await put(chair, `departmentId=${departmentId}`, change(values));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code });
    expect((await settingsOf(chair, `departmentId=${departmentId}`)).own).toBeNull();
  });

  test('exactly one of facultyId and departmentId', async () => {
    expect((await get(admin, '')).json()).toMatchObject({ code: 'SETTINGS_UNIT_REQUIRED' });
    expect((await get(admin, `facultyId=${facultyId}&departmentId=${departmentId}`)).json()).toMatchObject({ code: 'SETTINGS_UNIT_REQUIRED' });
  });
});

describe('fallbacks and their effect', () => {
  test("a department follows its faculty, else the configuration; its own values win; inherit drops them", async () => {
    const none = await settingsOf(chair, `departmentId=${departmentId}`);
    expect(none).toMatchObject({ own: null, effective: { passMark: 10, failingSubjects: 2, absenceShare: 0.25, defaultPeriodId: null, source: 'default' }, defaults: { min: 0, max: 20, step: 0.5 } });
    const period = (await sql<{ id: string }>`select id from organizational.periods limit 1`.execute(root)).rows[0]!.id;
    expect((await put(deans, `facultyId=${facultyId}`, change({ passMark: 11.5, failingSubjects: 3, defaultPeriodId: period }))).statusCode).toBe(200);
    expect((await settingsOf(chair, `departmentId=${departmentId}`)).effective).toEqual({ passMark: 11.5, failingSubjects: 3, absenceShare: 0.25, defaultPeriodId: period, source: 'faculty' });
    const own = await put(chair, `departmentId=${departmentId}`, change({ passMark: 12, absenceShare: 0.5 }));
    expect(own.statusCode).toBe(200);
    expect(own.json<AreaSettings>()).toMatchObject({ own: { passMark: 12, absenceShare: 0.5, updatedBy: chair.userId }, effective: { passMark: 12, source: 'department' } });
    const faculty = await settingsOf(deans, `facultyId=${facultyId}`);
    expect(faculty.departments.find((one) => one.departmentId === departmentId)?.own).toMatchObject({ passMark: 12 });
    expect(faculty.departments.find((one) => one.departmentId === siblingDepartmentId)?.own).toBeNull();
    expect((await put(chair, `departmentId=${departmentId}`, change({ inherit: true }))).json<AreaSettings>()).toMatchObject({ own: null, effective: { passMark: 11.5, source: 'faculty' } });
    const audit = (await sql<{ n: number }>`select count(*)::int as n from kit.audit_entries where action = 'area_settings.updated' and actor_id = ${chair.userId}`.execute(root)).rows[0]!.n;
    expect(audit).toBeGreaterThanOrEqual(2);
    expect((await put(deans, `facultyId=${facultyId}`, change({ inherit: true }))).statusCode).toBe(200);
  });

  test("a department's own pass mark changes a student's at-risk outcome on the board and the pass mark they see", async () => {
    // The demo student and one of their sections of the chair's department with no midterm yet.
    const { rows } = await sql<{ student_id: string; section_id: string; department_id: string }>`
      select s.id as student_id, x.id as section_id, c.department_id from organizational.students s
      join organizational.enrollments e on e.student_id = s.id join organizational.sections x on x.id = e.section_id
      join organizational.courses c on c.id = x.course_id
      where s.user_id = ${student.userId} and not exists (select 1 from grading.midterms m where m.section_id = x.id)
      order by (c.department_id = ${departmentId}) desc, x.id`.execute(root);
    const target = rows[0];
    if (!target) throw new Error('the demo student has no section without midterms');
    await publishScore(target.section_id, target.student_id, 11);
    const seen = async () => (await student('GET', GRADING_PATHS.studentMidterms)).json<{ data: StudentMidterm[] }>().data.find((one) => one.sectionId === target.section_id)!;
    const onBoard = async () => {
      const board = (await admin('GET', `${BOARD_PATHS.progress}?pageSize=100&search=${encodeURIComponent((await sql<{ n: string }>`select student_id as n from organizational.students where id = ${target.student_id}`.execute(root)).rows[0]!.n)}`)).json<BoardProgress>();
      return board.data.find((one) => one.studentId === target.student_id)!;
    };
    expect((await seen()).passMark).toBe(10);
    const before = await onBoard();
    expect(before.rules).toMatchObject({ passMark: 10, source: 'default' });

    // The section's department (the pass mark the student sees) and the student's department (the board's rules).
    const studentDepartment = (await sql<{ id: string }>`select coalesce(p.department_id, g.department_id) as id from organizational.students s left join organizational.programs p on p.id = s.program_id left join organizational.groups g on g.id = s.group_id where s.id = ${target.student_id}`.execute(root)).rows[0]!.id;
    expect((await put(admin, `departmentId=${target.department_id}`, change({ passMark: 12.5 }))).statusCode).toBe(200);
    expect((await seen()).passMark).toBe(12.5);
    expect((await put(admin, `departmentId=${studentDepartment}`, change({ passMark: 20, failingSubjects: 1 }))).statusCode).toBe(200);
    const after = await onBoard();
    expect(after.rules).toMatchObject({ passMark: 20, failingSubjects: 1, source: 'department' });
    expect(after.atRisk).toBe(true);
    expect(after.reasons).toContain('low_average');
    expect(after.subjects.find((one) => one.sectionId === target.section_id)?.belowPassMark).toBe(true);
    expect(before.subjects.find((one) => one.sectionId === target.section_id)?.belowPassMark).toBe(false);
  });
});

describe("the caller's area's default term", () => {
  const mine = async (caller: DemoCaller, query = '') => {
    const answer = await caller('GET', `${SETTINGS_MINE_PATH}${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: MyArea }>().data;
  };
  const NONE = { facultyId: null, departmentId: null, defaultPeriodId: null, source: 'default' };
  let periods: string[];

  beforeAll(async () => {
    // The tests above leave departments' own pass marks behind.
    await put(admin, `departmentId=${departmentId}`, change({ inherit: true }));
    periods = (await sql<{ id: string }>`select id from organizational.periods order by starts_on desc`.execute(root)).rows.map((row) => row.id);
  });

  afterAll(async () => {
    await put(admin, `departmentId=${departmentId}`, change({ inherit: true }));
    await put(admin, `facultyId=${facultyId}`, change({ inherit: true }));
  });

  test('nothing set: each manager learns their own area and no term; administrators and quality assurance have none; others 403', async () => {
    expect(await mine(deans)).toEqual({ facultyId, departmentId: null, defaultPeriodId: null, source: 'default' });
    expect(await mine(chair)).toEqual({ facultyId, departmentId, defaultPeriodId: null, source: 'default' });
    expect(await mine(admin)).toEqual(NONE);
    expect(await mine(qa)).toEqual(NONE);
    expect((await lecturer('GET', SETTINGS_MINE_PATH)).statusCode).toBe(403);
    expect((await student('GET', SETTINGS_MINE_PATH)).statusCode).toBe(403);
  });

  test("the faculty's term is the dean's office's and, while the department follows the faculty, the chair's", async () => {
    expect((await put(deans, `facultyId=${facultyId}`, change({ defaultPeriodId: periods[1]! }))).statusCode).toBe(200);
    expect(await mine(deans)).toEqual({ facultyId, departmentId: null, defaultPeriodId: periods[1], source: 'faculty' });
    expect(await mine(chair)).toEqual({ facultyId, departmentId, defaultPeriodId: periods[1], source: 'faculty' });
    // The area is the server's reading of who manages what: a unit named in the address changes nothing.
    expect(await mine(deans, `?facultyId=${otherFacultyId}`)).toMatchObject({ facultyId, defaultPeriodId: periods[1] });
    expect(await mine(admin)).toEqual(NONE);
    expect(await mine(qa)).toEqual(NONE);
  });

  test("a department's own settings decide the chair's term (their own choice of the active one too), not the dean's office's", async () => {
    expect((await put(chair, `departmentId=${departmentId}`, change({ defaultPeriodId: periods[0]! }))).statusCode).toBe(200);
    expect(await mine(chair)).toEqual({ facultyId, departmentId, defaultPeriodId: periods[0], source: 'department' });
    expect(await mine(deans)).toMatchObject({ departmentId: null, defaultPeriodId: periods[1], source: 'faculty' });
    expect((await put(chair, `departmentId=${departmentId}`, change({ defaultPeriodId: null }))).statusCode).toBe(200);
    expect(await mine(chair)).toEqual({ facultyId, departmentId, defaultPeriodId: null, source: 'department' });
    expect((await put(chair, `departmentId=${departmentId}`, change({ inherit: true }))).statusCode).toBe(200);
    expect(await mine(chair)).toMatchObject({ defaultPeriodId: periods[1], source: 'faculty' });
  });

  test('a term deleted after it was chosen counts as none (the screens open on the active one)', async () => {
    const year = (await sql<{ id: string }>`insert into organizational.academic_years (name, starts_on, ends_on) values ('2090-2091', '2090-09-01', '2091-06-30') returning id`.execute(root)).rows[0]!.id;
    const doomed = (await sql<{ id: string }>`insert into organizational.periods (academic_year_id, name, semester, starts_on, ends_on) values (${year}, '2090 autumn', 1, '2090-09-01', '2091-01-31') returning id`.execute(root)).rows[0]!.id;
    expect((await put(deans, `facultyId=${facultyId}`, change({ defaultPeriodId: doomed }))).statusCode).toBe(200);
    expect(await mine(deans)).toMatchObject({ defaultPeriodId: doomed, source: 'faculty' });
    await sql`delete from organizational.academic_years where id = ${year}`.execute(root);
    expect(await mine(deans)).toEqual({ facultyId, departmentId: null, defaultPeriodId: null, source: 'faculty' });
    expect(await mine(chair)).toEqual({ facultyId, departmentId, defaultPeriodId: null, source: 'faculty' });
  });
});
