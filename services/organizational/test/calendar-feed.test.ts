// The calendar feed on the demo university: the .ics parses with ical.js (Mozilla's iCalendar parser, the one
// Thunderbird uses) and holds exactly the person's weekly classes, repeating weekly until the end of their period in
// the university's zone, with its VTIMEZONE and the holidays as EXDATEs; the address works without a session and
// stops when revoked or replaced. The writer's folding, escaping and clock changes are checked on made-up classes.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import type { WeeklyClass } from '@campus/contracts/organizational';
import { calendarFeed } from '../src/calendar-feed.js';
import type { WeeklyClassInPeriod } from '../src/db/weekly-class.repository.js';
import { FEED_MISSES_RULE } from '../src/routes/calendar-feed.js';
import { as, callerFor, type Caller, type OrgTestApp, startOrgTestApp } from './support/app.js';

const FEED = '/api/schedule/feed';

let t: OrgTestApp;
let student: Caller;
let lecturer: Caller;
const anonymous = () => callerFor(t.app, null);

beforeAll(async () => {
  t = await startOrgTestApp();
  [student, lecturer] = await Promise.all([as(t.app, 'student@campus.test'), as(t.app, 'lecturer@campus.test')]);
}, 120_000);

afterAll(() => t?.close());

/** The path of a feed address the POST answered. */
async function newFeed(caller: Caller, language = 'en'): Promise<string> {
  const response = await caller('POST', FEED, { language });
  expect(response.statusCode).toBe(201);
  return new URL(response.json().data.url as string).pathname;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

async function fetchFeed(path: string) {
  const response = await anonymous()('GET', path);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parse(response.body);
}

const uids = (events: ICAL.Component[]) => events.map((event) => String(event.getFirstPropertyValue('uid')).replace('@campus', '')).sort();

/** The weekly classes, with their period's days, of the sections a query picks. */
async function classesWhere(owner: ReturnType<typeof sql>) {
  const { rows } = await sql<{ id: string; weekday: number; start_time: string; ends_on: string; starts_on: string; code: string; name_en: string }>`
    select w.id, w.weekday, w.start_time::text, p.starts_on::text, p.ends_on::text, c.code, c.name->>'en' as name_en
      from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id
      join organizational.periods p on p.id = s.period_id join organizational.courses c on c.id = s.course_id
     where p.ends_on >= current_date - 180 and ${owner}`.execute(t.db);
  return rows;
}

const studentClasses = () => classesWhere(sql`s.id in (select e.section_id from organizational.enrollments e join organizational.students st on st.id = e.student_id where st.email = 'student@campus.test')`);
const lecturerClasses = () => classesWhere(sql`s.lecturer_id = (select id from organizational.lecturers where email = 'lecturer@campus.test')`);

const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

describe('a person\'s feed', () => {
  test('when the demo student subscribes, then the .ics parses and holds exactly their weekly classes, weekly until the end of the period, in the university\'s zone', async () => {
    const zone = t.deps.config.timeZone;
    const path = await newFeed(student);
    expect(path).toMatch(/^\/api\/schedule\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const { calendar, events } = await fetchFeed(path);
    const expected = await studentClasses();
    expect(expected.length).toBeGreaterThan(0);
    expect(uids(events)).toEqual(expected.map((row) => row.id).sort());

    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Campus/);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Class schedule');
    expect(calendar.getAllSubcomponents('vtimezone').map((tz) => tz.getFirstPropertyValue('tzid'))).toEqual([zone]);
    for (const event of events) {
      const row = expected.find((item) => `${item.id}@campus` === event.getFirstPropertyValue('uid'))!;
      const start = event.getFirstProperty('dtstart')!;
      expect(start.getParameter('tzid')).toBe(zone);
      const first = start.getFirstValue() as ICAL.Time;
      expect(first.toString().slice(11, 16)).toBe(row.start_time.slice(0, 5));
      expect(first.dayOfWeek(ICAL.Time.MONDAY)).toBe(row.weekday);
      expect(first.toString().slice(0, 10) >= row.starts_on).toBe(true);
      const rule = event.getFirstPropertyValue('rrule') as ICAL.Recur;
      expect(rule.freq).toBe('WEEKLY');
      expect(rule.parts.BYDAY).toEqual([WEEKDAY_CODES[row.weekday - 1]]);
      // UNTIL is the last second of the period's last day in the zone, written in UTC.
      expect(rule.until!.zone).toBe(ICAL.Timezone.utcTimezone);
      const lastSecond = rule.until!.convertToZone(ICAL.TimezoneService.get(zone)!);
      expect(lastSecond.toString()).toBe(`${row.ends_on}T23:59:59`);
      expect(event.getFirstPropertyValue('summary')).toBe(`${row.code} ${row.name_en}`);
      expect(String(event.getFirstPropertyValue('description'))).toMatch(/^Section .+\nInstructor: .+$/);
      expect(event.getFirstPropertyValue('location')).toBeTruthy();
      expect(event.getFirstPropertyValue('dtstamp')).toBeTruthy();
    }
    const status = (await student('GET', FEED)).json().data;
    expect(status).toMatchObject({ exists: true, language: 'en' });
    expect(status.lastFetchedAt).not.toBeNull();
  });

  test('when a holiday falls on a class day, then that day is an EXDATE of the class and no occurrence lands on it', async () => {
    // A Monday class when there is one: the demo already has a Monday holiday (21 September) to step around.
    const classes = await studentClasses();
    const row = classes.find((one) => Number(one.weekday) === 1) ?? classes[0];
    const { rows } = await sql<{ day: string; year: string }>`
      select (d.day)::date::text as day, p.academic_year_id as year from organizational.periods p,
        generate_series(p.starts_on + 7, p.ends_on, interval '1 day') as d(day)
       where p.starts_on = ${row!.starts_on}::date and extract(isodow from d.day) = ${row!.weekday}
         -- neither that day nor the week after is already a holiday (the demo's 21 September is a Monday)
         and not exists (select 1 from organizational.calendar_entries e where e.kind = 'holiday'
                          and (e.starts_on <= d.day::date + 7 and e.ends_on >= d.day::date))
       order by d.day limit 1`.execute(t.db);
    const holiday = rows[0]!;
    await sql`insert into organizational.calendar_entries (academic_year_id, kind, name, starts_on, ends_on)
      values (${holiday.year}, 'holiday', ${JSON.stringify({ hy: 'Տոն', en: 'Holiday', ru: 'Праздник' })}, ${holiday.day}, ${holiday.day})`.execute(t.db);
    const { events } = await fetchFeed(await newFeed(student));
    const event = events.find((item) => item.getFirstPropertyValue('uid') === `${row!.id}@campus`)!;
    // Every holiday on the class's weekday is an EXDATE (the demo's own ones too), each in the university's zone.
    const exdates = event.getAllProperties('exdate');
    expect(exdates.map((property) => property.getParameter('tzid'))).toEqual(exdates.map(() => t.deps.config.timeZone));
    const excluded = exdates.flatMap((property) => property.getValues().map((value) => (value as ICAL.Time).toString()));
    expect(excluded).toContain(`${holiday.day}T${row!.start_time.slice(0, 8)}`);
    const days: string[] = [];
    const occurrences = new ICAL.Event(event).iterator();
    for (let next = occurrences.next(); next; next = occurrences.next()) days.push(next.toString().slice(0, 10));
    expect(days.length).toBeGreaterThan(2);
    expect(days).not.toContain(holiday.day);
    expect(days).toContain(new Date(Date.parse(holiday.day) + 7 * 86_400_000).toISOString().slice(0, 10));
  });

  test('when the lecturer subscribes, then their feed has the classes they teach and none of the student\'s others', async () => {
    const { events } = await fetchFeed(await newFeed(lecturer, 'hy'));
    const taught = (await lecturerClasses()).map((row) => row.id).sort();
    expect(taught.length).toBeGreaterThan(0);
    expect(uids(events)).toEqual(taught);
    const studentOnly = (await studentClasses()).map((row) => row.id).filter((id) => !taught.includes(id));
    for (const id of studentOnly) expect(uids(events)).not.toContain(id);
  });
});

describe('the address', () => {
  test('when it is replaced, then the old one answers 404 and the new one 200; when revoked, then 404 and the status says none', async () => {
    const old = await newFeed(student);
    expect((await anonymous()('GET', old)).statusCode).toBe(200);
    const replacement = await newFeed(student);
    const gone = await anonymous()('GET', old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('CALENDAR_FEED_NOT_FOUND');
    expect((await anonymous()('GET', replacement)).statusCode).toBe(200);

    const revoked = await student('DELETE', FEED);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toEqual({ exists: false, createdAt: null, lastFetchedAt: null, language: null });
    expect((await anonymous()('GET', replacement)).statusCode).toBe(404);
  });

  test('when the account is deactivated, then its address answers 404 until it is active again', async () => {
    const path = await newFeed(student);
    const activate = (active: boolean) => sql`update auth.users set is_active = ${active} where email = 'student@campus.test'`.execute(t.db);
    await activate(false);
    try {
      expect((await anonymous()('GET', path)).statusCode).toBe(404);
    } finally {
      await activate(true);
    }
    expect((await anonymous()('GET', path)).statusCode).toBe(200);
  });

  test('when the stored row is read, then it holds a 32-byte hash and never the token', async () => {
    const path = await newFeed(student);
    const token = path.split('/').pop()!.replace('.ics', '');
    const { rows } = await sql<{ token_hash: Buffer }>`select token_hash from organizational.calendar_feeds f join organizational.students s on s.user_id = f.user_id where s.email = 'student@campus.test'`.execute(t.db);
    expect(rows[0]!.token_hash.length).toBe(32);
    expect(rows[0]!.token_hash.toString('base64url')).not.toBe(token);
    expect(rows[0]!.token_hash.toString('hex')).not.toContain(Buffer.from(token).toString('hex'));
  });

  test('when the feed routes are called without a session, then the status, create and revoke refuse with 401', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await anonymous()(method, FEED, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
  });

  test('when one client asks for addresses that name no feed, then after the limit it is answered 429, and a real feed from it still works', async () => {
    const path = await newFeed(student);
    const ask = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.77.0.1' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= FEED_MISSES_RULE.points; attempt++) statuses.push((await ask(`${FEED}/${'A'.repeat(42)}${attempt % 10}.ics`)).statusCode);
    expect(statuses.slice(0, FEED_MISSES_RULE.points).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await ask(path)).statusCode).toBe(200);
  });
});

/** A made-up weekly class of a period, as the repository gives it. */
function weeklyClass(overrides: Partial<WeeklyClass> = {}, period = { periodStartsOn: '2026-02-02', periodEndsOn: '2026-05-29' }): WeeklyClassInPeriod {
  const view: WeeklyClass = {
    id: '00000000-0000-4000-8000-000000000001',
    sectionId: '00000000-0000-4000-8000-000000000002',
    sectionNumber: '01',
    courseId: '00000000-0000-4000-8000-000000000003',
    courseCode: 'CS101',
    courseName: { hy: 'Ծրագրավորում', en: 'Programming', ru: 'Программирование' },
    weekday: 2,
    startTime: '09:00',
    endTime: '10:20',
    roomId: null,
    roomCode: 'A-101',
    isVirtual: false,
    lecturerId: null,
    lecturerName: 'Anna Petrosyan',
    groupIds: [],
    groupNames: [],
    departmentId: '00000000-0000-4000-8000-000000000004',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
  return { view, capacity: 30, enrollmentCount: 10, joinUrl: null, ...period };
}

describe('the writer', () => {
  test('when a name is long and holds commas and semicolons, then lines are folded at 75 octets, the text is escaped, and it reads back whole', () => {
    const name = 'Ծրագրավորման հիմունքներ, մաս 1; ներածություն՝ ալգորիթմներ, տվյալների կառուցվածքներ; և շատ ավելին, քան կարելի է պատկերացնել';
    const text = calendarFeed([weeklyClass({ courseName: { hy: name, en: '', ru: '' }, lecturerName: 'Petrosyan, Anna; PhD' })], { language: 'en', timeZone: 'Asia/Yerevan', holidays: new Set() });
    const lines = text.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).toContain('մաս 1\\;');
    expect(text).toMatch(/Petrosyan\\, Anna\\; PhD/);
    const [event] = parse(text).events;
    expect(event!.getFirstPropertyValue('summary')).toBe(`CS101 ${name}`);
    expect(event!.getFirstPropertyValue('description')).toBe('Section 01\nInstructor: Petrosyan, Anna; PhD');
  });

  test('when a class is virtual, then its location is the join link (or Online without one), in the feed\'s language', () => {
    const link = 'https://meet.example.org/cs101?x=1,2';
    const text = calendarFeed([weeklyClass({ isVirtual: true, roomCode: null }), weeklyClass({ id: '00000000-0000-4000-8000-000000000009', isVirtual: true, roomCode: null })].map((item, index) => ({ ...item, joinUrl: index === 0 ? link : null })), { language: 'ru', timeZone: 'Asia/Yerevan', holidays: new Set() });
    const [withLink, without] = parse(text).events;
    expect(withLink!.getFirstPropertyValue('location')).toBe(link);
    expect(without!.getFirstPropertyValue('location')).toBe('Онлайн');
    expect(withLink!.getFirstPropertyValue('summary')).toBe('CS101 Программирование');
    expect(parse(text).calendar.getFirstPropertyValue('x-wr-calname')).toBe('Расписание занятий');
  });

  test('when the zone changes its clocks inside the period, then every occurrence still starts at 09:00 local time', () => {
    // Berlin moves to summer time on 2026-03-29: a Tuesday class keeps 09:00 on both sides, its UTC hour shifts.
    const { events } = parse(calendarFeed([weeklyClass()], { language: 'hy', timeZone: 'Europe/Berlin', holidays: new Set(['2026-04-07']) }));
    const iterator = new ICAL.Event(events[0]!).iterator();
    const starts: ICAL.Time[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next);
    expect(starts[0]!.toString()).toBe('2026-02-03T09:00:00');
    expect(starts.at(-1)!.toString()).toBe('2026-05-26T09:00:00');
    expect(starts.every((start) => start.hour === 9 && start.minute === 0)).toBe(true);
    expect(starts.map((start) => start.toString().slice(0, 10))).not.toContain('2026-04-07');
    expect(starts.length).toBe(17 - 1);
    const utcHours = new Set(starts.map((start) => start.toUnixTime() % 86_400 / 3600));
    expect([...utcHours].sort()).toEqual([7, 8]);
  });

  test('when a period ends before the class\'s first weekday, then the class is left out', () => {
    const text = calendarFeed([weeklyClass({ weekday: 7 }, { periodStartsOn: '2026-02-02', periodEndsOn: '2026-02-06' })], { language: 'hy', timeZone: 'Asia/Yerevan', holidays: new Set() });
    expect(parse(text).events).toHaveLength(0);
  });
});
