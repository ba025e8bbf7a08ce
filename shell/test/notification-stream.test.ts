import { NotificationStream, reconnectDelay, streamUrl, type EventSourceLike } from '../src/features/notifications/api/notification-stream.js';
import type { AppNotification } from '../src/features/notifications/api/notifications.js';

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
    }
  }
}

function harness() {
  const sources: FakeSource[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const received: AppNotification[] = [];
  const counts: number[] = [];
  const stream = new NotificationStream(
    { onNotification: (item) => received.push(item), onUnreadCount: (count) => counts.push(count) },
    {
      createSource: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      setTimer: (callback, ms) => timers.push({ callback, ms }),
      clearTimer: () => undefined,
    },
  );
  /** Runs the pending reconnect timer and lets its promise chain settle. */
  const fireTimer = async () => {
    timers.shift()!.callback();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { stream, sources, timers, received, counts, fireTimer };
}

const notification = (id: string): AppNotification => ({
  id,
  title: 'Grade published',
  message: 'Your midterm grade is available',
  type: 'grade',
  priority: 'high',
  isRead: false,
  isArchived: false,
  createdAt: '2026-01-01T10:00:00.000Z',
});

describe('reconnectDelay', () => {
  test('when reconnecting again and again, then the delay grows by 3 s up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([3000, 6000, 9000, 12000, 15000, 15000, 15000]);
  });
});

describe('streamUrl', () => {
  test('when an event id is known, then it is passed as lastEventId', () => {
    expect(streamUrl(undefined)).toBe('/api/notifications/stream');
    expect(streamUrl('42-1')).toBe('/api/notifications/stream?lastEventId=42-1');
  });
});

describe('NotificationStream', () => {
  test('when the server sends a notification and an unread count, then both reach the handlers', () => {
    const { stream, sources, received, counts } = harness();
    stream.start();
    sources[0]!.emit('notification', notification('n1'), 'e1');
    sources[0]!.emit('unread', { count: 3 });
    sources[0]!.emit('unread', 'not json we understand');

    expect(received.map((item) => item.id)).toEqual(['n1']);
    expect(counts).toEqual([3]);
  });

  test('when the connection fails, then it is closed and reopened after 3 s with the last event id', async () => {
    const { stream, sources, timers, fireTimer } = harness();
    stream.start();
    sources[0]!.emit('notification', notification('n1'), 'e7');
    sources[0]!.onerror?.(new Event('error'));

    expect(sources[0]!.closed).toBe(true);
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    await fireTimer();
    expect(sources[1]!.url).toBe('/api/notifications/stream?lastEventId=e7');
  });

  test('when failures repeat, then the waits are 3, 6, 9 s; an open resets them', async () => {
    const { stream, sources, timers, fireTimer } = harness();
    stream.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      sources.at(-1)!.onerror?.(new Event('error'));
      waits.push(timers[0]!.ms);
      await fireTimer();
    }
    sources.at(-1)!.onopen?.(new Event('open'));
    sources.at(-1)!.onerror?.(new Event('error'));

    expect(waits).toEqual([3000, 6000, 9000]);
    expect(timers[0]!.ms).toBe(3000);
  });

  test('when stopped while waiting to reconnect, then no new connection is opened', async () => {
    const { stream, sources, fireTimer } = harness();
    stream.start();
    sources[0]!.onerror?.(new Event('error'));
    stream.stop();
    await fireTimer();

    expect(sources).toHaveLength(1);
  });
});
