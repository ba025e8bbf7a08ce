// The audit log across services: changes made in auth and organizational land in one log with who, when, what and
// from where, secrets never do, refusals leave nothing, and administrators find entries by person, record, action
// and period. (The access matrix proves that every audited operation writes exactly one entry and that only
// administrators read the log.)
import type { AuditEntry, AuditResponse } from '@campus/contracts';
import { startTestApp, type TestApp } from '@campus/kit/testing';
import pg from 'pg';
import { SERVICE_MODULES } from '../src/modules.js';
import { recordsOf, type Records } from './support/demo-records.js';
import { signInDemo } from './support/operations.js';

let platform: TestApp;
let db: pg.Client;
let records: Records;
const cookies: Record<'admin' | 'deans' | 'chair', string> = { admin: '', deans: '', chair: '' };
const FROM = { remoteAddress: '127.0.7.7', headers: { 'user-agent': 'AuditTest/1.0' } };

beforeAll(async () => {
  platform = await startTestApp(SERVICE_MODULES, { demo: true });
  if (!platform.databaseUrl) throw new Error('the audit log test reads PostgreSQL');
  db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
  records = await recordsOf(db, 'deans@campus.test', 'chair@campus.test');
  cookies.admin = (await signInDemo(platform.app, 'admin@campus.test', '127.0.6.1')).cookie;
  cookies.deans = (await signInDemo(platform.app, 'deans@campus.test', '127.0.6.2')).cookie;
  cookies.chair = (await signInDemo(platform.app, 'chair@campus.test', '127.0.6.3')).cookie;
}, 180_000);

afterAll(async () => {
  await db?.end();
  await platform?.close();
}, 60_000);

const as = (who: keyof typeof cookies, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  platform.app.inject({ method, url, payload, cookies: { access_token: cookies[who] }, ...FROM });

async function log(query: string): Promise<AuditResponse> {
  const answer = await as('admin', 'GET', `/api/auth/audit?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const newest = async (query: string): Promise<AuditEntry> => (await log(`${query}&pageSize=1`)).data[0]!;

test('when an administrator deactivates an account, then the log says who did it, to whom, from where', async () => {
  const { rows } = await db.query<{ email: string }>('select email from auth.users where id = $1', [records.user]);
  const answer = await as('admin', 'PATCH', `/api/auth/users/${records.user}`, { isActive: false });
  expect(answer.statusCode).toBe(200);
  const entry = await newest('record=user');
  expect(entry).toMatchObject({
    action: 'user.updated',
    actorEmail: 'admin@campus.test',
    recordId: records.user,
    recordLabel: rows[0]!.email,
    details: { isActive: false },
    ip: '127.0.7.7',
    userAgent: 'AuditTest/1.0',
  });
  expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
});

test("when the dean's office archives a group, then the entry names the group by its code and name", async () => {
  const { rows } = await db.query<{ code: string }>('select code from organizational.groups where id = $1', [records.group]);
  expect((await as('deans', 'POST', `/api/organizational/groups/${records.group}/archive`)).statusCode).toBe(200);
  const entry = await newest('record=group&verb=archived');
  expect(entry).toMatchObject({ action: 'group.archived', actorEmail: 'deans@campus.test', recordId: records.group });
  expect(entry.recordLabel).toContain(rows[0]!.code);
});

test('when a lecturer is created with a chosen password, then the entry keeps the fields but never the password', async () => {
  const answer = await as('chair', 'POST', '/api/organizational/lecturers', {
    employeeId: 'AUD-1',
    email: 'audited.lecturer@campus.test',
    firstName: 'Audited',
    lastName: 'Lecturer',
    password: 'Chosen-Secret-2026!',
    departmentId: records.department,
    position: 'Lecturer',
  });
  expect(answer.statusCode).toBe(201);
  const entry = await newest('record=lecturer&verb=created');
  expect(entry).toMatchObject({ actorEmail: 'chair@campus.test', recordId: answer.json().data.id, details: { employeeId: 'AUD-1', email: 'audited.lecturer@campus.test' } });
  expect(JSON.stringify(entry)).not.toContain('Chosen-Secret-2026!');
});

test('when students are enrolled, then the entry is the section with the students among the details', async () => {
  // A new student of the group with no sections yet, so the timetable check has nothing to refuse.
  const { rows } = await db.query<{ id: string }>(
    `insert into organizational.students (user_id, email, student_id, first_name, last_name, program_id, group_id)
     select gen_random_uuid(), 'audit.enrolled@campus.test', 'AUD-ENR-1', 'Audit', 'Enrolled', g.program_id, g.id
     from organizational.groups g where g.id = $1 returning id`,
    [records.group],
  );
  const studentIds = [rows[0]!.id];
  const answer = await as('chair', 'POST', `/api/organizational/sections/${records.section}/enrollments`, { studentIds });
  expect(answer.statusCode).toBe(201);
  expect(await newest('verb=enrolled')).toMatchObject({ action: 'section.enrolled', recordId: records.section, details: { studentIds } });
});

test('when a change is refused, then nothing is written', async () => {
  const before = (await log('pageSize=1')).total;
  const refused = await as('chair', 'POST', '/api/organizational/programs', { code: 'NOPE', name: { hy: 'Ոչ', en: 'No', ru: 'Нет' }, departmentId: records.department });
  expect(refused.statusCode).toBe(403);
  expect((await log('pageSize=1')).total).toBe(before);
});

test('when the administrator filters, then only matching entries come back, newest first, in pages', async () => {
  const byChair = await log('search=chair@campus&pageSize=100');
  expect(byChair.total).toBeGreaterThanOrEqual(2);
  expect(byChair.data.every((entry) => entry.actorEmail === 'chair@campus.test')).toBe(true);
  const times = byChair.data.map((entry) => Date.parse(entry.at));
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  const oldestFirst = await log('search=chair@campus&order=asc&pageSize=100');
  expect(oldestFirst.data.map((entry) => entry.id)).toEqual([...byChair.data].reverse().map((entry) => entry.id));

  const byRecord = await log(`recordId=${records.section}`);
  expect(byRecord.data.length).toBeGreaterThan(0);
  expect(byRecord.data.every((entry) => entry.recordId === records.section)).toBe(true);

  const page2 = await log('pageSize=1&page=2');
  expect(page2.data).toHaveLength(1);
  expect(page2.total).toBeGreaterThanOrEqual(4);
  expect(page2.data[0]!.id).toBe((await log('pageSize=2')).data[1]!.id);

  await db.query("update kit.audit_entries set at = now() - interval '40 days' where action = 'user.updated'");
  expect((await log('record=user&period=30d')).total).toBe(0);
  expect((await log('record=user&period=365d')).total).toBeGreaterThan(0);
});

test('when a filter names an unknown record or action, then 400 says which', async () => {
  const answer = await as('admin', 'GET', '/api/auth/audit?record=spaceship');
  expect(answer.statusCode).toBe(400);
  expect(answer.json().error).toContain('record');
});
