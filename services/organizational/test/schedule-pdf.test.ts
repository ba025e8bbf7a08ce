// The schedule PDF on the demo university, read back as text with pdftotext (poppler): the demo lecturer's week
// holds the course names of every session GET /api/schedule answers for it, in Armenian by default and in Russian
// with lang=ru; a month has a heading for each of its days with classes; a department's schedule is its managers'
// only; a bad range or day is a 400.
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { ScheduleSession } from '@campus/contracts/organizational';
import { addDays, mondayOf } from '../src/calendar-days.js';
import { as, callerFor, type Caller, type OrgTestApp, startOrgTestApp } from './support/app.js';

const PDF = '/api/schedule/pdf';
const hasPdftotext = !spawnSync('pdftotext', ['-v']).error;
if (!hasPdftotext) console.warn('pdftotext is not installed (Debian: poppler-utils): the tests that read the PDF as text are skipped');
const withText = hasPdftotext ? test : test.skip;

let t: OrgTestApp;
let lecturer: Caller;
let student: Caller;
let chair: Caller;
/** A Monday in the middle of the lecturer's active period. */
let week: string;

beforeAll(async () => {
  t = await startOrgTestApp();
  [lecturer, student, chair] = await Promise.all([as(t.app, 'lecturer@campus.test'), as(t.app, 'student@campus.test'), as(t.app, 'chair@campus.test')]);
  const { rows } = await sql<{ starts_on: string }>`select min(p.starts_on)::text as starts_on from organizational.sections s
    join organizational.periods p on p.id = s.period_id where p.is_active and s.lecturer_id = (select id from organizational.lecturers where email = 'lecturer@campus.test')`.execute(t.db);
  week = mondayOf(addDays(rows[0]!.starts_on, 35));
}, 120_000);

afterAll(() => t?.close());

/** The text of a PDF answer, whitespace collapsed (pdftotext lays columns out with runs of spaces). */
function textOf(response: LightMyRequestResponse): string {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: response.rawPayload }).toString('utf8').replace(/\s+/g, ' ');
}

async function sessionsOf(caller: Caller, from: string, to: string): Promise<ScheduleSession[]> {
  const response = await caller('GET', `/api/schedule?from=${from}&to=${to}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as ScheduleSession[];
}

const names = (sessions: ScheduleSession[], language: 'hy' | 'ru') => [...new Set(sessions.map((session) => session.courseName[language]))];

describe('the person\'s own schedule', () => {
  withText('when the demo lecturer downloads their week, then it is an Armenian timetable with every course of the week, their name and a file name', async () => {
    const sessions = await sessionsOf(lecturer, week, addDays(week, 6));
    expect(sessions.length).toBeGreaterThan(0);
    const response = await lecturer('GET', `${PDF}?from=${week}`);
    const text = textOf(response);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="schedule-week-${week}.pdf"`);
    expect(text).toContain('Դասացուցակ');
    const { rows } = await sql<{ name: string }>`select first_name || ' ' || last_name as name from organizational.lecturers where email = 'lecturer@campus.test'`.execute(t.db);
    expect(text).toContain(rows[0]!.name);
    for (const name of names(sessions, 'hy')) expect(text).toContain(name);
    for (const session of sessions) expect(text).toContain(`${session.startTime}–${session.endTime} ${session.courseCode}`);
  });

  withText('when the lecturer asks in Russian, then the course names and labels are Russian', async () => {
    const sessions = await sessionsOf(lecturer, week, addDays(week, 6));
    const text = textOf(await lecturer('GET', `${PDF}?from=${addDays(week, 3)}&lang=ru`));
    expect(text).toContain('Расписание');
    expect(text).toContain('Преподаватель');
    for (const name of names(sessions, 'ru')) expect(text).toContain(name);
  });

  withText('when the lecturer asks for a month, then every day of it with classes has its heading', async () => {
    const first = `${week.slice(0, 8)}01`;
    const last = addDays(`${addDays(first, 31).slice(0, 8)}01`, -1);
    const sessions = await sessionsOf(lecturer, first, last);
    const response = await lecturer('GET', `${PDF}?range=month&from=${week}&lang=en`);
    const text = textOf(response);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="schedule-month-${first}.pdf"`);
    const heading = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const days = [...new Set(sessions.map((session) => session.date))];
    expect(days.length).toBeGreaterThan(7);
    for (const day of days) expect(text).toContain(heading.format(new Date(`${day}T00:00:00Z`)));
  });

  test('when the range or the day is not one there is, then 400 says which', async () => {
    const range = await lecturer('GET', `${PDF}?range=year`);
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toMatch(/range/);
    const day = await lecturer('GET', `${PDF}?from=2026-02-30`);
    expect(day.statusCode).toBe(400);
    expect(day.json().message).toBe('from: 2026-02-30 is not a day of the calendar between 1900 and 2999');
    expect((await lecturer('GET', `${PDF}?range=month&from=9999-12-31`)).statusCode).toBe(400);
  });
});

describe('a department\'s schedule', () => {
  const departmentOf = async (chairEmail: string, same: boolean) => {
    const { rows } = await sql<{ id: string }>`select d.id from organizational.departments d
      where (d.chair_user_id = (select id from auth.users where email = ${chairEmail})) = ${same} order by d.code limit 1`.execute(t.db);
    return rows[0]!.id;
  };

  withText('when the chair asks for their department\'s week, then it holds the department\'s classes', async () => {
    const departmentId = await departmentOf('chair@campus.test', true);
    const { rows } = await sql<{ code: string }>`select distinct c.code from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id
      join organizational.courses c on c.id = s.course_id join organizational.periods p on p.id = s.period_id where c.department_id = ${departmentId} and p.is_active`.execute(t.db);
    expect(rows.length).toBeGreaterThan(0);
    const text = textOf(await chair('GET', `${PDF}?from=${week}&departmentId=${departmentId}`));
    for (const { code } of rows) expect(text).toContain(code);
  });

  test('when a student asks for a department, then 403; another department than the chair\'s, 403; no session, 401', async () => {
    const departmentId = await departmentOf('chair@campus.test', true);
    expect((await student('GET', `${PDF}?departmentId=${departmentId}`)).statusCode).toBe(403);
    expect((await chair('GET', `${PDF}?departmentId=${await departmentOf('chair@campus.test', false)}`)).statusCode).toBe(403);
    expect((await callerFor(t.app, null)('GET', PDF)).statusCode).toBe(401);
  });
});
