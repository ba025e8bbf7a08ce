// Reports against real Postgres and Redis (or embedded) with auth, organizational and attendance mounted on the demo
// university: each figure checked against the same data read another way (organizational's and grading's tables,
// attendance's summary, allocation's loads), the scope (administrators and quality assurance all, the dean's office
// its faculty, a chair their department, others 403), and each PDF read back with pdftotext.
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import attendanceModule from '@campus/attendance';
import authModule from '@campus/auth';
import organizationalModule from '@campus/organizational';
import { ATTENDANCE_INTERNAL_PATHS, type SectionAttendanceSummary, type TeachingSection } from '@campus/contracts/attendance';
import { REPORT_KINDS, reportPath, reportPdfPath, type AttendanceReport, type EnrolmentReport, type GradesReport, type TeachingLoad } from '@campus/contracts/grading';
import type { LecturerLoad } from '@campus/contracts/organizational';
import { demoCaller, startTestApp, type DemoCaller, type TestApp } from '@campus/kit/testing';
import gradingModule from '../src/app.js';
import type { GradingDatabase } from '../src/db/database.js';

const hasPdftotext = !spawnSync('pdftotext', ['-v']).error;
if (!hasPdftotext) console.warn('pdftotext is not installed (Debian: poppler-utils): the tests that read PDFs as text are skipped');
const withText = hasPdftotext ? test : test.skip;

let app: TestApp;
let db: Kysely<GradingDatabase>;
let root: Kysely<unknown>;
let admin: DemoCaller;
let qa: DemoCaller;
let deans: DemoCaller;
let chair: DemoCaller;
let lecturer: DemoCaller;
let student: DemoCaller;
let facultyId: string;
let departmentId: string;
let section: TeachingSection;

const json = async <T>(caller: DemoCaller, url: string) => {
  const answer = await caller('GET', url);
  expect(answer.statusCode).toBe(200);
  return answer.json<T>();
};
const internal = (url: string) => app.app.inject({ method: 'GET', url, headers: { 'x-service-token': app.deps.config.serviceToken } });
const pdfText = (payload: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: payload }).toString('utf8').replace(/\s+/g, ' ');

/** Students enrolled in a section of the period, per program code and group name, read from organizational's tables. */
async function enrolledPerGroup(periodId: string, where: 'all' | { facultyId: string } | { departmentId: string }) {
  const { rows } = await sql<{ program: string | null; grp: string | null; n: string }>`
    select p.code as program, g.name as grp, count(distinct s.id) as n
    from organizational.students s
    join organizational.enrollments e on e.student_id = s.id
    join organizational.sections sec on sec.id = e.section_id
    left join organizational.programs p on p.id = s.program_id
    left join organizational.groups g on g.id = s.group_id
    left join organizational.departments d on d.id = coalesce(p.department_id, g.department_id)
    where sec.period_id = ${periodId}
      and ${where === 'all' ? sql`true` : 'facultyId' in where ? sql`d.faculty_id = ${where.facultyId}` : sql`d.id = ${where.departmentId}`}
    group by p.code, g.name`.execute(root);
  return Object.fromEntries(rows.map((row) => [`${row.program ?? ''}/${row.grp ?? ''}`, Number(row.n)]));
}
const perGroup = (report: EnrolmentReport) => Object.fromEntries(report.data.map((row) => [`${row.programCode ?? ''}/${row.groupName ?? ''}`, row.students]));

beforeAll(async () => {
  app = await startTestApp([authModule, organizationalModule, attendanceModule, gradingModule], { demo: true });
  db = app.deps.database<GradingDatabase>('grading');
  root = app.deps.database<unknown>('public');
  [admin, qa, deans, chair, lecturer, student] = (await Promise.all(['admin@campus.test', 'qa@campus.test', 'deans@campus.test', 'chair@campus.test', 'lecturer@campus.test', 'student@campus.test'].map((email) => demoCaller(app.app, email)))) as [DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller];
  facultyId = (await sql<{ id: string }>`select id from organizational.faculties where dean_user_id = ${deans.userId}`.execute(root)).rows[0]!.id;
  departmentId = (await sql<{ id: string }>`select id from organizational.departments where chair_user_id = ${chair.userId}`.execute(root)).rows[0]!.id;
  const sections = (await lecturer('GET', '/api/attendance/lecturer/sections')).json<{ data: TeachingSection[] }>().data;
  section = sections[0]!;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('scope', () => {
  test('a lecturer and a student are refused every report and its PDF (403), anonymous 401; an unknown kind of PDF is 400', async () => {
    for (const kind of REPORT_KINDS)
      for (const caller of [lecturer, student]) {
        expect((await caller('GET', reportPath(kind))).statusCode).toBe(403);
        expect((await caller('GET', reportPdfPath(kind))).statusCode).toBe(403);
      }
    expect((await app.app.inject({ method: 'GET', url: reportPath('grades') })).statusCode).toBe(401);
    expect((await admin('GET', '/api/grading/reports/salaries/pdf')).statusCode).toBe(400);
    expect((await admin('GET', `${reportPdfPath('grades')}?lang=de`)).statusCode).toBe(400);
  });
});

describe('enrolment', () => {
  test('administrators and quality assurance: every student of the period per program and group, as organizational\'s tables count them', async () => {
    const [all, byQa] = await Promise.all([json<EnrolmentReport>(admin, reportPath('enrolment')), json<EnrolmentReport>(qa, reportPath('enrolment'))]);
    expect(all.period).toMatchObject({ id: section.periodId });
    expect(byQa).toEqual(all);
    expect(perGroup(all)).toEqual(await enrolledPerGroup(section.periodId, 'all'));
    expect(all.total).toBe(all.data.reduce((sum, row) => sum + row.students, 0));
    expect(all.total).toBeGreaterThan(100);
  });

  test("the dean's office its faculty's, a chair their department's", async () => {
    const [mine, chairs] = await Promise.all([json<EnrolmentReport>(deans, reportPath('enrolment')), json<EnrolmentReport>(chair, reportPath('enrolment'))]);
    expect(mine.total).toBeGreaterThan(0);
    expect(perGroup(mine)).toEqual(await enrolledPerGroup(section.periodId, { facultyId }));
    expect(perGroup(chairs)).toEqual(await enrolledPerGroup(section.periodId, { departmentId }));
    expect((await json<EnrolmentReport>(admin, reportPath('enrolment'))).total).toBeGreaterThan(mine.total);
  });
});

describe('teaching load', () => {
  test("the dean's office's lecturers with allocation's hours", async () => {
    const [load, loads] = await Promise.all([json<TeachingLoad>(deans, reportPath('teaching-load')), json<{ data: LecturerLoad[] }>(deans, '/api/allocation/loads')]);
    expect(load.data.map((row) => [row.lecturerId, row.allocatedHours, row.maxLoad])).toEqual(loads.data.map((row) => [row.lecturerId, row.currentLoad, row.maxLoad]));
    expect((await json<TeachingLoad>(chair, reportPath('teaching-load'))).data.every((row) => row.departmentId === departmentId)).toBe(true);
  });
});

describe('grades', () => {
  test('a subject\'s published scores fall into five bands of 0..20; the mean is theirs; the pass rate is the share of students whose average reaches 10', async () => {
    // The course's midterms this period are replaced by one published midterm with known scores.
    const roster = (await sql<{ student_id: string }>`select student_id from organizational.enrollments where section_id = ${section.sectionId} order by student_id limit 5`.execute(root)).rows.map((row) => row.student_id);
    expect(roster.length).toBe(5);
    await db.deleteFrom('midterms').where('course_id', '=', section.courseId).where('period_id', '=', section.periodId).execute();
    const scores = [3, 4, 9.5, 10, 20];
    const { id } = await db
      .insertInto('midterms')
      .values({ section_id: section.sectionId, course_id: section.courseId, period_id: section.periodId, number: 1, status: 'published', version: 2, last_saved_at: new Date(), last_saved_by: lecturer.userId, published_at: new Date(), published_by: 'Test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('midterm_entries').values(roster.map((studentId, index) => ({ midterm_id: id, student_id: studentId, score: scores[index]!, published_score: scores[index]! }))).execute();
    // A second midterm saved but not published does not count.
    const draft = await db.insertInto('midterms').values({ section_id: section.sectionId, course_id: section.courseId, period_id: section.periodId, number: 2, version: 1 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('midterm_entries').values({ midterm_id: draft.id, student_id: roster[0]!, score: 0 }).execute();

    const report = await json<GradesReport>(admin, reportPath('grades'));
    expect(report.passMark).toBe(10);
    expect(report.bands).toEqual([{ from: 0, to: 4 }, { from: 4, to: 8 }, { from: 8, to: 12 }, { from: 12, to: 16 }, { from: 16, to: 20 }]);
    const row = report.data.find((one) => one.courseId === section.courseId)!;
    expect(row).toMatchObject({ students: 5, scores: 5, bands: [1, 1, 2, 0, 1], mean: 9.3, passRate: 0.4 });
  });

  test('every subject\'s counts agree with the published scores in grading\'s tables of the students in scope', async () => {
    const report = await json<GradesReport>(deans, reportPath('grades'));
    expect(report.data.length).toBeGreaterThan(0);
    const { rows } = await sql<{ course_id: string; n: string; mean: string }>`
      select m.course_id, count(*) as n, avg(me.published_score) as mean
      from grading.midterms m join grading.midterm_entries me on me.midterm_id = m.id
      join organizational.enrollments e on e.section_id = m.section_id and e.student_id = me.student_id
      join organizational.students s on s.id = me.student_id
      left join organizational.programs p on p.id = s.program_id
      left join organizational.groups g on g.id = s.group_id
      join organizational.departments d on d.id = coalesce(p.department_id, g.department_id)
      where m.period_id = ${section.periodId} and me.published_score is not null and d.faculty_id = ${facultyId}
      group by m.course_id`.execute(root);
    const expected = new Map(rows.map((row) => [row.course_id, row]));
    for (const row of report.data) {
      expect(row.bands.reduce((sum, count) => sum + count, 0)).toBe(row.scores);
      const other = expected.get(row.courseId);
      expect(row.scores).toBe(Number(other?.n ?? 0));
      if (other) expect(row.mean).toBeCloseTo(Number(other.mean), 2);
    }
  });
});

describe('attendance', () => {
  test("per subject, the student days and absences are attendance's summary's over the subject's sections", async () => {
    const report = await json<AttendanceReport>(admin, reportPath('attendance'));
    const row = report.data.find((one) => one.courseId === section.courseId)!;
    const sectionIds = (await sql<{ id: string }>`select id from organizational.sections where course_id = ${section.courseId} and period_id = ${section.periodId}`.execute(root)).rows.map((one) => one.id);
    const summaries = (await internal(`${ATTENDANCE_INTERNAL_PATHS.summary}?sectionIds=${sectionIds.join(',')}`)).json<{ data: SectionAttendanceSummary[] }>().data;
    const enrolled = (await sql<{ section_id: string; n: string }>`select section_id, count(*) as n from organizational.enrollments where section_id in (${sql.join(sectionIds)}) group by section_id`.execute(root)).rows;
    const studentDays = enrolled.reduce((sum, one) => sum + Number(one.n) * (summaries.find((summary) => summary.sectionId === one.section_id)?.sessionsHeld ?? 0), 0);
    const missed = summaries.reduce((sum, summary) => sum + summary.students.reduce((inner, one) => inner + one.counts.absent, 0), 0);
    expect(row.students).toBe(enrolled.reduce((sum, one) => sum + Number(one.n), 0));
    expect(row).toMatchObject({ studentDays, missed });
    expect(row.attendedShare).toBeCloseTo((studentDays - missed) / studentDays, 4);
  });
});

describe('the PDFs', () => {
  withText('each report in its language: its title, its period and a row of its figures', async () => {
    const enrolment = await json<EnrolmentReport>(deans, reportPath('enrolment'));
    const answer = await deans('GET', `${reportPdfPath('enrolment')}?lang=ru`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="report-enrolment-[^"]+\.pdf"/);
    const text = pdfText(answer.rawPayload);
    expect(text).toContain('Контингент по программам и группам');
    expect(text).toContain(enrolment.period!.name);
    expect(text).toContain(`Итого ${enrolment.total}`);

    const grades = await json<GradesReport>(admin, reportPath('grades'));
    const hy = pdfText((await admin('GET', `${reportPdfPath('grades')}?lang=hy`)).rawPayload);
    expect(hy).toContain('Գնահատականների բաշխում');
    const row = grades.data.find((one) => one.courseId === section.courseId)!;
    expect(hy).toContain(row.courseCode);

    const en = pdfText((await chair('GET', `${reportPdfPath('attendance')}?lang=en`)).rawPayload);
    expect(en).toContain('Attendance rates');
    const load = pdfText((await chair('GET', `${reportPdfPath('teaching-load')}?lang=en`)).rawPayload);
    expect(load).toContain('Teaching load');
    const lecturers = await json<TeachingLoad>(chair, reportPath('teaching-load'));
    if (lecturers.data[0]) expect(load).toContain(lecturers.data[0].lecturerName);
  });
});
