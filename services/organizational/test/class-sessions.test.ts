// Weekly classes become dated sessions in one place (class-sessions.ts): wall-clock times in the university's zone
// (TIME_ZONE, default Asia/Yerevan) whatever the server's zone, only within the section's period, never on a
// holiday; GET /api/schedule, GET /api/dashboard/upcoming-classes and the attendance service's sessions route use it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import { dayIn, zonedInstant } from '../src/calendar-days.js';
import { classSessions, expandWeeklyClasses, upcomingClasses } from '../src/class-sessions.js';
import { insertAcademicYear, insertPeriod } from '../src/db/academic-year.repository.js';
import { insertCalendarEntry } from '../src/db/calendar.repository.js';
import { insertSection } from '../src/db/section.repository.js';
import { insertWeeklyClass, type WeeklyClassInPeriod } from '../src/db/weekly-class.repository.js';
import { as, type Caller, startOrgTestApp, type OrgTestApp } from './support/app.js';

const ZONE = 'Asia/Yerevan';
let t: OrgTestApp;
let admin: Caller;
let sectionId: string;

/** Runs `work` with the process in another time zone, as a server outside Armenia would be. */
async function inServerZone<T>(zone: string, work: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

// A section of a demo course in a period of its own, far from today: Wednesday 8 to Monday 27 October 2031, with
// classes on Mondays at 08:00 and 09:00 and Wednesdays at 13:50, and a holiday on Monday 13 October.
beforeAll(async () => {
  t = await startOrgTestApp();
  admin = await as(t.app, 'admin@campus.test');
  await insertAcademicYear(t.db, { name: '2031-2032', starts_on: '2031-09-01', ends_on: '2032-08-31', is_active: false });
  const year = await t.db.selectFrom('academic_years').select('id').where('name', '=', '2031-2032').executeTakeFirstOrThrow();
  await insertPeriod(t.db, { academic_year_id: year.id, name: 'Autumn block', semester: 1, starts_on: '2031-10-08', ends_on: '2031-10-27', is_active: false });
  const period = await t.db.selectFrom('periods').select('id').where('academic_year_id', '=', year.id).executeTakeFirstOrThrow();
  const course = await t.db.selectFrom('courses').select('id').orderBy('code').executeTakeFirstOrThrow();
  sectionId = await insertSection(t.db, { course_id: course.id, period_id: period.id, section_number: 'S-2031', capacity: 20, lecturer_id: null, join_url: 'https://meet.example/s2031' });
  for (const [weekday, start, end] of [[3, '13:50', '15:10'], [1, '09:00', '10:20'], [1, '08:00', '08:50']] as const) {
    await insertWeeklyClass(t.db, { section_id: sectionId, weekday, start_time: start, end_time: end, room_id: null, is_virtual: true });
  }
  await insertCalendarEntry(t.db, 'holiday', year.id, { name: { hy: 'Տոն', en: 'Holiday', ru: 'Праздник' }, startsOn: '2031-10-13', endsOn: '2031-10-13' });
}, 120_000);

afterAll(() => t?.close());

const owner = () => ({ sectionId });
const internal = (query = '') =>
  t.app.inject({ method: 'GET', url: `/internal/organizational/sections/${sectionId}/sessions${query}`, headers: { 'x-service-token': t.deps.config.serviceToken } });

const EXPECTED = [
  ['2031-10-08', '13:50'],
  ['2031-10-15', '13:50'],
  ['2031-10-20', '08:00'],
  ['2031-10-20', '09:00'],
  ['2031-10-22', '13:50'],
  ['2031-10-27', '08:00'],
  ['2031-10-27', '09:00'],
];

describe('wall-clock times in the university\'s zone', () => {
  test('09:00 in Yerevan (UTC+4 all year, no daylight saving) is 05:00 UTC in winter and in summer, whatever the server\'s zone', async () => {
    for (const zone of ['UTC', 'America/New_York', 'Pacific/Auckland']) {
      await inServerZone(zone, async () => {
        expect(zonedInstant('2031-01-13', '09:00', ZONE).toISOString()).toBe('2031-01-13T05:00:00.000Z');
        expect(zonedInstant('2031-07-14', '09:00', ZONE).toISOString()).toBe('2031-07-14T05:00:00.000Z');
        expect(dayIn(new Date('2031-01-13T21:30:00Z'), ZONE)).toBe('2031-01-14');
      });
    }
  });

  test('a zone with daylight saving gets the offset of each day: Berlin\'s 09:00 class is 08:00 UTC before 30 March 2031 and 07:00 after', () => {
    const monday: WeeklyClassInPeriod = {
      view: { id: 'w', weekday: 1, startTime: '09:00', endTime: '10:20', courseCode: 'X' } as WeeklyClassInPeriod['view'],
      capacity: 0, enrollmentCount: 0, joinUrl: null, periodStartsOn: '2031-03-01', periodEndsOn: '2031-04-30',
    };
    const sessions = expandWeeklyClasses([monday], { from: '2031-03-24', to: '2031-03-31' }, new Set(), 'Europe/Berlin');
    expect(sessions.map((session) => session.startsAt.toISOString())).toEqual(['2031-03-24T08:00:00.000Z', '2031-03-31T07:00:00.000Z']);
    const yerevan = expandWeeklyClasses([monday], { from: '2031-03-24', to: '2031-03-31' }, new Set(), ZONE);
    expect(yerevan.map((session) => session.startsAt.toISOString())).toEqual(['2031-03-24T05:00:00.000Z', '2031-03-31T05:00:00.000Z']);
  });
});

describe('a section\'s sessions', () => {
  test('only within the section\'s period, without the holiday, by start, with the same instants on a server in another zone', async () => {
    const range = { from: '2031-10-01', to: '2031-10-31' };
    const sessions = await classSessions(t.db, owner(), range, ZONE);
    expect(sessions.map((session) => [session.date, session.startTime])).toEqual(EXPECTED);
    expect(sessions[2]!.startsAt.toISOString()).toBe('2031-10-20T04:00:00.000Z');
    expect(sessions[2]!.endsAt.toISOString()).toBe('2031-10-20T04:50:00.000Z');
    const elsewhere = await inServerZone('America/Los_Angeles', () => classSessions(t.db, owner(), range, ZONE));
    expect(elsewhere.map((session) => session.startsAt.toISOString())).toEqual(sessions.map((session) => session.startsAt.toISOString()));
  });

  test('the internal route answers the period by default and the asked days otherwise, to a service only', async () => {
    const whole = await internal();
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data.map((session: { date: string; startTime: string }) => [session.date, session.startTime])).toEqual(EXPECTED);
    expect(whole.json().data[0]).toEqual({ date: '2031-10-08', startTime: '13:50', endTime: '15:10' });
    const holidayWeek = await internal('?from=2031-10-13&to=2031-10-19');
    expect(holidayWeek.json().data).toEqual([{ date: '2031-10-15', startTime: '13:50', endTime: '15:10' }]);
    expect((await internal('?from=2031-10-20&to=2031-10-13')).statusCode).toBe(400);
    const noSuchDay = await internal('?from=2031-02-30&to=2031-03-02');
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().message).toBe('from: 2031-02-30 is not a date');
    const tooLong = await internal('?from=2031-01-01&to=2032-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 366 days/);
    const unknown = await t.app.inject({ method: 'GET', url: `/internal/organizational/sections/${randomUUID()}/sessions`, headers: { 'x-service-token': t.deps.config.serviceToken } });
    expect(unknown.statusCode).toBe(404);
    expect((await admin('GET', `/internal/organizational/sections/${sectionId}/sessions`)).statusCode).not.toBe(200);
  });

  test('GET /api/schedule leaves the holiday out and keeps the week inside the period', async () => {
    const week = await admin('GET', '/api/schedule?from=2031-10-13&to=2031-10-19');
    expect(week.statusCode).toBe(200);
    const ours = week.json().data.filter((session: { sectionId: string }) => session.sectionId === sectionId);
    expect(ours.map((session: { date: string; startTime: string }) => [session.date, session.startTime])).toEqual([['2031-10-15', '13:50']]);
    const before = await admin('GET', '/api/schedule?from=2031-10-01&to=2031-10-07');
    expect(before.json().data.filter((session: { sectionId: string }) => session.sectionId === sectionId)).toEqual([]);
  });
});

describe('upcoming classes', () => {
  const at = (now: string, limit = 10) => upcomingClasses(t.db, owner(), { now: new Date(now), limit, language: 'en', timeZone: ZONE });

  test('by start, at most the limit, with how many there are in all; a class already over is not upcoming', async () => {
    const first = await at('2031-10-20T00:00:00Z', 2);
    expect(first.total).toBe(5);
    expect(first.classes.map((item) => item.nextClassDate)).toEqual(['2031-10-20T04:00:00.000Z', '2031-10-20T05:00:00.000Z']);
    const later = await at('2031-10-20T04:50:00Z');
    expect(later.classes.map((item) => item.nextClassDate)).toEqual([
      '2031-10-20T05:00:00.000Z',
      '2031-10-22T09:50:00.000Z',
      '2031-10-27T04:00:00.000Z',
      '2031-10-27T05:00:00.000Z',
    ]);
  });

  test('a holiday\'s classes are not upcoming: on Monday 13 October the next class is Wednesday\'s', async () => {
    const holiday = await at('2031-10-13T00:00:00Z', 1);
    expect(holiday.classes.map((item) => item.nextClassDate)).toEqual(['2031-10-15T09:50:00.000Z']);
  });

  test('the join window opens exactly 15 minutes before the start and closes at the end', async () => {
    const justBefore = await at('2031-10-20T03:44:59.999Z');
    expect(justBefore.classes[0]).toMatchObject({ nextClassDate: '2031-10-20T04:00:00.000Z', canJoinAt: '2031-10-20T03:45:00.000Z', joinWindowOpen: false });
    const opening = await at('2031-10-20T03:45:00Z');
    expect(opening.classes[0]!.joinWindowOpen).toBe(true);
    expect(opening.classes[1]!.joinWindowOpen).toBe(false);
    const lastMoment = await at('2031-10-20T04:49:59.999Z');
    expect(lastMoment.classes[0]).toMatchObject({ nextClassDate: '2031-10-20T04:00:00.000Z', joinWindowOpen: true });
    expect((await at('2031-10-20T04:50:00Z')).classes[0]!.nextClassDate).toBe('2031-10-20T05:00:00.000Z');
  });

  test('the route gives the demo student\'s classes as true instants: each starts at its weekly class\'s time in Yerevan', async () => {
    const student = await as(t.app, 'student@campus.test');
    const answer = await student('GET', '/api/dashboard/upcoming-classes?limit=50');
    expect(answer.statusCode).toBe(200);
    const { classes, timeZone } = answer.json() as { classes: { weeklyClassId: string; nextClassDate: string; courseId: string }[]; timeZone: string };
    expect(timeZone).toBe(ZONE); // the browser reads days and times in the answer's zone
    // (Empty only between semesters, when the demo's active period is over.)
    const starts = await sql<{ id: string; start_time: string }>`select id, to_char(start_time, 'HH24:MI') as start_time from organizational.weekly_classes`.execute(t.db);
    const startOf = new Map(starts.rows.map((row) => [row.id, row.start_time]));
    const wallClock = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const courses = await sql<{ id: string; course_id: string }>`select w.id, s.course_id from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id`.execute(t.db);
    const courseOf = new Map(courses.rows.map((row) => [row.id, row.course_id]));
    for (const item of classes) {
      expect(wallClock.format(new Date(item.nextClassDate))).toBe(startOf.get(item.weeklyClassId));
      expect(item.courseId).toBe(courseOf.get(item.weeklyClassId)); // View details opens the course
    }
    const instants = classes.map((item) => Date.parse(item.nextClassDate));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });
});
