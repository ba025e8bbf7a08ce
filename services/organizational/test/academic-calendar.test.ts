// The academic calendar: every signed-in person reads the years, terms, exam sessions and holidays; only the
// administrator writes exam sessions and holidays, whose days must lie inside their year; a holiday removes that
// day's class sessions from schedules and from the sessions the attendance service reads.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { addDays } from '../src/calendar-days.js';
import { demoCallers, startOrgTestApp, type OrgTestApp } from './support/app.js';

const CALENDAR = '/api/organizational/academic-calendar';
let t: OrgTestApp;
let callers: Awaited<ReturnType<typeof demoCallers>>;
let year: { id: string; startsOn: string; endsOn: string; periods: { isActive: boolean; startsOn: string }[] };

beforeAll(async () => {
  t = await startOrgTestApp();
  callers = await demoCallers(t.app);
  const calendar = (await callers.student('GET', CALENDAR)).json().data;
  year = calendar.years.find((each: { id: string }) => each.id === calendar.academicYearId);
}, 120_000);

afterAll(() => t?.close());

const holiday = (overrides: object = {}) => ({ academicYearId: year.id, name: { hy: 'Փորձնական տոն', en: 'Test holiday', ru: 'Тестовый праздник' }, startsOn: year.startsOn, endsOn: year.startsOn, ...overrides });

describe('reading the calendar', () => {
  test('anyone signed in gets the active year with its terms, the demo exam sessions and the Armenian public holidays', async () => {
    const answer = await callers.student('GET', CALENDAR);
    expect(answer.statusCode).toBe(200);
    const calendar = answer.json().data;
    expect(year.periods.some((period) => period.isActive)).toBe(true);
    expect(calendar.examSessions.map((entry: { name: { en: string } }) => entry.name.en)).toEqual(['Winter exam session', 'Summer exam session']);
    expect(calendar.holidays.map((entry: { name: { hy: string } }) => entry.name.hy)).toEqual(['Անկախության օր', 'Ամանոր', 'Սուրբ Ծնունդ', 'Հայոց ցեղասպանության զոհերի հիշատակի օր']);
    expect(calendar.holidays[1]).toMatchObject({ startsOn: `${year.startsOn.slice(0, 4)}-12-31`, endsOn: `${year.endsOn.slice(0, 4)}-01-02` });
    expect((await t.app.inject({ method: 'GET', url: CALENDAR })).statusCode).toBe(401);
    expect((await callers.student('GET', `${CALENDAR}?academicYearId=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});

describe('writing exam sessions and holidays', () => {
  test('only the administrator adds, changes and removes them', async () => {
    for (const caller of [callers.chair, callers.deans, callers.lecturer, callers.qa, callers.student]) {
      expect((await caller('POST', `${CALENDAR}/holidays`, holiday())).statusCode).toBe(403);
      expect((await caller('POST', `${CALENDAR}/exam-sessions`, holiday())).statusCode).toBe(403);
    }
    const created = await callers.admin('POST', `${CALENDAR}/exam-sessions`, holiday({ name: { hy: 'Լրացուցիչ քննաշրջան', en: '', ru: '' } }));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await callers.lecturer('PUT', `${CALENDAR}/exam-sessions/${id}`, { endsOn: year.startsOn })).statusCode).toBe(403);
    expect((await callers.lecturer('DELETE', `${CALENDAR}/exam-sessions/${id}`)).statusCode).toBe(403);
    const renamed = await callers.admin('PUT', `${CALENDAR}/exam-sessions/${id}`, { name: { hy: 'Լրացուցիչ', en: 'Resit', ru: 'Пересдача' } });
    expect(renamed.json().data).toMatchObject({ id, name: { en: 'Resit' }, startsOn: year.startsOn });
    // An exam session is not a holiday: its path does not reach it.
    expect((await callers.admin('DELETE', `${CALENDAR}/holidays/${id}`)).statusCode).toBe(404);
    expect((await callers.admin('DELETE', `${CALENDAR}/exam-sessions/${id}`)).statusCode).toBe(200);
    expect((await callers.admin('DELETE', `${CALENDAR}/exam-sessions/${id}`)).statusCode).toBe(404);
  });

  test('the days must exist, lie inside the academic year, and the end must not be before the start', async () => {
    const refused = async (body: object, message: RegExp, path = `${CALENDAR}/holidays`) => {
      const answer = await callers.admin('POST', path, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(message);
    };
    const [first, last] = [year.startsOn, year.endsOn];
    const dayBefore = `${Number(first.slice(0, 4))}-08-31`;
    await refused(holiday({ startsOn: `${first.slice(0, 4)}-09-10`, endsOn: `${first.slice(0, 4)}-09-09` }), /endsOn: must not be before the start/);
    await refused(holiday({ startsOn: dayBefore, endsOn: first }), new RegExp(`startsOn: must be inside the academic year .* \\(${first} – ${last}\\)`));
    await refused(holiday({ startsOn: last, endsOn: `${Number(last.slice(0, 4)) + 1}-01-01` }), /endsOn: must be inside the academic year/, `${CALENDAR}/exam-sessions`);
    await refused(holiday({ startsOn: `${last.slice(0, 4)}-02-30`, endsOn: `${last.slice(0, 4)}-02-30` }), /startsOn: .* is not a date/);
    await refused(holiday({ academicYearId: '00000000-0000-4000-8000-000000000000' }), /academicYearId: no academic year has this id/);
    await refused(holiday({ name: { hy: '', en: 'No Armenian', ru: '' } }), /name/);
    const created = (await callers.admin('POST', `${CALENDAR}/holidays`, holiday())).json().data;
    const moved = await callers.admin('PUT', `${CALENDAR}/holidays/${created.id}`, { endsOn: dayBefore });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/endsOn: must not be before the start/);
    await callers.admin('DELETE', `${CALENDAR}/holidays/${created.id}`);
  });
});

describe('a holiday has no classes', () => {
  test('a holiday on a teaching day removes its sessions from /api/schedule and the attendance service\'s sessions, and removing it brings them back', async () => {
    const period = year.periods.find((each) => each.isActive)!;
    const teaching = (await callers.admin('GET', `/api/schedule?from=${period.startsOn}&to=${addDays(period.startsOn, 61)}`)).json().data as { date: string; sectionId: string }[];
    const holidays = new Set(((await callers.admin('GET', CALENDAR)).json().data.holidays as { startsOn: string }[]).map((entry) => entry.startsOn));
    const session = teaching.find((each) => !holidays.has(each.date))!;
    expect(session).toBeDefined();
    const day = session.date;
    const scheduleOn = async () => (await callers.admin('GET', `/api/schedule?from=${day}&to=${day}`)).json().data.length as number;
    const sessionsOn = async () =>
      (await t.app.inject({ method: 'GET', url: `/internal/organizational/sections/${session.sectionId}/sessions?from=${day}&to=${day}`, headers: { 'x-service-token': t.deps.config.serviceToken } })).json().data
        .length as number;
    expect(await scheduleOn()).toBeGreaterThan(0);
    expect(await sessionsOn()).toBeGreaterThan(0);

    const created = (await callers.admin('POST', `${CALENDAR}/holidays`, holiday({ startsOn: day, endsOn: day }))).json().data;
    expect(await scheduleOn()).toBe(0);
    expect(await sessionsOn()).toBe(0);

    await callers.admin('DELETE', `${CALENDAR}/holidays/${created.id}`);
    expect(await scheduleOn()).toBeGreaterThan(0);
    expect(await sessionsOn()).toBeGreaterThan(0);
  });
});

