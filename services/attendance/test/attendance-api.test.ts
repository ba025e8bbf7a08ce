// The attendance API against real Postgres and Redis with auth and organizational mounted and the demo university:
// periods, the seeded marks and a student's own absences, bulk marking with notes, idempotent replays and older
// changes that lose to newer ones, unmarking, every error code, who may read and mark a section, the matrix and a
// lecturer's sections of a day.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import authModule from '@campus/auth';
import organizationalModule from '@campus/organizational';
import { ABSENCE_STATUSES, ATTENDANCE_INTERNAL_PATHS, ATTENDANCE_PATHS, sectionAttendancePath, type SectionAttendanceSummary, type AbsenceRecord, type AttendanceMatrix, type AttendancePeriod, type ClassSession, type MarksResult, type Roster, type TeachingSection } from '@campus/contracts/attendance';
import { addDays, dayIn } from '@campus/contracts/organizational';
import { demoCaller, startTestApp, type DemoCaller, type TestApp } from '@campus/kit/testing';
import attendanceModule from '../src/app.js';

let app: TestApp;
let root: Kysely<unknown>;
let lecturer: DemoCaller;
let otherLecturer: DemoCaller;
let chair: DemoCaller;
let deans: DemoCaller;
let admin: DemoCaller;
let student: DemoCaller;
let section: TeachingSection;
/** The section's latest class day before today, and one of its days without a class. */
let classDay: string;
let noClassDay: string;
let today: string;
let roster: Roster['students'];

const marksPath = () => sectionAttendancePath(section.sectionId, 'marks');
const rosterOf = async (caller: DemoCaller, date = classDay) => (await caller('GET', `${sectionAttendancePath(section.sectionId, 'roster')}?date=${date}`)).json<{ data: Roster }>().data;
const entryOf = async (studentId: string) => (await rosterOf(lecturer)).students.find((entry) => entry.studentId === studentId)!;
const put = (caller: DemoCaller, body: object) => caller('PUT', marksPath(), body);
const result = async (caller: DemoCaller, body: object) => {
  const answer = await put(caller, body);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: MarksResult }>().data;
};
const errorOf = async (answer: Promise<{ statusCode: number; json: <T>() => T }>) => {
  const { statusCode, json } = await answer;
  const body = json<{ code: string; details?: { studentIds?: string[] } }>();
  return { status: statusCode, code: body.code, studentIds: body.details?.studentIds };
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * The clock the services and the test read (Date only; timers stay real and the clock runs on from here): a
 * Thursday morning in Yerevan in the autumn term, with four weeks of classes behind it. The demo's active period,
 * its seeded marks and "today" all come from the clock, and on a term's first days (1–2 September, 1–2 February)
 * there would be no past class day to mark.
 */
const TERM_DAY = new Date('2026-11-26T09:00:00+04:00');
const REAL_TIMERS = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

beforeAll(async () => {
  jest.useFakeTimers({ now: TERM_DAY, advanceTimers: true, doNotFake: [...REAL_TIMERS] });
  app = await startTestApp([authModule, organizationalModule, attendanceModule], { demo: true });
  root = app.deps.database<unknown>('public');
  today = dayIn(new Date(), app.deps.config.timeZone);
  [lecturer, chair, deans, admin, student] = (await Promise.all(['lecturer@campus.test', 'chair@campus.test', 'deans@campus.test', 'admin@campus.test', 'student@campus.test'].map((email) => demoCaller(app.app, email)))) as [DemoCaller, DemoCaller, DemoCaller, DemoCaller, DemoCaller];
  // A section of the demo lecturer with the demo student in it and a class day in the seeded weeks (the last four
  // before today, or before the active period's end when it is over).
  const active = (await lecturer('GET', ATTENDANCE_PATHS.periods)).json<{ data: AttendancePeriod[] }>().data.find((period) => period.isActive)!;
  const lastDay = addDays(today, -1) < active.endsOn ? addDays(today, -1) : active.endsOn;
  const sections = (await lecturer('GET', '/api/attendance/lecturer/sections')).json<{ data: TeachingSection[] }>().data;
  for (const candidate of sections) {
    const sessions = (await lecturer('GET', `${sectionAttendancePath(candidate.sectionId, 'sessions')}?from=${addDays(lastDay, -27)}&to=${lastDay}`)).json<{ data: ClassSession[] }>().data;
    const students = (await lecturer('GET', `${sectionAttendancePath(candidate.sectionId, 'roster')}?date=${today}`)).json<{ data: Roster }>().data.students;
    if (!sessions.length || !students.some((one) => one.userId === student.userId)) continue;
    section = candidate;
    classDay = sessions.at(-1)!.date;
    const meets = new Set(sessions.map((session) => session.date));
    noClassDay = [1, 2, 3, 4, 5, 6].map((back) => addDays(classDay, -back)).find((day) => !meets.has(day))!;
    roster = students;
    break;
  }
  if (!section) throw new Error('the demo lecturer has no section with the demo student and a past class');
  const { rows } = await sql<{ email: string }>`select l.email from organizational.lecturers l
    where exists (select 1 from organizational.sections s where s.lecturer_id = l.id)
      and not exists (select 1 from organizational.sections s where s.lecturer_id = l.id and s.id = ${section.sectionId})
      and l.email <> 'lecturer@campus.test' order by l.email limit 1`.execute(root);
  otherLecturer = await demoCaller(app.app, rows[0]!.email);
}, 120_000);

afterAll(async () => {
  await app?.close();
  jest.useRealTimers();
});

describe('periods and absences', () => {
  test('the periods, newest first, one of them active; anonymous is turned away', async () => {
    const periods = (await student('GET', '/api/attendance/periods')).json<{ data: AttendancePeriod[] }>().data;
    expect(periods.filter((period) => period.isActive)).toHaveLength(1);
    expect(periods.map((period) => period.startsOn)).toEqual([...periods.map((period) => period.startsOn)].sort().reverse());
    expect((await app.app.inject({ method: 'GET', url: '/api/attendance/periods' })).statusCode).toBe(401);
  });

  test("the demo: the student's absences of the active period, newest first, named by course and section", async () => {
    const absences = (await student('GET', '/api/attendance/student/absences')).json<{ data: AbsenceRecord[] }>().data;
    expect(absences.length).toBeGreaterThan(0);
    expect(absences.every((absence) => ABSENCE_STATUSES.includes(absence.status))).toBe(true);
    expect(absences.map((absence) => absence.date)).toEqual([...absences.map((absence) => absence.date)].sort().reverse());
    const ours = absences.find((absence) => absence.sectionId === section.sectionId)!;
    expect(ours).toMatchObject({ courseCode: section.courseCode, courseName: section.courseName, sectionName: section.sectionNumber });
  });

  test('another period has none of them; an unknown period is 404 PERIOD_NOT_FOUND', async () => {
    const periods = (await student('GET', '/api/attendance/periods')).json<{ data: AttendancePeriod[] }>().data;
    const other = periods.find((period) => !period.isActive)!;
    expect((await student('GET', `/api/attendance/student/absences?academicPeriodId=${other.id}`)).json()).toEqual({ data: [] });
    expect(await errorOf(student('GET', `/api/attendance/student/absences?academicPeriodId=${randomUUID()}`))).toMatchObject({ status: 404, code: 'PERIOD_NOT_FOUND' });
  });
});

describe('marking', () => {
  test('several students at once, with notes; the roster shows them', async () => {
    const [a, b, c] = roster;
    const marked = await result(lecturer, { date: classDay, marks: [{ studentId: a!.studentId, status: 'absent', notes: 'Called in sick' }, { studentId: b!.studentId, status: 'late', notes: '  ' }, { studentId: c!.studentId, status: 'present', notes: null }] });
    expect(marked).toEqual({ updated: 3, superseded: 0 });
    const day = await rosterOf(lecturer);
    expect(day.sessions.length).toBeGreaterThan(0);
    expect(day.students.map((entry) => entry.studentId)).toEqual(roster.map((entry) => entry.studentId));
    expect(day.students.slice(0, 3).map(({ status, notes }) => ({ status, notes }))).toEqual([
      { status: 'absent', notes: 'Called in sick' },
      { status: 'late', notes: null },
      { status: 'present', notes: null },
    ]);
    expect(day.students[0]!.markedAt).not.toBeNull();
  });

  test('a mark without notes keeps the stored ones; null clears them', async () => {
    const [a] = roster;
    await result(lecturer, { date: classDay, marks: [{ studentId: a!.studentId, status: 'excused', notes: 'Certificate' }] });
    await result(lecturer, { date: classDay, marks: [{ studentId: a!.studentId, status: 'excused' }] });
    expect(await entryOf(a!.studentId)).toMatchObject({ status: 'excused', notes: 'Certificate' });
    await result(lecturer, { date: classDay, marks: [{ studentId: a!.studentId, status: 'present', notes: null }] });
    expect(await entryOf(a!.studentId)).toMatchObject({ status: 'present', notes: null });
  });

  test('sent again it is the same; an older queued change loses to a newer stored one', async () => {
    const [, b] = roster;
    // Made now (the test before marked this student a moment ago), sent twice.
    const newer = { date: classDay, recordedAt: new Date().toISOString(), marks: [{ studentId: b!.studentId, status: 'remote', notes: 'Online' }] };
    expect(await result(lecturer, newer)).toEqual({ updated: 1, superseded: 0 });
    expect(await result(lecturer, newer)).toEqual({ updated: 1, superseded: 0 });
    expect(await entryOf(b!.studentId)).toMatchObject({ status: 'remote', notes: 'Online' });
    const older = { date: classDay, recordedAt: minutesAgo(30), marks: [{ studentId: b!.studentId, status: 'absent' }, { studentId: roster[3]!.studentId, status: 'unmarked' }] };
    await result(lecturer, { date: classDay, recordedAt: minutesAgo(2), marks: [{ studentId: roster[3]!.studentId, status: 'late' }] });
    expect(await result(lecturer, older)).toEqual({ updated: 0, superseded: 2 });
    expect(await entryOf(b!.studentId)).toMatchObject({ status: 'remote', notes: 'Online' });
    expect(await entryOf(roster[3]!.studentId)).toMatchObject({ status: 'late' });
  });

  test('a time ahead of the server counts as now: it cannot make a mark unbeatable', async () => {
    const [, , c] = roster;
    await result(lecturer, { date: classDay, recordedAt: new Date(Date.now() + 86_400_000).toISOString(), marks: [{ studentId: c!.studentId, status: 'absent' }] });
    expect(await result(lecturer, { date: classDay, marks: [{ studentId: c!.studentId, status: 'present' }] })).toEqual({ updated: 1, superseded: 0 });
  });

  test('unmarked removes the mark, and an older queued mark does not bring it back', async () => {
    const [, , c] = roster;
    const removedAt = new Date();
    expect(await result(lecturer, { date: classDay, recordedAt: removedAt.toISOString(), marks: [{ studentId: c!.studentId, status: 'unmarked' }] })).toEqual({ updated: 1, superseded: 0 });
    expect(await entryOf(c!.studentId)).toMatchObject({ status: 'unmarked', notes: null, markedAt: null });
    const queued = { date: classDay, recordedAt: new Date(removedAt.getTime() - 60_000).toISOString(), marks: [{ studentId: c!.studentId, status: 'absent', notes: 'Queued offline' }] };
    expect(await result(lecturer, queued)).toEqual({ updated: 0, superseded: 1 });
    expect(await entryOf(c!.studentId)).toMatchObject({ status: 'unmarked', notes: null });
    const matrix = (await lecturer('GET', `${sectionAttendancePath(section.sectionId, 'matrix')}?from=${classDay}&to=${classDay}`)).json<{ data: AttendanceMatrix }>().data;
    expect(matrix.students.find((row) => row.studentId === c!.studentId)!.marks).not.toHaveProperty(classDay);
  });

  test('an administrator marks any section', async () => {
    expect(await result(admin, { date: classDay, marks: [{ studentId: roster[4]!.studentId, status: 'partial', notes: 'Left early' }] })).toEqual({ updated: 1, superseded: 0 });
  });
});

describe('error codes', () => {
  const one = () => [{ studentId: roster[0]!.studentId, status: 'present' }];

  test('a student twice, a stranger, a day without class, a future day: all or nothing', async () => {
    const a = roster[0]!.studentId;
    expect(await errorOf(put(lecturer, { date: classDay, marks: [{ studentId: a, status: 'late' }, { studentId: a, status: 'absent' }] }))).toMatchObject({ status: 400, code: 'DUPLICATE_STUDENT' });
    const stranger = randomUUID();
    expect(await errorOf(put(lecturer, { date: classDay, marks: [{ studentId: a, status: 'late' }, { studentId: stranger, status: 'absent' }] }))).toEqual({ status: 400, code: 'STUDENT_NOT_IN_SECTION', studentIds: [stranger] });
    expect((await entryOf(a)).status).not.toBe('late');
    expect(await errorOf(put(lecturer, { date: noClassDay, marks: one() }))).toMatchObject({ status: 400, code: 'NOT_A_CLASS_DAY' });
    expect(await errorOf(put(lecturer, { date: addDays(today, 7), marks: one() }))).toMatchObject({ status: 400, code: 'DATE_IN_FUTURE' });
  });

  test('an unknown section, a bad range, a status outside the list', async () => {
    expect(await errorOf(lecturer('PUT', sectionAttendancePath(randomUUID(), 'marks'), { date: classDay, marks: one() }))).toMatchObject({ status: 404, code: 'SECTION_NOT_FOUND' });
    expect(await errorOf(lecturer('GET', `${sectionAttendancePath(section.sectionId, 'matrix')}?from=${classDay}&to=${addDays(classDay, -1)}`))).toMatchObject({ status: 400, code: 'RANGE_INVALID' });
    expect(await errorOf(lecturer('GET', `${sectionAttendancePath(section.sectionId, 'sessions')}?from=${addDays(today, -400)}&to=${today}`))).toMatchObject({ status: 400, code: 'RANGE_INVALID' });
    expect((await put(lecturer, { date: classDay, marks: [{ studentId: roster[0]!.studentId, status: 'asleep' }] })).statusCode).toBe(400);
  });
});

describe('who may read and mark a section', () => {
  const body = () => ({ date: classDay, marks: [{ studentId: roster[0]!.studentId, status: 'present' }] });

  test('another lecturer neither reads nor marks it: 403 SECTION_ACCESS_DENIED', async () => {
    expect(await errorOf(put(otherLecturer, body()))).toMatchObject({ status: 403, code: 'SECTION_ACCESS_DENIED' });
    expect(await errorOf(otherLecturer('GET', `${sectionAttendancePath(section.sectionId, 'roster')}?date=${classDay}`))).toMatchObject({ status: 403, code: 'SECTION_ACCESS_DENIED' });
  });

  test("the department's chair and the faculty's dean's office read it but cannot mark it", async () => {
    for (const reader of [chair, deans]) {
      expect((await rosterOf(reader)).students).toHaveLength(roster.length);
      expect((await reader('GET', sectionAttendancePath(section.sectionId, 'matrix'))).statusCode).toBe(200);
      expect((await put(reader, body())).statusCode).toBe(403);
    }
  });

  test('a student reads no section and sees only their own absences; anonymous is 401', async () => {
    expect((await student('GET', `${sectionAttendancePath(section.sectionId, 'roster')}?date=${classDay}`)).statusCode).toBe(403);
    expect((await put(student, body())).statusCode).toBe(403);
    const other = roster.find((entry) => entry.userId && entry.userId !== student.userId)!;
    await result(lecturer, { date: classDay, marks: [{ studentId: other.studentId, status: 'absent', notes: 'Only theirs to see' }] });
    const own = (await student('GET', '/api/attendance/student/absences')).json<{ data: AbsenceRecord[] }>().data;
    expect(own.some((absence) => absence.notes === 'Only theirs to see')).toBe(false);
    const { rows } = await sql<{ email: string }>`select email from organizational.students where id = ${other.studentId}`.execute(root);
    const theirs = (await (await demoCaller(app.app, rows[0]!.email))('GET', '/api/attendance/student/absences')).json<{ data: AbsenceRecord[] }>().data;
    expect(theirs).toContainEqual(expect.objectContaining({ date: classDay, sectionId: section.sectionId, status: 'absent', notes: 'Only theirs to see' }));
    expect((await lecturer('GET', '/api/attendance/student/absences')).statusCode).toBe(403);
    expect((await app.app.inject({ method: 'PUT', url: marksPath(), payload: body() })).statusCode).toBe(401);
  });
});

describe('the matrix and the lecturer\'s day', () => {
  test('students × the days the section met, each mark under its day', async () => {
    const from = addDays(classDay, -13);
    const matrix = (await lecturer('GET', `${sectionAttendancePath(section.sectionId, 'matrix')}?from=${from}&to=${classDay}`)).json<{ data: AttendanceMatrix }>().data;
    const sessions = (await lecturer('GET', `${sectionAttendancePath(section.sectionId, 'sessions')}?from=${from}&to=${classDay}`)).json<{ data: ClassSession[] }>().data;
    expect(matrix.dates).toEqual([...new Set(sessions.map((session) => session.date))]);
    expect(matrix.students.map((row) => row.studentId)).toEqual(roster.map((entry) => entry.studentId));
    const day = await rosterOf(lecturer);
    for (const [index, row] of matrix.students.entries()) {
      const status = day.students[index]!.status;
      expect(row.marks[classDay]).toBe(status === 'unmarked' ? undefined : status);
    }
  });

  test('without a range: the sessions of the section\'s period, the matrix up to today', async () => {
    const periods = (await lecturer('GET', '/api/attendance/periods')).json<{ data: AttendancePeriod[] }>().data;
    const period = periods.find((one) => one.id === section.periodId)!;
    const within = (date: string) => date >= period.startsOn && date <= period.endsOn;
    const matrix = (await lecturer('GET', sectionAttendancePath(section.sectionId, 'matrix'))).json<{ data: AttendanceMatrix }>().data;
    expect(matrix.dates).toContain(classDay);
    expect(matrix.dates.every((date) => within(date) && date <= today)).toBe(true);
    const sessions = (await lecturer('GET', sectionAttendancePath(section.sectionId, 'sessions'))).json<{ data: ClassSession[] }>().data;
    expect(sessions.every((session) => within(session.date))).toBe(true);
    expect(sessions.filter((session) => session.date <= today).map((session) => session.date)).toEqual(expect.arrayContaining(matrix.dates));
  });

  test("the lecturer's sections of a day: those with a class that day first, by start", async () => {
    const sections = (await lecturer('GET', `/api/attendance/lecturer/sections?date=${classDay}`)).json<{ data: TeachingSection[] }>().data;
    const withClass = sections.filter((one) => one.sessionsOnDate.length);
    expect(sections.slice(0, withClass.length)).toEqual(withClass);
    expect(withClass.map((one) => one.sessionsOnDate[0]!.startTime)).toEqual(withClass.map((one) => one.sessionsOnDate[0]!.startTime).sort());
    expect(withClass.map((one) => one.sectionId)).toContain(section.sectionId);
  });
});

describe('the summary other services read (service token)', () => {
  const summaryOf = async (query: string) => {
    const answer = await app.app.inject({ method: 'GET', url: `${ATTENDANCE_INTERNAL_PATHS.summary}?${query}`, headers: { 'x-service-token': app.deps.config.serviceToken } });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: SectionAttendanceSummary[] }>().data;
  };

  test("a section's class days so far and each student's count of every mark, as its matrix shows them", async () => {
    await result(lecturer, { date: classDay, marks: [{ studentId: roster[0]!.studentId, status: 'absent' }, { studentId: roster[1]!.studentId, status: 'excused' }] });
    const matrix = (await lecturer('GET', sectionAttendancePath(section.sectionId, 'matrix'))).json<{ data: AttendanceMatrix }>().data;
    const [summary] = await summaryOf(`sectionIds=${section.sectionId}`);
    expect(summary!.sectionId).toBe(section.sectionId);
    expect(summary!.sessionsHeld).toBe(matrix.dates.length);
    const expected = matrix.students
      .map((row) => {
        const counts = { present: 0, absent: 0, late: 0, excused: 0, partial: 0, remote: 0 } as Record<string, number>;
        for (const status of Object.values(row.marks)) counts[status]! += 1;
        return { studentId: row.studentId, counts };
      })
      .filter((row) => Object.values(row.counts).some(Boolean));
    expect([...summary!.students].sort((a, b) => a.studentId.localeCompare(b.studentId))).toEqual(expected.sort((a, b) => a.studentId.localeCompare(b.studentId)));
    expect(summary!.students.find((row) => row.studentId === roster[0]!.studentId)!.counts.absent).toBeGreaterThanOrEqual(1);
  });

  test('`to` ends the count (the day before a class day leaves it and its marks out); an unknown section has held nothing', async () => {
    const [all] = await summaryOf(`sectionIds=${section.sectionId}`);
    const unknown = randomUUID();
    const [before, none] = await summaryOf(`sectionIds=${section.sectionId},${unknown}&to=${addDays(classDay, -1)}`);
    expect(before!.sessionsHeld).toBe(all!.sessionsHeld - 1 - (await lecturer('GET', `${sectionAttendancePath(section.sectionId, 'sessions')}?from=${addDays(classDay, 1)}&to=${today}`)).json<{ data: ClassSession[] }>().data.filter((session, index, list) => list.findIndex((one) => one.date === session.date) === index).length);
    const absentBefore = before!.students.find((row) => row.studentId === roster[0]!.studentId)?.counts.absent ?? 0;
    expect(absentBefore).toBe(all!.students.find((row) => row.studentId === roster[0]!.studentId)!.counts.absent - 1);
    expect(none).toEqual({ sectionId: unknown, sessionsHeld: 0, students: [] });
  });

  test('only services: a signed-in administrator is refused, and a malformed list is a 400', async () => {
    expect((await admin('GET', `${ATTENDANCE_INTERNAL_PATHS.summary}?sectionIds=${section.sectionId}`)).statusCode).toBe(401);
    const bad = await app.app.inject({ method: 'GET', url: `${ATTENDANCE_INTERNAL_PATHS.summary}?sectionIds=nope`, headers: { 'x-service-token': app.deps.config.serviceToken } });
    expect(bad.statusCode).toBe(400);
  });
});
