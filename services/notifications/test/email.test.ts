// Email and push beside in-app: email goes out through a real SMTP server on loopback when the type's email is
// on and it is not the person's quiet hours (read in their time zone, Asia/Yerevan by default, across
// midnight); push is recorded as intent, and held back by quiet hours like email.
import { startMailCatcher, type MailCatcher } from '@campus/kit/testing';
import { account, as, eventually, notify, startNotificationsTestApp, type NotificationsTestApp, type TestPerson } from './support/test-app.js';

let ctx: NotificationsTestApp;
let smtp: MailCatcher;
/** The service's clock; Yerevan is UTC+4 all year. */
let clock = new Date('2026-03-10T10:00:00Z');

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await startNotificationsTestApp({ env: { SMTP_URL: smtp.url }, notifications: { now: () => clock } });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
}, 60_000);

async function withQuietHours(who: TestPerson, start: string, end: string) {
  const response = await as(ctx, who).put('/api/notifications/preferences', { preferences: [], quietHours: { enabled: true, start, end } });
  expect(response.statusCode).toBe(200);
}

async function deliveriesOf(who: TestPerson) {
  return ctx.db
    .selectFrom('deliveries')
    .innerJoin('notifications', 'notifications.id', 'deliveries.notification_id')
    .select(['deliveries.channel', 'deliveries.status'])
    .where('notifications.user_id', '=', who.id)
    .orderBy('deliveries.channel')
    .execute();
}

test('when it is outside quiet hours, then the email is sent with the title as subject', async () => {
  clock = new Date('2026-03-10T10:00:00Z'); // 14:00 in Yerevan
  const anna = await account(ctx);
  await withQuietHours(anna, '23:00', '07:00');

  await notify(ctx, [anna.id], { title: 'Midterm grades published', message: 'Your Physics midterm grade is available.', link: '/grades' });

  const mail = await smtp.nextMailTo(anna.email);
  expect(mail.raw).toMatch(/Subject: Midterm grades published/);
  expect(mail.raw).toMatch(/Your Physics midterm grade is available\./);
  expect(mail.raw).toMatch(/\/grades/);
  const deliveries = await eventually(() => deliveriesOf(anna), (rows) => rows[0]?.status !== 'queued');
  expect(deliveries).toEqual([{ channel: 'email', status: 'sent' }]);
});

test('when one send reaches several people, then each gets one email at their own address', async () => {
  clock = new Date('2026-03-10T10:00:00Z');
  const people = [await account(ctx), await account(ctx), await account(ctx)];

  await notify(ctx, people.map((who) => who.id), { title: 'Exam room changed' });

  for (const who of people) expect((await smtp.nextMailTo(who.email)).raw).toMatch(/Subject: Exam room changed/);
  const deliveries = await eventually(
    () => Promise.all(people.map(deliveriesOf)),
    (all) => all.every((rows) => rows[0]?.status === 'sent'),
  );
  expect(deliveries).toEqual(people.map(() => [{ channel: 'email', status: 'sent' }]));
  expect(smtp.messages.filter((mail) => people.some((who) => mail.to.includes(who.email)))).toHaveLength(3);
});

test('when it is inside quiet hours across midnight, then no email goes out, while others still get theirs', async () => {
  clock = new Date('2026-03-10T20:30:00Z'); // 00:30 in Yerevan, inside 23:00-07:00
  const sleeping = await account(ctx);
  const awake = await account(ctx);
  await withQuietHours(sleeping, '23:00', '07:00');

  await notify(ctx, [sleeping.id], { title: 'Quiet please' });
  await notify(ctx, [awake.id], { title: 'Awake anyway' });

  await smtp.nextMailTo(awake.email);
  expect(smtp.messages.filter((mail) => mail.to.includes(sleeping.email))).toEqual([]);
  expect(await deliveriesOf(sleeping)).toEqual([{ channel: 'email', status: 'quiet_hours' }]);
  expect((await as(ctx, sleeping).get('/api/notifications')).json().data[0]).toMatchObject({ title: 'Quiet please' });
});

test('when quiet hours are read, then it is in the person’s time zone, not the server’s', async () => {
  clock = new Date('2026-03-10T05:30:00Z'); // 09:30 in Yerevan: outside 23:00-07:00, though 05:30 UTC is inside
  const anna = await account(ctx);
  await withQuietHours(anna, '23:00', '07:00');

  await notify(ctx, [anna.id], { title: 'Morning news' });

  expect((await smtp.nextMailTo(anna.email)).raw).toMatch(/Subject: Morning news/);
});

test('when email is off for the type and push is on, then no email is sent and push is recorded', async () => {
  clock = new Date('2026-03-10T10:00:00Z');
  const anna = await account(ctx);
  const marker = await account(ctx);
  await as(ctx, anna).put('/api/notifications/preferences', {
    preferences: [{ notificationType: 'grade', enableInApp: true, enableEmail: false, enablePush: true }],
  });

  await notify(ctx, [anna.id], { type: 'grade' });
  await notify(ctx, [marker.id], { type: 'grade' });

  await smtp.nextMailTo(marker.email);
  expect(smtp.messages.filter((mail) => mail.to.includes(anna.email))).toEqual([]);
  expect(await deliveriesOf(anna)).toEqual([{ channel: 'push', status: 'recorded' }]);
});

test('when push is on and it is inside quiet hours, then push is held back like email, while the notification is still stored', async () => {
  clock = new Date('2026-03-10T20:30:00Z'); // 00:30 in Yerevan, inside 23:00-07:00
  const anna = await account(ctx);
  await as(ctx, anna).put('/api/notifications/preferences', {
    preferences: [{ notificationType: 'grade', enableInApp: true, enableEmail: true, enablePush: true }],
    quietHours: { enabled: true, start: '23:00', end: '07:00' },
  });

  await notify(ctx, [anna.id], { type: 'grade', title: 'Grade at night' });

  expect(await deliveriesOf(anna)).toEqual([
    { channel: 'email', status: 'quiet_hours' },
    { channel: 'push', status: 'quiet_hours' },
  ]);
  expect((await as(ctx, anna).get('/api/notifications')).json().data[0]).toMatchObject({ title: 'Grade at night', isRead: false });
});
