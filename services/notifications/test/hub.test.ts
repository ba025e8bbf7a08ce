// The stream hub's memory bound: a client that stops reading is cut off once its unsent bytes pass the limit
// (it reconnects with Last-Event-ID and gets the rest from the database); a client that reads stays. A send
// to many people is one write per stream, spread over turns of the event loop, in order.
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { DEFAULT_STREAM_OPTIONS, StreamHub, type FanOutEvent, type UserEvent } from '../src/stream/hub.js';

const LIMIT = 16 * 1024;

function event(userId: string, id: number): UserEvent {
  return {
    userId,
    unread: id,
    notification: {
      id: String(id), title: 'Room change', message: 'x'.repeat(500), type: 'schedule', priority: 'normal',
      isRead: false, isArchived: false, createdAt: new Date(0).toISOString(),
    },
  };
}

let hub: StreamHub;

beforeEach(() => {
  hub = new StreamHub({ ...DEFAULT_STREAM_OPTIONS, heartbeatMs: 60_000, maxBufferedBytes: LIMIT, replayLimit: 10 });
});

afterEach(() => hub.closeAll());

test('when a client stops reading, then it is cut off once its unsent bytes pass the limit', () => {
  const stalled = new PassThrough({ highWaterMark: 1024 });
  const connection = hub.open({ sub: 'anna' }, stalled as unknown as ServerResponse);
  connection.goLive();

  for (let id = 1; id <= 100; id += 1) hub.deliver(event('anna', id));

  expect(connection.isOpen).toBe(false);
  expect(stalled.destroyed).toBe(true);
  expect(stalled.writableLength).toBeLessThanOrEqual(LIMIT + 2048);
  expect(hub.size).toBe(0);
});

test('when a client keeps reading, then it stays connected and gets every event once, in order', () => {
  const reader = new PassThrough({ highWaterMark: 1024 });
  const received: string[] = [];
  reader.on('data', (chunk: Buffer) => received.push(chunk.toString()));
  const connection = hub.open({ sub: 'anna' }, reader as unknown as ServerResponse);
  connection.goLive();

  for (let id = 1; id <= 100; id += 1) hub.deliver(event('anna', id));

  expect(connection.isOpen).toBe(true);
  expect(hub.size).toBe(1);
  const ids = received.join('').match(/^id: \d+$/gm)?.map((line) => Number(line.slice(4)));
  expect(ids).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
});

test('when live events arrive during a replay, then they wait and the ones the replay sent are not sent twice', () => {
  const reader = new PassThrough();
  const received: string[] = [];
  reader.on('data', (chunk: Buffer) => received.push(chunk.toString()));
  const connection = hub.open({ sub: 'anna' }, reader as unknown as ServerResponse);

  hub.deliver(event('anna', 3));
  hub.deliver(event('anna', 4));
  connection.replay(event('anna', 2).notification!);
  connection.replay(event('anna', 3).notification!);
  connection.goLive();

  const ids = received.join('').match(/^id: \d+$/gm)?.map((line) => Number(line.slice(4)));
  expect(ids).toEqual([2, 3, 4]);
});

test('when one send reaches more people than a batch, then each stream gets one write with the notification and its count, without blocking the loop, in order', async () => {
  const people = Array.from({ length: 1200 }, (_, index) => `person-${index}`);
  const writes = new Map<string, string[]>();
  for (const userId of people) {
    const reader = new PassThrough();
    writes.set(userId, []);
    reader.on('data', (chunk: Buffer) => writes.get(userId)!.push(chunk.toString()));
    hub.open({ sub: userId }, reader as unknown as ServerResponse).goLive();
  }
  const { notification } = event('', 0);
  const { id: _id, ...shared } = notification!;
  const send: FanOutEvent = { notification: { ...shared, title: 'Exam moved' }, recipients: people.map((userId, index) => [userId, String(index + 1), 1]) };

  hub.deliver(send);
  hub.deliver({ userId: 'person-1199', unread: 0 });
  const writtenAtOnce = [...writes.values()].filter((chunks) => chunks.length > 0).length;
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));

  expect(writtenAtOnce).toBeLessThan(people.length);
  people.forEach((userId, index) => {
    const [chunk] = writes.get(userId)!;
    expect(chunk).toMatch(new RegExp(`^id: ${index + 1}\nevent: notification\ndata: \\{"id":"${index + 1}","title":"Exam moved".*\n\nevent: unread\ndata: \\{"count":1\\}\n\n$`));
    expect(JSON.parse(chunk!.split('\n')[2]!.slice(6))).toMatchObject({ id: String(index + 1), title: 'Exam moved', type: 'schedule' });
  });
  expect(writes.get('person-1199')).toEqual([expect.stringContaining('Exam moved'), 'event: unread\ndata: {"count":0}\n\n']);
});
