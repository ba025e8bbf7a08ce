// Announcements on the demo university (auth, organizational and notifications in one process, real PostgreSQL,
// Redis and a loopback SMTP server): the dean's office announces to the demo student's group, who sees it live with
// its three texts and gets the email; a scheduled one goes out at its time and once however often its job runs;
// an audience outside the sender's faculty or department is refused and nothing is kept; the counts follow the copies.
import type { AddressInfo } from 'node:net';
import authModule from '@campus/auth';
import organizational from '@campus/organizational';
import { DEMO_PASSWORD } from '@campus/contracts';
import type { Announcement, AudiencePreview } from '@campus/contracts/announcements';
import { startMailCatcher, startTestApp, type MailCatcher } from '@campus/kit/testing';
import { sql } from 'kysely';
import { createNotificationsModule } from '../src/app.js';
import { sendAnnouncement } from '../src/announcements.js';
import { createDelivery } from '../src/delivery.js';
import { notificationsDatabase, type NotificationsDb } from '../src/db/database.js';
import { DEFAULT_STREAM_OPTIONS, StreamHub } from '../src/stream/hub.js';
import { eventually, type TestPerson } from './support/test-app.js';
import { openStream } from './support/sse.js';
import type { TestApp } from '@campus/kit/testing';

let ctx: TestApp;
let db: NotificationsDb;
let smtp: MailCatcher;
let baseUrl: string;
const people: Record<'admin' | 'deans' | 'chair' | 'student' | 'lecturer', TestPerson> = {} as never;

const TEXTS = {
  title: { hy: 'Դասերը չեղարկված են', en: 'Classes cancelled', ru: 'Занятия отменены' },
  body: { hy: 'Վաղը դասեր չեն լինի։', en: 'There are no classes tomorrow.', ru: 'Завтра занятий не будет.' },
};

async function signIn(email: string): Promise<TestPerson> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD }, remoteAddress: `10.8.0.${Object.keys(people).length + 1}` });
  const token = response.cookies.find((cookie) => cookie.name === 'access_token')?.value;
  if (!token) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return { id: response.json().user.id, email, token };
}

const call = (who: TestPerson, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, cookies: { access_token: who.token }, ...(payload ? { payload } : {}) });

const one = async (query: ReturnType<typeof sql<{ id: string }>>) => (await query.execute(db)).rows[0]!.id;

async function announcementOf(who: TestPerson, id: string): Promise<Announcement> {
  return (await call(who, 'GET', `/api/notifications/announcements/${id}`)).json<{ data: Announcement }>().data;
}

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await startTestApp([authModule, organizational, createNotificationsModule({ stream: { heartbeatMs: 100 } })], { demo: true, env: { SMTP_URL: smtp.url } });
  db = notificationsDatabase(ctx.deps);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  for (const who of ['admin', 'deans', 'chair', 'student', 'lecturer'] as const) people[who] = await signIn(`${who}@campus.test`);
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
}, 60_000);

async function studentGroup(): Promise<string> {
  return one(sql`select group_id as id from organizational.students where user_id = ${people.student.id}`);
}

test('the dean\'s office announces to a group now: the student sees it live in their language\'s texts, gets the email, and the counts follow', async () => {
  const group = await studentGroup();
  const audience = [{ kind: 'group', id: group }];
  const preview = (await call(people.deans, 'POST', '/api/notifications/announcements/audience', { audience })).json<{ data: AudiencePreview }>().data;
  expect(preview.recipients).toBeGreaterThan(1);
  expect(preview.parts[0]).toMatchObject({ kind: 'group', id: group, size: preview.recipients });

  const stream = await openStream(baseUrl, people.student);
  try {
    const created = await call(people.deans, 'POST', '/api/notifications/announcements', { ...TEXTS, audience });
    expect(created.statusCode).toBe(201);
    const { data } = created.json<{ data: Announcement }>();
    expect(data).toMatchObject({ status: 'scheduled', title: TEXTS.title, audience: [{ kind: 'group', id: group, size: preview.recipients }] });

    const live = await stream.nextNotification();
    expect(live).toMatchObject({ title: TEXTS.title.hy, message: TEXTS.body.hy, type: 'announcement' });
    expect(live.i18n).toEqual({ key: 'announcement', params: { titleHy: TEXTS.title.hy, titleEn: TEXTS.title.en, titleRu: TEXTS.title.ru, messageHy: TEXTS.body.hy, messageEn: TEXTS.body.en, messageRu: TEXTS.body.ru } });

    const mail = await smtp.nextMailTo(people.student.email);
    expect(mail.subject).toBe(TEXTS.title.hy);
    for (const text of [...Object.values(TEXTS.title), ...Object.values(TEXTS.body)]) expect(mail.text).toContain(text);

    const sent = await eventually(() => announcementOf(people.deans, data.id), (one) => one.counts.emailed === preview.recipients);
    expect(sent).toMatchObject({ status: 'sent', counts: { recipients: preview.recipients, inApp: preview.recipients, emailed: preview.recipients, read: 0 } });
    expect(sent.sentAt).not.toBeNull();

    const copy = (await call(people.student, 'GET', '/api/notifications')).json().data.find((item: { id: string }) => item.id === live.id);
    expect(copy).toBeDefined();
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/notifications/${live.id}/read`, cookies: { access_token: people.student.token } })).statusCode).toBe(200);
    expect((await announcementOf(people.deans, data.id)).counts.read).toBe(1);
  } finally {
    stream.close();
  }
});

test('a scheduled announcement waits for its time, then goes out once however often its job runs', async () => {
  const audience = [{ kind: 'group', id: await studentGroup() }];
  const scheduledAt = new Date(Date.now() + 2_000).toISOString();
  const created = await call(people.deans, 'POST', '/api/notifications/announcements', { ...TEXTS, audience, scheduledAt });
  expect(created.statusCode).toBe(201);
  const { data } = created.json<{ data: Announcement }>();
  expect(data.status).toBe('scheduled');
  expect(data.scheduledAt).toBe(scheduledAt);
  expect((await announcementOf(people.deans, data.id)).counts.inApp).toBe(0);

  const sent = await eventually(() => announcementOf(people.deans, data.id), (one) => one.status === 'sent', 800);
  expect(sent.counts.inApp).toBe(sent.counts.recipients);
  expect(new Date(sent.sentAt!).getTime()).toBeGreaterThanOrEqual(new Date(scheduledAt).getTime());

  // The job again, twice at once, as a retry or a re-queued copy would run it: nobody gets a second copy.
  const delivery = createDelivery(ctx.deps, db, new StreamHub(DEFAULT_STREAM_OPTIONS));
  await Promise.all([sendAnnouncement(ctx.deps, db, delivery, data.id, scheduledAt), sendAnnouncement(ctx.deps, db, delivery, data.id, scheduledAt)]);
  const { rows } = await sql<{ copies: number; people: number }>`select count(*)::int as copies, count(distinct user_id)::int as people
    from notifications.notifications where announcement_id = ${data.id}`.execute(db);
  expect(rows[0]).toEqual({ copies: sent.counts.recipients, people: sent.counts.recipients });
});

test('two runs of a fresh job at once send it once', async () => {
  const audience = [{ kind: 'group', id: await studentGroup() }];
  const scheduledAt = new Date(Date.now() + 60 * 60_000).toISOString();
  const { data } = (await call(people.deans, 'POST', '/api/notifications/announcements', { ...TEXTS, audience, scheduledAt })).json<{ data: Announcement }>();
  const delivery = createDelivery(ctx.deps, db, new StreamHub(DEFAULT_STREAM_OPTIONS));
  await Promise.all([1, 2, 3].map(() => sendAnnouncement(ctx.deps, db, delivery, data.id, scheduledAt)));
  const sent = await announcementOf(people.deans, data.id);
  expect(sent.status).toBe('sent');
  expect(sent.counts.inApp).toBe(sent.counts.recipients);
  expect(sent.counts.recipients).toBeGreaterThan(0);
});

test('an audience outside the sender\'s faculty or department is refused by name and nothing is kept', async () => {
  const deansFaculty = await one(sql`select id from organizational.faculties where dean_user_id = ${people.deans.id}`);
  const otherGroup = await one(sql`select g.id from organizational.groups g join organizational.departments d on d.id = g.department_id
    where d.faculty_id <> ${deansFaculty} order by g.name limit 1`);
  const chairsDepartment = await one(sql`select id from organizational.departments where chair_user_id = ${people.chair.id}`);
  const otherDepartmentGroup = await one(sql`select id from organizational.groups where department_id <> ${chairsDepartment} order by name limit 1`);
  const before = await db.selectFrom('announcements').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();

  for (const [who, part] of [
    [people.deans, { kind: 'group', id: otherGroup }],
    [people.deans, { kind: 'role', role: 'student' }],
    [people.chair, { kind: 'group', id: otherDepartmentGroup }],
    [people.chair, { kind: 'faculty', id: deansFaculty }],
  ] as const) {
    const answer = await call(who, 'POST', '/api/notifications/announcements', { ...TEXTS, audience: [part] });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'AUDIENCE_OUT_OF_SCOPE', details: { part } });
    expect((await call(who, 'POST', '/api/notifications/announcements/audience', { audience: [part] })).statusCode).toBe(403);
  }
  for (const who of [people.student, people.lecturer]) {
    expect((await call(who, 'POST', '/api/notifications/announcements', { ...TEXTS, audience: [{ kind: 'group', id: await studentGroup() }] })).statusCode).toBe(403);
  }
  const after = await db.selectFrom('announcements').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  expect(after.n).toBe(before.n);

  // An administrator may name a role; one text missing is a 400.
  expect((await call(people.admin, 'POST', '/api/notifications/announcements/audience', { audience: [{ kind: 'role', role: 'quality_assurance' }] })).statusCode).toBe(200);
  expect((await call(people.admin, 'POST', '/api/notifications/announcements', { ...TEXTS, title: { hy: 'Միայն', en: '', ru: 'Только' }, audience: [{ kind: 'role', role: 'student' }] })).statusCode).toBe(400);
});

test('a scheduled announcement can be cancelled until it goes out; only its author and administrators see it', async () => {
  const audience = [{ kind: 'group', id: await studentGroup() }];
  const scheduledAt = new Date(Date.now() + 60 * 60_000).toISOString();
  const { data } = (await call(people.deans, 'POST', '/api/notifications/announcements', { ...TEXTS, audience, scheduledAt })).json<{ data: Announcement }>();

  expect((await call(people.chair, 'GET', `/api/notifications/announcements/${data.id}`)).statusCode).toBe(404);
  expect((await call(people.chair, 'POST', `/api/notifications/announcements/${data.id}/cancel`)).statusCode).toBe(404);
  expect((await call(people.chair, 'GET', '/api/notifications/announcements')).json().data.map((one: Announcement) => one.id)).not.toContain(data.id);
  expect((await call(people.admin, 'GET', '/api/notifications/announcements')).json().data.map((one: Announcement) => one.id)).toContain(data.id);

  const cancelled = await call(people.deans, 'POST', `/api/notifications/announcements/${data.id}/cancel`);
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json().data.status).toBe('cancelled');
  expect((await call(people.deans, 'POST', `/api/notifications/announcements/${data.id}/cancel`)).json()).toMatchObject({ code: 'ANNOUNCEMENT_NOT_SCHEDULED' });
  const delivery = createDelivery(ctx.deps, db, new StreamHub(DEFAULT_STREAM_OPTIONS));
  await sendAnnouncement(ctx.deps, db, delivery, data.id, scheduledAt);
  expect((await announcementOf(people.deans, data.id)).counts.inApp).toBe(0);
  expect((await call(people.deans, 'POST', '/api/notifications/announcements', { ...TEXTS, audience, scheduledAt: new Date(Date.now() + 400 * 86_400_000).toISOString() })).json()).toMatchObject({ code: 'ANNOUNCEMENT_TOO_LATE' });
});

test('a send cut short before storing anything is taken over once its claim is stale, not while it is fresh', async () => {
  const audience = [{ kind: 'group', id: await studentGroup() }];
  const scheduledAt = new Date(Date.now() + 60 * 60_000).toISOString();
  const { data } = (await call(people.deans, 'POST', '/api/notifications/announcements', { ...TEXTS, audience, scheduledAt })).json<{ data: Announcement }>();
  const delivery = createDelivery(ctx.deps, db, new StreamHub(DEFAULT_STREAM_OPTIONS));
  await db.updateTable('announcements').set({ status: 'sending', updated_at: sql`now()` }).where('id', '=', data.id).execute();
  await sendAnnouncement(ctx.deps, db, delivery, data.id, scheduledAt);
  expect(await announcementOf(people.deans, data.id)).toMatchObject({ status: 'sending', counts: { inApp: 0 } });

  await db.updateTable('announcements').set({ updated_at: sql`now() - interval '20 minutes'` }).where('id', '=', data.id).execute();
  await sendAnnouncement(ctx.deps, db, delivery, data.id, scheduledAt);
  const sent = await announcementOf(people.deans, data.id);
  expect(sent.status).toBe('sent');
  expect(sent.counts.inApp).toBe(sent.counts.recipients);
  expect(sent.counts.recipients).toBeGreaterThan(0);
});
