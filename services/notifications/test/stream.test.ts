// The live stream over a real HTTP connection: headers, retry hint, unread count, delivery, heartbeat,
// resume after Last-Event-ID, and delivery across two instances through Redis.
import type { AddressInfo } from 'node:net';
import { as, notify, person, startNotificationsTestApp, type NotificationsTestApp } from './support/test-app.js';
import { openStream, type SseStream } from './support/sse.js';

let a: NotificationsTestApp;
let b: NotificationsTestApp;
let urlA: string;
let urlB: string;
const open: SseStream[] = [];

async function listen(test: NotificationsTestApp): Promise<string> {
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
}

async function stream(...args: Parameters<typeof openStream>): Promise<SseStream> {
  const opened = await openStream(...args);
  open.push(opened);
  return opened;
}

/** A second instance needs a shared PostgreSQL; on PGlite (DATABASE_URL empty) only one instance runs. */
const twoInstances = process.env.DATABASE_URL?.trim() !== '';

beforeAll(async () => {
  a = await startNotificationsTestApp();
  urlA = await listen(a);
  if (twoInstances) {
    b = await startNotificationsTestApp({ shareWith: a });
    urlB = await listen(b);
  }
}, 120_000);

afterEach(() => {
  for (const opened of open.splice(0)) opened.close();
});

afterAll(async () => {
  await b?.close();
  await a?.close();
}, 60_000);

describe('GET /api/notifications/stream', () => {
  test('when a person connects, then the stream says how to reconnect, is not buffered and starts with the unread count', async () => {
    const anna = person(a);
    await notify(a, [anna.id]);
    await notify(a, [anna.id]);

    const live = await stream(urlA, anna);

    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(live.headers.get('x-accel-buffering')).toBe('no');
    expect(live.headers.get('cache-control')).toMatch(/no-cache/);
    expect(await live.nextUnread()).toBe(2);
    expect(live.retry).toBe(3000);
  });

  test('when a notification is sent, then it arrives with its id and the new unread count', async () => {
    const anna = person(a);
    const live = await stream(urlA, anna);
    expect(await live.nextUnread()).toBe(0);

    await notify(a, [anna.id], { title: 'Class moved to room 204', priority: 'urgent', type: 'schedule' });

    const event = await live.next((item) => item.event === 'notification');
    const notification = JSON.parse(event.data);
    expect(notification).toMatchObject({ title: 'Class moved to room 204', priority: 'urgent', type: 'schedule', isRead: false });
    expect(event.id).toBe(notification.id);
    expect(await live.nextUnread()).toBe(1);
  });

  test('when a notification is sent, then the live copy is the one the list shows (link and text of the shell too)', async () => {
    const anna = person(a);
    const live = await stream(urlA, anna);
    await live.nextUnread();

    await notify(a, [anna.id], { type: 'suggestion', title: 'Նոր առաջարկ՝ "feature"', link: '/admin/suggestions', i18n: { key: 'suggestionReceived', params: { type: 'feature' } } });

    const [listed] = (await as(a, anna).get('/api/notifications')).json().data;
    expect(await live.nextNotification()).toEqual(listed);
  });

  test("when someone else is notified, then a person's stream stays quiet", async () => {
    const anna = person(a);
    const aram = person(a);
    const live = await stream(urlA, anna);
    await live.nextUnread();

    await notify(a, [aram.id], { title: 'For Aram' });
    await notify(a, [anna.id], { title: 'For Anna' });

    expect((await live.nextNotification()).title).toBe('For Anna');
  });

  test('when a notification is read or archived, then the stream gets the new unread count', async () => {
    const anna = person(a);
    await notify(a, [anna.id]);
    await notify(a, [anna.id]);
    const live = await stream(urlA, anna);
    expect(await live.nextUnread()).toBe(2);
    const [first, second] = (await as(a, anna).get('/api/notifications')).json().data;

    // (The counts published by the sends above may still arrive first: wait for the one that follows the change.)
    const unreadBecomes = (count: number) => live.next((item) => item.event === 'unread' && JSON.parse(item.data).count === count);
    await as(a, anna).patch(`/api/notifications/${first.id}/read`);
    await unreadBecomes(1);
    await as(a, anna).patch(`/api/notifications/${second.id}/archive`);
    await unreadBecomes(0);
  });

  test('when the connection is idle, then heartbeat comments keep it open', async () => {
    const live = await stream(urlA, person(a));

    expect(await live.nextComment()).toBe('heartbeat');
  });

  test('when a stream is open, then the instance counts it (service token only)', async () => {
    const live = await stream(urlA, person(a));
    await live.nextUnread();
    const stats = (token?: string) => fetch(`${urlA}/internal/notifications/stats`, { headers: token ? { 'x-service-token': token } : {} });

    expect(((await (await stats(a.deps.config.serviceToken)).json()) as { streams: number }).streams).toBeGreaterThanOrEqual(1);
    expect((await stats()).status).toBe(401);
  });

  test('when not signed in, then 401 and no stream', async () => {
    const response = await fetch(`${urlA}/api/notifications/stream`);

    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    await response.body?.cancel();
  });

  test('when a client reconnects with lastEventId, then it gets exactly what it missed, oldest first', async () => {
    const anna = person(a);
    const first = await stream(urlA, anna);
    await first.nextUnread();
    await notify(a, [anna.id], { title: 'Seen' });
    const seen = await first.next((item) => item.event === 'notification');
    first.close();

    await notify(a, [anna.id], { title: 'Missed 1' });
    await notify(a, [anna.id], { title: 'Missed 2' });
    const resumed = await stream(urlA, anna, { lastEventId: seen.id });

    expect((await resumed.nextNotification()).title).toBe('Missed 1');
    expect((await resumed.nextNotification()).title).toBe('Missed 2');
    expect(await resumed.nextUnread()).toBe(3);
  });

  test('when the Last-Event-ID header is sent (EventSource reconnect), then the missed ones are replayed too', async () => {
    const anna = person(a);
    await notify(a, [anna.id], { title: 'Before' });
    const [before] = (await as(a, anna).get('/api/notifications')).json().data;
    await notify(a, [anna.id], { title: 'After' });

    const resumed = await stream(urlA, anna, { lastEventId: before.id, header: true });

    expect((await resumed.nextNotification()).title).toBe('After');
  });

  test('when in-app is off for a type, then it is stored but not pushed live or replayed', async () => {
    const anna = person(a);
    await as(a, anna).put('/api/notifications/preferences', {
      preferences: [{ notificationType: 'grade', enableInApp: false, enableEmail: false, enablePush: false }],
    });
    const live = await stream(urlA, anna);
    await live.nextUnread();

    await notify(a, [anna.id], { title: 'Hidden grade', type: 'grade' });
    await notify(a, [anna.id], { title: 'Shown course news', type: 'course' });

    expect((await live.nextNotification()).title).toBe('Shown course news');
    expect((await as(a, anna).get('/api/notifications')).json().data).toHaveLength(2);
  });
});

(twoInstances ? describe : describe.skip)('two instances behind Redis', () => {
  test('when the stream is on instance B and the notification is sent through A, then B delivers it', async () => {
    const anna = person(a);
    const onB = await stream(urlB, anna);
    expect(await onB.nextUnread()).toBe(0);

    await notify(a, [anna.id], { title: 'Sent through A' });

    expect((await onB.nextNotification()).title).toBe('Sent through A');
    expect(await onB.nextUnread()).toBe(1);
  });

  test('when a person has streams on both instances, then each gets the notification once', async () => {
    const anna = person(a);
    const onA = await stream(urlA, anna);
    const onB = await stream(urlB, anna);
    await onA.nextUnread();
    await onB.nextUnread();

    await notify(b, [anna.id], { title: 'First' });
    await notify(b, [anna.id], { title: 'Second' });

    for (const live of [onA, onB]) {
      expect((await live.nextNotification()).title).toBe('First');
      expect((await live.nextNotification()).title).toBe('Second');
    }
  });

  test('when a notify event is published, then both instances hear it and it is stored once', async () => {
    const anna = person(a);
    const onB = await stream(urlB, anna);
    await onB.nextUnread();

    await a.deps.events.publish('notifications.notify', {
      userIds: [anna.id], title: 'Once only', message: 'Heard by two instances.', type: 'system', priority: 'normal',
    });

    expect((await onB.nextNotification()).title).toBe('Once only');
    await notify(a, [anna.id], { title: 'Marker' });
    expect((await onB.nextNotification()).title).toBe('Marker');
    const titles = (await as(a, anna).get('/api/notifications')).json().data.map((item: { title: string }) => item.title);
    expect(titles).toEqual(['Marker', 'Once only']);
  });
});
