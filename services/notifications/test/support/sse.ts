// A real SSE client over HTTP (fetch): reads the stream as the browser's EventSource would parse it.
import type { TestPerson } from './test-app.js';

export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Comments (heartbeats) and retry hints seen so far. */
  comments: string[];
  retry?: number;
  /** Resolves with the next event that matches (events before it are consumed); rejects when the stream ends. */
  next(predicate?: (event: SseEvent) => boolean): Promise<SseEvent>;
  /** The next `notification` event's parsed data. */
  nextNotification(): Promise<{ id: string; title: string; [key: string]: unknown }>;
  /** The next `unread` event's count. */
  nextUnread(): Promise<number>;
  /** Resolves once a heartbeat comment arrives. */
  nextComment(): Promise<string>;
  close(): void;
}

export async function openStream(baseUrl: string, who: TestPerson, options: { lastEventId?: string; header?: boolean } = {}): Promise<SseStream> {
  const controller = new AbortController();
  const query = options.lastEventId && !options.header ? `?lastEventId=${options.lastEventId}` : '';
  const response = await fetch(`${baseUrl}/api/notifications/stream${query}`, {
    headers: { cookie: `access_token=${who.token}`, accept: 'text/event-stream', ...(options.header && options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let waiters: (() => void)[] = [];
  let ended = false;
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    comments,
    async next(predicate = () => true) {
      for (;;) {
        const index = events.findIndex(predicate);
        if (index >= 0) return events.splice(0, index + 1)[index]!;
        if (ended) throw new Error('the stream ended');
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async nextNotification() {
      return JSON.parse((await stream.next((event) => event.event === 'notification')).data);
    },
    async nextUnread() {
      return JSON.parse((await stream.next((event) => event.event === 'unread')).data).count;
    },
    async nextComment() {
      const seen = comments.length;
      while (comments.length === seen) {
        if (ended) throw new Error('the stream ended');
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
      return comments[seen]!;
    },
    close() {
      controller.abort();
    },
  };
  const wake = () => {
    const current = waiters;
    waiters = [];
    for (const resolve of current) resolve();
  };
  if (response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = { event: 'message', data: '' };
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('retry:')) stream.retry = Number(line.slice(6).trim());
              else if (line.startsWith('event:')) event.event = line.slice(6).trim();
              else if (line.startsWith('id:')) event.id = line.slice(3).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length > 0) events.push({ ...event, data: data.join('\n') });
          }
          wake();
        }
      } catch {
        // aborted by close()
      } finally {
        ended = true;
        wake();
      }
    })();
  } else {
    ended = true;
  }
  return stream;
}
