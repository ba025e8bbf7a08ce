// The test-data generator's marks (issue 15) against real Postgres with auth and organizational mounted and the demo
// university: two sections opened for the test (their class days are organizational's, a holiday added on one of
// them) and a window of students made up here: a mark per student per class day of the last four weeks, the same
// marks from the same seed whatever the ids and the order, removal of exactly the run's marks, and service callers only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import authModule from '@campus/auth';
import organizationalModule from '@campus/organizational';
import { ATTENDANCE_INTERNAL_PATHS, ATTENDANCE_PATHS, sectionAttendancePath, type AbsenceRecord, type AttendancePeriod, type ClassSession, type SectionAttendanceSummary } from '@campus/contracts/attendance';
import { generatedActivityPaths, type GeneratedActivityBody, type GeneratedActivityResponse, type GeneratedPerson, type GeneratedSection, type RemoveGeneratedActivityResponse } from '@campus/contracts/generated-activity';
import { ACADEMIC_CALENDAR_PATHS, ORGANIZATIONAL_PATHS, addDays, type AcademicCalendar, type Section } from '@campus/contracts/organizational';
import { demoCaller, startTestApp, type DemoCaller, type TestApp } from '@campus/kit/testing';
import attendanceModule from '../src/app.js';

const PATHS = generatedActivityPaths('attendance');
/** A Thursday of the autumn term in Yerevan: yesterday closes four weeks of classes (29 October – 25 November). */
const TERM_DAY = new Date('2026-11-26T09:00:00+04:00');
const REAL_TIMERS = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
/** A Monday in those weeks made a holiday: section A meets on Mondays and Thursdays, B twice on Mondays. */
const HOLIDAY = '2026-11-16';
const SEED = 7;

let app: TestApp;
let root: Kysely<unknown>;
let admin: DemoCaller;
let student: DemoCaller;
let period: AttendancePeriod;
let sectionA: Section;
let sectionB: Section;
let demoStudent: GeneratedPerson;
const lecturer: GeneratedPerson = { id: randomUUID(), userId: randomUUID(), key: 'gen-lecturer@gen.test' };

const serviceCall = (url: string, payload: object) => app.app.inject({ method: 'POST', url, payload, headers: { 'x-service-token': app.deps.config.serviceToken } });
const person = (key: string): GeneratedPerson => ({ id: randomUUID(), userId: randomUUID(), key });

/** A window of the two sections; each call gives the students fresh ids (the keys stay). */
function windowOf(runId: string): GeneratedActivityBody {
  const many = Array.from({ length: 200 }, (_, index) => person(`gen-student-${index}@gen.test`));
  const sectionOf = (section: Section, students: GeneratedPerson[], weeklyClasses: GeneratedSection['weeklyClasses']): GeneratedSection => ({
    sectionId: section.id,
    key: `${section.courseCode}-${section.sectionNumber}`,
    courseId: section.courseId,
    courseCode: section.courseCode,
    courseName: section.courseName,
    sectionNumber: Number(section.sectionNumber),
    lecturer,
    students,
    weeklyClasses,
  });
  return {
    runId,
    runNumber: 1,
    seed: SEED,
    period: { id: period.id, startsOn: period.startsOn, endsOn: period.endsOn },
    sections: [
      sectionOf(sectionA, [demoStudent, ...many], [{ weekday: 1, startTime: '20:00', endTime: '21:20' }, { weekday: 4, startTime: '20:00', endTime: '21:20' }]),
      sectionOf(sectionB, [...many.slice(0, 20), person('gen-student-b@gen.test')], [{ weekday: 1, startTime: '07:00', endTime: '07:50' }, { weekday: 1, startTime: '21:30', endTime: '22:20' }]),
    ],
  };
}

async function write(body: GeneratedActivityBody): Promise<GeneratedActivityResponse> {
  const answer = await serviceCall(PATHS.write, body);
  expect(answer.statusCode).toBe(200);
  return answer.json<GeneratedActivityResponse>();
}

async function remove(runId: string): Promise<RemoveGeneratedActivityResponse> {
  const answer = await serviceCall(PATHS.remove, { runId });
  expect(answer.statusCode).toBe(200);
  return answer.json<RemoveGeneratedActivityResponse>();
}

interface StoredMark {
  section_id: string;
  date: string;
  student_id: string;
  status: string;
  notes: string | null;
  recorded_at: Date;
  marked_by: string;
}

const marksOf = async (runId: string) =>
  (await sql<StoredMark>`select section_id, to_char(session_date, 'YYYY-MM-DD') as date, student_id, status, notes, recorded_at, marked_by
    from attendance.marks where generation_run_id = ${runId}`.execute(root)).rows;

/** A run's marks by natural keys: section, student key, day. */
function byKeys(body: GeneratedActivityBody, marks: StoredMark[]): string[] {
  const keyOf = new Map(body.sections.flatMap((section) => section.students.map((one) => [`${section.sectionId}/${one.id}`, `${section.key}/${one.key}`] as const)));
  return marks.map((mark) => `${keyOf.get(`${mark.section_id}/${mark.student_id}`)}/${mark.date} ${mark.status} ${mark.notes} ${mark.recorded_at.toISOString()} ${mark.marked_by}`).sort();
}

/** The distinct days of a section's sessions in the four weeks up to yesterday, as the section's session list has them. */
async function classDays(section: Section): Promise<string[]> {
  const to = addDays('2026-11-26', -1);
  const sessions = (await admin('GET', `${sectionAttendancePath(section.id, 'sessions')}?from=${addDays(to, -27)}&to=${to}`)).json<{ data: ClassSession[] }>().data;
  return [...new Set(sessions.map((session) => session.date))].sort();
}

beforeAll(async () => {
  jest.useFakeTimers({ now: TERM_DAY, advanceTimers: true, doNotFake: [...REAL_TIMERS] });
  app = await startTestApp([authModule, organizationalModule, attendanceModule], { demo: true });
  root = app.deps.database<unknown>('public');
  [admin, student] = (await Promise.all(['admin@campus.test', 'student@campus.test'].map((email) => demoCaller(app.app, email)))) as [DemoCaller, DemoCaller];
  period = (await admin('GET', ATTENDANCE_PATHS.periods)).json<{ data: AttendancePeriod[] }>().data.find((one) => one.isActive)!;
  const { rows: courses } = await sql<{ id: string }>`select id from organizational.courses order by code limit 1`.execute(root);
  const open = async (sectionNumber: string, classes: [number, string, string][]) => {
    const answer = await admin('POST', ORGANIZATIONAL_PATHS.sections, { courseId: courses[0]!.id, periodId: period.id, sectionNumber, capacity: 300, isVirtual: true });
    expect(answer.statusCode).toBe(201);
    for (const [weekday, startTime, endTime] of classes) {
      const weekly = await admin('POST', ORGANIZATIONAL_PATHS.weeklyClasses, { sectionId: answer.json<{ data: Section }>().data.id, weekday, startTime, endTime, isVirtual: true });
      expect(weekly.statusCode).toBe(201);
    }
    return answer.json<{ data: Section }>().data;
  };
  sectionA = await open('91', [[1, '20:00', '21:20'], [4, '20:00', '21:20']]);
  sectionB = await open('92', [[1, '07:00', '07:50'], [1, '21:30', '22:20']]);
  const calendar = (await admin('GET', ACADEMIC_CALENDAR_PATHS.calendar)).json<{ data: AcademicCalendar }>().data;
  const holiday = await admin('POST', ACADEMIC_CALENDAR_PATHS.holidays, { academicYearId: calendar.academicYearId, name: { hy: 'Փորձնական տոն', en: 'Test holiday', ru: 'Тестовый праздник' }, startsOn: HOLIDAY, endsOn: HOLIDAY });
  expect(holiday.statusCode).toBe(201);
  const { rows } = await sql<{ id: string }>`select id from organizational.students where email = 'student@campus.test'`.execute(root);
  demoStudent = { id: rows[0]!.id, userId: student.userId, key: 'student@campus.test' };
}, 180_000);

afterAll(async () => {
  await app?.close();
  jest.useRealTimers();
});

describe('writing a window', () => {
  const runId = randomUUID();
  const body = () => windowOf(runId);
  let window: GeneratedActivityBody;
  let marks: StoredMark[];

  beforeAll(async () => {
    window = body();
    const { counts } = await write(window);
    marks = await marksOf(runId);
    expect(counts).toEqual({ attendanceMarks: marks.length });
  }, 60_000);

  afterAll(async () => {
    await remove(runId);
  });

  test('when a window is written, then each enrolled student has one mark on each class day of the last four weeks, holidays left out', async () => {
    const [daysA, daysB] = [await classDays(sectionA), await classDays(sectionB)];
    expect(daysA).toHaveLength(7);
    expect(daysA).not.toContain(HOLIDAY);
    expect(daysB).toEqual(['2026-11-02', '2026-11-09', '2026-11-23']);
    for (const [section, days] of [[window.sections[0]!, daysA], [window.sections[1]!, daysB]] as const) {
      const own = marks.filter((mark) => mark.section_id === section.sectionId);
      expect(own).toHaveLength(section.students.length * days.length);
      expect([...new Set(own.map((mark) => mark.date))].sort()).toEqual(days);
      expect(new Set(own.map((mark) => mark.student_id))).toEqual(new Set(section.students.map((one) => one.id)));
    }
  });

  test('when a window is written, then the marks are the lecturer\'s, mostly present, with notes on excused, late and partial ones', async () => {
    expect(new Set(marks.map((mark) => mark.marked_by))).toEqual(new Set([lecturer.userId]));
    const share = (status: string) => marks.filter((mark) => mark.status === status).length / marks.length;
    expect(share('present')).toBeGreaterThan(0.75);
    expect(share('absent')).toBeGreaterThan(0.02);
    expect(share('absent')).toBeLessThan(0.15);
    for (const status of ['late', 'excused', 'partial']) expect(share(status)).toBeGreaterThan(0);
    const notes = Object.fromEntries(marks.map((mark) => [mark.status, mark.notes]));
    expect(notes).toEqual({ present: null, absent: null, late: '15 min', excused: 'Medical certificate', partial: 'Left after the first hour' });
    expect(marks.every((mark) => mark.recorded_at.toISOString() === `${mark.date}T12:00:00.000Z`)).toBe(true);
  });

  test('when a window is written, then a few students miss nearly every class (the at-risk list has names)', () => {
    const absences = new Map<string, number>();
    for (const mark of marks) if (mark.section_id === sectionA.id && mark.status === 'absent') absences.set(mark.student_id, (absences.get(mark.student_id) ?? 0) + 1);
    const chronic = [...absences.values()].filter((count) => count >= 6).length;
    expect(chronic).toBeGreaterThan(0);
    expect(chronic).toBeLessThan(window.sections[0]!.students.length * 0.1);
  });

  test('when a window is written, then the student sees their own generated absences and the summary counts every mark', async () => {
    const own = marks.filter((mark) => mark.student_id === demoStudent.id && mark.status !== 'present');
    expect(own.length).toBeGreaterThan(0);
    const absences = (await student('GET', `${ATTENDANCE_PATHS.absences}?academicPeriodId=${period.id}`)).json<{ data: AbsenceRecord[] }>().data.filter((absence) => absence.sectionId === sectionA.id);
    expect(absences.map((absence) => `${absence.date} ${absence.status} ${absence.notes}`).sort()).toEqual(own.map((mark) => `${mark.date} ${mark.status} ${mark.notes}`).sort());
    const summary = await app.app.inject({ method: 'GET', url: `${ATTENDANCE_INTERNAL_PATHS.summary}?sectionIds=${sectionA.id}`, headers: { 'x-service-token': app.deps.config.serviceToken } });
    const [counted] = summary.json<{ data: SectionAttendanceSummary[] }>().data;
    expect(counted!.students).toHaveLength(window.sections[0]!.students.length);
    expect(counted!.students.reduce((sum, row) => sum + Object.values(row.counts).reduce((one, other) => one + other, 0), 0)).toBe(marks.filter((mark) => mark.section_id === sectionA.id).length);
  });

  test('when the same window is written again after removal, other ids and another order, then the marks are the same by section, student and day', async () => {
    const first = byKeys(window, marks);
    expect(await remove(runId)).toEqual({ removed: { attendanceMarks: marks.length } });
    const again = windowOf(runId);
    again.sections.reverse();
    for (const section of again.sections) section.students.reverse();
    expect(await write(again)).toEqual({ counts: { attendanceMarks: marks.length } });
    expect(byKeys(again, await marksOf(runId))).toEqual(first);
  });
});

describe('removing a run', () => {
  test('when a run is removed, then none of its marks is left and every other mark is as it was', async () => {
    const runId = randomUUID();
    const others = async () => (await sql<{ n: string; digest: string }>`select count(*) as n, md5(coalesce(string_agg(m::text, ',' order by section_id, session_date, student_id), '')) as digest
      from attendance.marks m where generation_run_id is distinct from ${runId}`.execute(root)).rows[0]!;
    const before = await others();
    expect(Number(before.n)).toBeGreaterThan(0);
    const { counts } = await write(windowOf(runId));
    expect(counts.attendanceMarks).toBeGreaterThan(0);
    expect(await remove(runId)).toEqual({ removed: { attendanceMarks: counts.attendanceMarks } });
    expect(await marksOf(runId)).toEqual([]);
    expect(await others()).toEqual(before);
    expect(await remove(runId)).toEqual({ removed: { attendanceMarks: 0 } });
  });
});

describe('who may call', () => {
  test('when the caller has no service token, then both routes are 401 and nothing is written', async () => {
    const runId = randomUUID();
    for (const url of [PATHS.write, PATHS.remove]) {
      const payload = url === PATHS.write ? windowOf(runId) : { runId };
      expect((await app.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      expect((await admin('POST', url, payload)).statusCode).toBe(401);
      expect((await app.app.inject({ method: 'POST', url, payload, headers: { 'x-service-token': 'not-the-token' } })).statusCode).toBe(401);
    }
    expect(await marksOf(runId)).toEqual([]);
  });
});
