// The examination board against real Postgres and Redis (or embedded) with auth, organizational and attendance
// mounted on the demo university: who sees which students and lecturers (administrators and quality assurance all,
// the dean's office its faculty, a chair their department, others 403), published scores and the marks of a real
// section turned into averages, missed shares and the at-risk flags, and the teaching load against organizational's
// allocation. Published scores are arranged in grading's tables as a publish leaves them (the publish flow has its
// own test); absences go through attendance's marking API.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import attendanceModule from '@campus/attendance';
import authModule from '@campus/auth';
import organizationalModule from '@campus/organizational';
import { ATTENDANCE_INTERNAL_PATHS, sectionAttendancePath, type ClassSession, type Roster, type SectionAttendanceSummary, type TeachingSection } from '@campus/contracts/attendance';
import { BOARD_PATHS, ORGANIZATIONAL_BOARD_PATHS, type BoardProgress, type BoardStudent, type StudentProgress, type TeachingLoad } from '@campus/contracts/grading';
import { dayIn, type LecturerLoad } from '@campus/contracts/organizational';
import { demoCaller, startTestApp, type DemoCaller, type TestApp } from '@campus/kit/testing';
import gradingModule from '../src/app.js';
import type { GradingDatabase } from '../src/db/database.js';

const hasPdftotext = !spawnSync('pdftotext', ['-v']).error;
if (!hasPdftotext) console.warn('pdftotext is not installed (Debian: poppler-utils): the test that reads the PDF as text is skipped');
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
let otherFacultyId: string;
let departmentId: string;
let section: TeachingSection;
let roster: Roster['students'];
/** The section's class days so far (distinct, oldest first). */
let classDays: string[];
let today: string;

const json = async <T>(caller: DemoCaller, url: string) => {
  const answer = await caller('GET', url);
  expect(answer.statusCode).toBe(200);
  return answer.json<T>();
};
const progress = (caller: DemoCaller, query = '') => json<BoardProgress>(caller, `${BOARD_PATHS.progress}?pageSize=100${query}`);
/** Every student of the board's view, page by page. */
async function everyone(caller: DemoCaller, query = ''): Promise<StudentProgress[]> {
  const rows: StudentProgress[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await progress(caller, `${query}&page=${page}`);
    rows.push(...answer.data);
    if (rows.length >= answer.total) return rows;
  }
}
const internal = (url: string) => app.app.inject({ method: 'GET', url, headers: { 'x-service-token': app.deps.config.serviceToken } });
const subjectOf = async (studentNumber: string) => {
  const rows = (await progress(admin, `&search=${encodeURIComponent(studentNumber)}`)).data;
  const row = rows.find((one) => one.studentNumber === studentNumber)!;
  return { row, subject: row.subjects.find((one) => one.sectionId === section.sectionId)! };
};
const mark = async (date: string, studentId: string, status: 'present' | 'absent') => {
  const answer = await lecturer('PUT', sectionAttendancePath(section.sectionId, 'marks'), { date, marks: [{ studentId, status }] });
  expect(answer.statusCode).toBe(200);
};

/** A midterm of the section published with these scores (student index → score). */
async function published(number: number, scores: [number, number][]) {
  const { id } = await db
    .insertInto('midterms')
    .values({ section_id: section.sectionId, course_id: section.courseId, period_id: section.periodId, number, status: 'published', version: 2, last_saved_at: new Date(), last_saved_by: lecturer.userId, published_at: new Date(), published_by: 'Test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('midterm_entries')
    .values(scores.map(([index, score]) => ({ midterm_id: id, student_id: roster[index]!.studentId, score, published_score: score })))
    .execute();
}

/**
 * The clock the services and the test read (Date only; timers stay real and it runs on from here): a Thursday in the
 * autumn term with four weeks of classes behind it. The demo's active period and its seeded marks come from the
 * clock, and on a term's first days (1–2 September, 1–2 February) no section would have met yet.
 */
const TERM_DAY = new Date('2026-11-26T09:00:00+04:00');
const REAL_TIMERS = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

beforeAll(async () => {
  jest.useFakeTimers({ now: TERM_DAY, advanceTimers: true, doNotFake: [...REAL_TIMERS] });
  app = await startTestApp([authModule, organizationalModule, attendanceModule, gradingModule], { demo: true });
  db = app.deps.database<GradingDatabase>('grading');
  root = app.deps.database<unknown>('public');
  [admin, qa, deans, chair, lecturer, student] = (await Promise.all(['admin@campus.test', 'qa@campus.test', 'deans@campus.test', 'chair@campus.test', 'lecturer@campus.test', 'student@campus.test'].map((email) => demoCaller(app.app, email)))) as [DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller];
  const faculties = (await sql<{ id: string; dean_user_id: string | null }>`select id, dean_user_id from organizational.faculties order by code`.execute(root)).rows;
  facultyId = faculties.find((one) => one.dean_user_id === deans.userId)!.id;
  otherFacultyId = faculties.find((one) => one.id !== facultyId)!.id;
  departmentId = (await sql<{ id: string }>`select id from organizational.departments where chair_user_id = ${chair.userId}`.execute(root)).rows[0]!.id;
  // A section of the demo lecturer that has met and has at least three students.
  const sections = (await lecturer('GET', '/api/attendance/lecturer/sections')).json<{ data: TeachingSection[] }>().data;
  const summaries = (await internal(`${ATTENDANCE_INTERNAL_PATHS.summary}?sectionIds=${sections.map((one) => one.sectionId).join(',')}`)).json<{ data: SectionAttendanceSummary[] }>().data;
  today = dayIn(new Date(), app.deps.config.timeZone);
  for (const candidate of sections) {
    if ((summaries.find((one) => one.sectionId === candidate.sectionId)?.sessionsHeld ?? 0) < 2) continue;
    const students = (await lecturer('GET', `${sectionAttendancePath(candidate.sectionId, 'roster')}?date=${today}`)).json<{ data: Roster }>().data.students;
    if (students.length < 3 || students.some((one) => !one.studentNumber)) continue;
    section = candidate;
    roster = students;
    break;
  }
  if (!section) throw new Error('the demo lecturer has no section that has met with three students');
  const sessions = (await lecturer('GET', sectionAttendancePath(section.sectionId, 'sessions'))).json<{ data: ClassSession[] }>().data;
  classDays = [...new Set(sessions.map((one) => one.date).filter((date) => date <= today))];
}, 120_000);

afterAll(async () => {
  await app?.close();
  jest.useRealTimers();
});

describe('who sees whom', () => {
  test('administrators and quality assurance see every student of the period; the answer states the rules and the period', async () => {
    const [all, byQa] = await Promise.all([progress(admin), progress(qa)]);
    expect(all.total).toBeGreaterThan(100);
    expect(byQa.total).toBe(all.total);
    expect(all.rules).toEqual({ passMark: 10, absenceShare: 0.25, failingSubjects: 2 });
    expect(all.period).toMatchObject({ id: section.periodId });
    expect(all.data.every((row) => row.subjects.length > 0)).toBe(true);
  });

  test("the dean's office sees exactly its faculty's students, and nobody of another faculty", async () => {
    const [mine, asAdmin] = await Promise.all([everyone(deans), everyone(admin, `&facultyId=${facultyId}`)]);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((row) => row.studentId).sort()).toEqual(asAdmin.map((row) => row.studentId).sort());
    expect((await progress(admin)).total).toBeGreaterThan(mine.length);
    expect((await progress(deans, `&facultyId=${otherFacultyId}`)).total).toBe(0);
  });

  test('a chair sees exactly their department\'s students', async () => {
    const [mine, asAdmin] = await Promise.all([everyone(chair), everyone(admin, `&departmentId=${departmentId}`)]);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((row) => row.studentId).sort()).toEqual(asAdmin.map((row) => row.studentId).sort());
  });

  test('a group, a program and a search narrow the list to those students', async () => {
    const { rows } = await sql<{ group_id: string; program_id: string; student_id: string }>`select s.group_id, s.program_id, s.student_id from organizational.students s where s.id = ${roster[0]!.studentId}`.execute(root);
    const one = rows[0]!;
    const inGroup = (await sql<{ id: string }>`select id from organizational.students where group_id = ${one.group_id}`.execute(root)).rows.map((row) => row.id);
    const byGroup = await everyone(admin, `&groupId=${one.group_id}`);
    expect(byGroup.length).toBeGreaterThan(0);
    expect(byGroup.every((row) => inGroup.includes(row.studentId))).toBe(true);
    const byProgram = await everyone(admin, `&programId=${one.program_id}`);
    const inProgram = (await sql<{ id: string }>`select id from organizational.students where program_id = ${one.program_id}`.execute(root)).rows.map((row) => row.id);
    expect(byProgram.map((row) => row.studentId)).toContain(roster[0]!.studentId);
    expect(byProgram.every((row) => inProgram.includes(row.studentId))).toBe(true);
    const found = (await progress(admin, `&search=${encodeURIComponent(one.student_id)}`)).data;
    expect(found.map((row) => row.studentId)).toEqual([roster[0]!.studentId]);
  });

  test('a lecturer and a student are refused (403), anonymous 401; an unknown period is 404 PERIOD_NOT_FOUND', async () => {
    for (const caller of [lecturer, student]) {
      expect((await caller('GET', BOARD_PATHS.progress)).statusCode).toBe(403);
      expect((await caller('GET', BOARD_PATHS.teachingLoad)).statusCode).toBe(403);
    }
    expect((await app.app.inject({ method: 'GET', url: BOARD_PATHS.progress })).statusCode).toBe(401);
    const unknown = await admin('GET', `${BOARD_PATHS.progress}?periodId=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('PERIOD_NOT_FOUND');
  });

  test("organizational's board students: all without a manager, the manager's departments with one; services only", async () => {
    const url = `${ORGANIZATIONAL_BOARD_PATHS.students}?periodId=${section.periodId}`;
    const all = (await internal(url)).json<{ data: BoardStudent[] }>().data;
    const deansOnly = (await internal(`${url}&managerUserId=${deans.userId}`)).json<{ data: BoardStudent[] }>().data;
    expect(all.length).toBe((await progress(admin)).total);
    expect(deansOnly.map((one) => one.studentId).sort()).toEqual((await everyone(deans)).map((one) => one.studentId).sort());
    expect(all.every((one) => one.sections.every((ref) => ref.courseCode))).toBe(true);
    expect((await internal(`${url}&managerUserId=${lecturer.userId}`)).json<{ data: BoardStudent[] }>().data).toEqual([]);
    expect((await admin('GET', url)).statusCode).toBe(401);
  });
});

describe('progress and the at-risk rules on real data', () => {
  test('published scores make each subject\'s average (a score saved but not published does not count); the student\'s average is of all their published scores', async () => {
    // The demo seeds midterms: this section's are replaced by ours.
    await db.deleteFrom('midterms').where('section_id', '=', section.sectionId).execute();
    await published(1, [[0, 9.5], [1, 10]]);
    await published(2, [[0, 10], [1, 10]]);
    // A third midterm saved with a low score but never published.
    const { id } = await db.insertInto('midterms').values({ section_id: section.sectionId, course_id: section.courseId, period_id: section.periodId, number: 3, version: 1 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('midterm_entries').values({ midterm_id: id, student_id: roster[1]!.studentId, score: 2 }).execute();

    const first = await subjectOf(roster[0]!.studentNumber!);
    expect(first.subject).toMatchObject({ scores: [{ number: 1, score: 9.5 }, { number: 2, score: 10 }], average: 9.75, belowPassMark: true });
    const second = await subjectOf(roster[1]!.studentNumber!);
    expect(second.subject).toMatchObject({ scores: [{ number: 1, score: 10 }, { number: 2, score: 10 }], average: 10, belowPassMark: false });
    for (const { row } of [first, second]) {
      const scores = row.subjects.flatMap((one) => one.scores.map((entry) => entry.score));
      const average = scores.reduce((sum, score) => sum + score, 0) / scores.length;
      expect(row.average).toBeCloseTo(average, 2);
      expect(row.reasons.includes('low_average')).toBe(average < 10);
    }
  });

  test('absences up to a quarter of the class days are not over the share; one more is, and makes the student at risk', async () => {
    const target = roster[2]!;
    const allowed = Math.floor(classDays.length / 4);
    for (const [index, day] of classDays.entries()) await mark(day, target.studentId, index < allowed ? 'absent' : 'present');
    const within = (await subjectOf(target.studentNumber!)).subject;
    expect(within).toMatchObject({ sessionsHeld: classDays.length, missed: allowed, overAbsenceShare: false });
    expect(within.missedShare).toBeCloseTo(allowed / classDays.length, 4);

    await mark(classDays[allowed]!, target.studentId, 'absent');
    const { row, subject } = await subjectOf(target.studentNumber!);
    expect(subject).toMatchObject({ missed: allowed + 1, overAbsenceShare: true });
    expect(row).toMatchObject({ atRisk: true });
    expect(row.reasons).toContain('absences');
  });

  test('atRiskOnly keeps the students at risk, counted as atRiskCount; every page states it', async () => {
    const all = await progress(admin);
    const risky = await everyone(admin, '&atRiskOnly=true');
    expect(risky.length).toBe(all.atRiskCount);
    expect(risky.every((row) => row.atRisk && row.reasons.length > 0)).toBe(true);
    expect(risky.map((row) => row.studentId)).toContain(roster[2]!.studentId);
  });
});

describe('the PDF of the view', () => {
  withText("the dean's office's at-risk students in Russian: the title, the rules, the counts, their names and nobody on track", async () => {
    const answer = await deans('GET', `${BOARD_PATHS.progressPdf}?atRiskOnly=true&lang=ru`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="examination-board-[^"]+\.pdf"; filename\*=UTF-8''/);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: answer.rawPayload }).toString('utf8').replace(/\s+/g, ' ');
    expect(text).toContain('Экзаменационная комиссия: успеваемость студентов');
    expect(text).toContain('пропуски больше 25 % занятий предмета');
    const risky = await everyone(deans, '&atRiskOnly=true');
    expect(text).toContain(`Студентов: ${risky.length}, в зоне риска: ${risky.length}`);
    if (risky[0]) expect(text).toContain(risky[0].fullName);
    expect(text).not.toContain('Без риска');
  });

  test('a lecturer is refused; an unknown language is a 400', async () => {
    expect((await lecturer('GET', BOARD_PATHS.progressPdf)).statusCode).toBe(403);
    expect((await admin('GET', `${BOARD_PATHS.progressPdf}?lang=de`)).statusCode).toBe(400);
  });
});

describe('teaching load', () => {
  test("the dean's office sees its faculty's lecturers with organizational's allocated hours; the demo lecturer's sections, weekly hours and students", async () => {
    const [load, loads] = await Promise.all([json<TeachingLoad>(deans, BOARD_PATHS.teachingLoad), json<{ data: LecturerLoad[] }>(deans, '/api/allocation/loads')]);
    expect(load.period).toMatchObject({ id: section.periodId });
    expect(load.data.map((row) => [row.lecturerId, row.allocatedHours, row.maxLoad])).toEqual(loads.data.map((row) => [row.lecturerId, row.currentLoad, row.maxLoad]));
    const departments = (await sql<{ id: string }>`select id from organizational.departments where faculty_id = ${facultyId}`.execute(root)).rows.map((row) => row.id);
    expect(load.data.every((row) => departments.includes(row.departmentId))).toBe(true);
    const all = await json<TeachingLoad>(admin, BOARD_PATHS.teachingLoad);
    expect(all.data.length).toBeGreaterThan(load.data.length);
    const lecturerId = (await sql<{ id: string }>`select id from organizational.lecturers where user_id = ${lecturer.userId}`.execute(root)).rows[0]!.id;
    const mine = all.data.find((row) => row.lecturerId === lecturerId)!;
    const taught = (await lecturer('GET', '/api/attendance/lecturer/sections')).json<{ data: TeachingSection[] }>().data;
    expect(mine.sections).toBe(taught.length);
    expect(mine.weeklyClassHours).toBeGreaterThan(0);
    expect(mine.students).toBeGreaterThanOrEqual(roster.length);
  });

  test('a chair sees their department\'s lecturers only; another faculty asked by the dean\'s office is empty', async () => {
    const load = await json<TeachingLoad>(chair, BOARD_PATHS.teachingLoad);
    expect(load.data.length).toBeGreaterThan(0);
    expect(load.data.every((row) => row.departmentId === departmentId)).toBe(true);
    expect((await json<TeachingLoad>(deans, `${BOARD_PATHS.teachingLoad}?facultyId=${otherFacultyId}`)).data).toEqual([]);
  });
});
