// A person's notifications over HTTP: list with paging and status, unread count, mark read (own only),
// read all, archive, preferences with validation, admin send and the internal route.
import { NOTIFICATION_TYPES } from '@campus/contracts';
import { admin, as, eventually, notify, person, startNotificationsTestApp, type NotificationsTestApp } from './support/test-app.js';

let ctx: NotificationsTestApp;

beforeAll(async () => {
  ctx = await startNotificationsTestApp();
}, 120_000);

afterAll(async () => {
  await ctx?.close();
}, 60_000);

describe('GET /api/notifications', () => {
  test('when a person has notifications, then they come newest first with paging, totals and the unread count', async () => {
    const anna = person(ctx);
    for (const title of ['First', 'Second', 'Third']) await notify(ctx, [anna.id], { title });

    const response = await as(ctx, anna).get('/api/notifications?page=1&pageSize=2');

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((item: { title: string }) => item.title)).toEqual(['Third', 'Second']);
    expect(body.meta).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect(body.unread).toBe(3);
    expect(body.data[0]).toMatchObject({ type: 'grade', priority: 'normal', isRead: false, isArchived: false });
    expect(body.data[0].id).toMatch(/^\d+$/);
    const second = (await as(ctx, anna).get('/api/notifications?page=2&pageSize=2')).json();
    expect(second.data.map((item: { title: string }) => item.title)).toEqual(['First']);
  });

  test('when another person has notifications, then they are not listed', async () => {
    const anna = person(ctx);
    const aram = person(ctx);
    await notify(ctx, [aram.id], { title: 'For Aram only' });

    const body = (await as(ctx, anna).get('/api/notifications')).json();

    expect(body).toEqual({ data: [], meta: { page: 1, pageSize: 20, total: 0 }, unread: 0 });
  });

  test('when filtered by status, then unread, read, archived and all each list their own', async () => {
    const anna = person(ctx);
    await notify(ctx, [anna.id], { title: 'Stays unread' });
    await notify(ctx, [anna.id], { title: 'Gets read' });
    await notify(ctx, [anna.id], { title: 'Gets archived' });
    const list = (await as(ctx, anna).get('/api/notifications')).json().data as { id: string; title: string }[];
    const idOf = (title: string) => list.find((item) => item.title === title)!.id;
    await as(ctx, anna).patch(`/api/notifications/${idOf('Gets read')}/read`);
    await as(ctx, anna).patch(`/api/notifications/${idOf('Gets archived')}/archive`);

    const titles = async (status?: string) =>
      ((await as(ctx, anna).get(`/api/notifications${status ? `?status=${status}` : ''}`)).json().data as { title: string }[]).map((item) => item.title);

    expect(await titles('unread')).toEqual(['Stays unread']);
    expect(await titles('read')).toEqual(['Gets read']);
    expect(await titles('archived')).toEqual(['Gets archived']);
    expect(await titles()).toEqual(['Gets read', 'Stays unread']);
    expect(await titles('all')).toEqual(['Gets archived', 'Gets read', 'Stays unread']);
  });

  test('when the status or page size is not allowed, then 400', async () => {
    const anna = person(ctx);

    expect((await as(ctx, anna).get('/api/notifications?status=deleted')).statusCode).toBe(400);
    expect((await as(ctx, anna).get('/api/notifications?pageSize=1000')).statusCode).toBe(400);
  });

  test('when not signed in, then 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread-count' })).statusCode).toBe(401);
  });
});

describe('reading and archiving', () => {
  test('when a person marks their notification read, then it is read and the unread count drops', async () => {
    const anna = person(ctx);
    await notify(ctx, [anna.id]);
    await notify(ctx, [anna.id]);
    const [first] = (await as(ctx, anna).get('/api/notifications')).json().data;

    const response = await as(ctx, anna).patch(`/api/notifications/${first.id}/read`);

    expect(response.statusCode).toBe(200);
    expect(response.json().notification).toMatchObject({ id: first.id, isRead: true });
    expect(response.json().notification.readAt).toMatch(/^\d{4}-/);
    expect((await as(ctx, anna).get('/api/notifications/unread-count')).json()).toEqual({ count: 1 });
  });

  test("when a person marks someone else's notification read or archived, then 404 and it stays unchanged", async () => {
    const anna = person(ctx);
    const aram = person(ctx);
    await notify(ctx, [aram.id]);
    const [arams] = (await as(ctx, aram).get('/api/notifications')).json().data;

    const read = await as(ctx, anna).patch(`/api/notifications/${arams.id}/read`);
    const archived = await as(ctx, anna).patch(`/api/notifications/${arams.id}/archive`);

    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ error: 'Notification not found', code: 'NOT_FOUND' });
    expect(archived.statusCode).toBe(404);
    const [after] = (await as(ctx, aram).get('/api/notifications')).json().data;
    expect(after).toMatchObject({ id: arams.id, isRead: false, isArchived: false });
  });

  test('when the id does not exist or is not a number, then 404 or 400', async () => {
    const anna = person(ctx);

    expect((await as(ctx, anna).patch('/api/notifications/999999999/read')).statusCode).toBe(404);
    expect((await as(ctx, anna).patch('/api/notifications/abc/read')).statusCode).toBe(400);
  });

  test('when a person reads all, then every unread one is read and the count says how many', async () => {
    const anna = person(ctx);
    const aram = person(ctx);
    await notify(ctx, [anna.id, aram.id]);
    await notify(ctx, [anna.id]);

    const response = await as(ctx, anna).post('/api/notifications/read-all');

    expect(response.json()).toEqual({ updated: 2 });
    expect((await as(ctx, anna).get('/api/notifications/unread-count')).json()).toEqual({ count: 0 });
    expect((await as(ctx, aram).get('/api/notifications/unread-count')).json()).toEqual({ count: 1 });
  });

  test('when a notification is archived, then it leaves the default list and the unread count', async () => {
    const anna = person(ctx);
    await notify(ctx, [anna.id]);
    const [item] = (await as(ctx, anna).get('/api/notifications')).json().data;

    const response = await as(ctx, anna).patch(`/api/notifications/${item.id}/archive`);

    expect(response.json().notification).toMatchObject({ id: item.id, isArchived: true });
    expect((await as(ctx, anna).get('/api/notifications')).json()).toMatchObject({ data: [], unread: 0 });
  });
});

describe('preferences', () => {
  test('when nothing was saved, then every type has in-app and email on, push off, quiet hours 23:00-07:00 off', async () => {
    const response = await as(ctx, person(ctx)).get('/api/notifications/preferences');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: NOTIFICATION_TYPES.map((notificationType) => ({ notificationType, enableInApp: true, enableEmail: true, enablePush: false })),
      quietHours: { enabled: false, start: '23:00', end: '07:00' },
      phone: null,
    });
  });

  test('when preferences are saved, then they come back and types left out keep theirs', async () => {
    const anna = person(ctx);

    const response = await as(ctx, anna).put('/api/notifications/preferences', {
      preferences: [{ notificationType: 'grade', enableInApp: true, enableEmail: false, enablePush: true }],
      quietHours: { enabled: true, start: '22:30', end: '06:15' },
      phone: ' +374 10 123456 ',
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.find((item: { notificationType: string }) => item.notificationType === 'grade')).toEqual({
      notificationType: 'grade', enableInApp: true, enableEmail: false, enablePush: true,
    });
    expect(body.data.find((item: { notificationType: string }) => item.notificationType === 'course')).toMatchObject({ enableEmail: true });
    expect(body.quietHours).toEqual({ enabled: true, start: '22:30', end: '06:15' });
    expect(body.phone).toBe('+374 10 123456');
    expect((await as(ctx, anna).get('/api/notifications/preferences')).json()).toEqual(body);

    const second = await as(ctx, anna).put('/api/notifications/preferences', {
      preferences: [{ notificationType: 'course', enableInApp: false, enableEmail: true, enablePush: false }],
    });
    expect(second.json().data.find((item: { notificationType: string }) => item.notificationType === 'grade')).toMatchObject({ enableEmail: false });
    expect(second.json().quietHours).toEqual({ enabled: true, start: '22:30', end: '06:15' });
    expect(second.json().phone).toBe('+374 10 123456');
  });

  test('when a time is not HH:mm, then 400 names the field', async () => {
    const response = await as(ctx, person(ctx)).put('/api/notifications/preferences', {
      preferences: [],
      quietHours: { enabled: true, start: '24:00', end: '07:00' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('quietHours.start: must be a time HH:mm from 00:00 to 23:59');
  });

  test('when a type is unknown or listed twice, then 400', async () => {
    const anna = person(ctx);
    const unknown = await as(ctx, anna).put('/api/notifications/preferences', {
      preferences: [{ notificationType: 'party', enableInApp: true, enableEmail: true, enablePush: true }],
    });
    const twice = await as(ctx, anna).put('/api/notifications/preferences', {
      preferences: [
        { notificationType: 'grade', enableInApp: true, enableEmail: true, enablePush: true },
        { notificationType: 'grade', enableInApp: false, enableEmail: true, enablePush: true },
      ],
    });

    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^preferences\.0\.notificationType/);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('preferences: grade is listed twice');
  });

  test('when the phone is not a phone number, then 400', async () => {
    const response = await as(ctx, person(ctx)).put('/api/notifications/preferences', { preferences: [], phone: 'call me' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^phone:/);
  });
});

describe('sending', () => {
  test('when an admin sends to people, then each gets it and the answer counts them', async () => {
    const anna = person(ctx);
    const aram = person(ctx);

    const response = await as(ctx, admin(ctx)).post('/api/notifications/send', {
      userIds: [anna.id, aram.id, anna.id],
      title: 'Library closed on Friday',
      message: 'The library is closed this Friday.',
      priority: 'high',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 2 });
    const [item] = (await as(ctx, anna).get('/api/notifications')).json().data;
    expect(item).toMatchObject({ title: 'Library closed on Friday', type: 'announcement', priority: 'high' });
  });

  test('when someone without notifications:manage sends, then 403', async () => {
    const response = await as(ctx, person(ctx)).post('/api/notifications/send', {
      userIds: [person(ctx).id], title: 'Hi', message: 'Hello', priority: 'normal',
    });

    expect(response.statusCode).toBe(403);
  });

  test('when an admin names no recipient or a blank title, then 400', async () => {
    const boss = admin(ctx);

    const none = await as(ctx, boss).post('/api/notifications/send', { title: 'Hi', message: 'Hello', priority: 'normal' });
    const blank = await as(ctx, boss).post('/api/notifications/send', { userIds: [person(ctx).id], title: '  ', message: 'Hello', priority: 'normal' });
    const priority = await as(ctx, boss).post('/api/notifications/send', { userIds: [person(ctx).id], title: 'Hi', message: 'Hello', priority: 'extreme' });

    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Choose at least one recipient: userIds or roles');
    expect(blank.statusCode).toBe(400);
    expect(priority.statusCode).toBe(400);
  });

  test('when a link is not a Campus path or an http(s) address, then 400', async () => {
    const response = await as(ctx, admin(ctx)).post('/api/notifications/send', {
      userIds: [person(ctx).id], title: 'Hi', message: 'Hello', priority: 'normal', link: 'javascript:alert(1)',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^link:/);
  });

  test('when the internal route is called without the service token, then 401', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/internal/notifications',
      payload: { userIds: [person(ctx).id], title: 'x', message: 'y', type: 'system', priority: 'low' },
    });

    expect(response.statusCode).toBe(401);
  });

  test('when the internal route is called twice with one key, then it is delivered once', async () => {
    const anna = person(ctx);

    expect(await notify(ctx, [anna.id], { key: `grade-published-${anna.id}` })).toEqual({ sent: 1 });
    expect(await notify(ctx, [anna.id], { key: `grade-published-${anna.id}` })).toEqual({ sent: 0 });
    expect((await as(ctx, anna).get('/api/notifications/unread-count')).json()).toEqual({ count: 1 });
  });

  test('when a service names a text of the shell, then the notification carries it beside its fallback, and an unknown text is 400', async () => {
    const anna = person(ctx);
    const i18n = { key: 'suggestionReceived', params: { type: 'problem' } };

    await notify(ctx, [anna.id], { type: 'suggestion', title: 'New suggestion: problem', i18n });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/internal/notifications',
      headers: { 'x-service-token': ctx.deps.config.serviceToken },
      payload: { userIds: [anna.id], title: 'x', message: 'y', type: 'system', priority: 'low', i18n: { key: 'party', params: {} } },
    });

    expect((await as(ctx, anna).get('/api/notifications')).json().data).toEqual([
      expect.objectContaining({ title: 'New suggestion: problem', type: 'suggestion', i18n }),
    ]);
    expect(unknown.statusCode).toBe(400);
  });

  test('when a service publishes on notifications.notify, then the people are notified once', async () => {
    const anna = person(ctx);

    await ctx.deps.events.publish('notifications.notify', {
      userIds: [anna.id], title: 'New material', message: 'Lecture 5 slides are up.', type: 'material', priority: 'low', link: '/courses/1',
    });

    const list = await eventually(async () => (await as(ctx, anna).get('/api/notifications')).json(), (body) => body.data.length > 0);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ title: 'New material', type: 'material', link: '/courses/1' });
  });
});
