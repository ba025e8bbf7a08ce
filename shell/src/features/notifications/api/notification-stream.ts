// One live connection per tab to /api/notifications/stream (SPEC §4 Notifications, §9).
// EventSource resumes by itself with Last-Event-ID on its own reconnects; when it gives up (an error that
// closes it, or one we close on), we reconnect after 3 s × min(attempts + 1, 5), passing ?lastEventId= so
// the server replays what this tab missed. A successful open resets the attempts.
import type { AppNotification } from './notifications.js';

export const STREAM_PATH = '/api/notifications/stream';
export const RECONNECT_BASE_DELAY = 3000;
export const RECONNECT_MAX_FACTOR = 5;

/** Milliseconds to wait before reconnect number `attempts + 1` (attempts counts failures since the last open). */
export function reconnectDelay(attempts: number): number {
  return RECONNECT_BASE_DELAY * Math.min(attempts + 1, RECONNECT_MAX_FACTOR);
}

export function streamUrl(lastEventId: string | undefined, base = STREAM_PATH): string {
  return lastEventId ? `${base}?lastEventId=${encodeURIComponent(lastEventId)}` : base;
}

/** The part of the browser's EventSource this stream uses (a test passes its own). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface NotificationStreamHandlers {
  onNotification(notification: AppNotification): void;
  onUnreadCount(count: number): void;
  onOpen?(): void;
  /** The connection dropped; a reconnect is scheduled. */
  onDisconnect?(): void;
}

export interface NotificationStreamOptions {
  createSource?: (url: string) => EventSourceLike;
  /** Runs before each manual reconnect (e.g. a request that refreshes an expired session); failures are ignored. */
  beforeReconnect?: () => Promise<unknown>;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

function parse<T>(data: string): T | undefined {
  try {
    return JSON.parse(data) as T;
  } catch {
    return undefined;
  }
}

export class NotificationStream {
  private source: EventSourceLike | undefined;
  private timer: unknown;
  private attempts = 0;
  private lastEventId: string | undefined;
  private stopped = false;
  private readonly createSource: (url: string) => EventSourceLike;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(
    private readonly handlers: NotificationStreamHandlers,
    private readonly options: NotificationStreamOptions = {},
  ) {
    this.createSource =
      options.createSource ?? ((url) => new EventSource(url, { withCredentials: true }) as unknown as EventSourceLike);
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  /** Failures since the last successful open. */
  get failedAttempts(): number {
    return this.attempts;
  }

  start(): void {
    this.stopped = false;
    if (!this.source && this.timer === undefined) this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    this.source?.close();
    this.source = undefined;
  }

  private remember(event: MessageEvent<string>): void {
    if (event.lastEventId) this.lastEventId = event.lastEventId;
  }

  private open(): void {
    const source = this.createSource(streamUrl(this.lastEventId));
    this.source = source;
    source.onopen = () => {
      this.attempts = 0;
      this.handlers.onOpen?.();
    };
    source.addEventListener('notification', (event) => {
      this.remember(event);
      const notification = parse<AppNotification>(event.data);
      if (notification?.id) this.handlers.onNotification(notification);
    });
    source.addEventListener('unread', (event) => {
      this.remember(event);
      const count = parse<{ count?: unknown }>(event.data)?.count;
      if (typeof count === 'number') this.handlers.onUnreadCount(count);
    });
    source.onerror = () => {
      if (this.source !== source) return;
      source.close();
      this.source = undefined;
      this.handlers.onDisconnect?.();
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const delay = reconnectDelay(this.attempts);
    this.attempts += 1;
    this.timer = this.setTimer(() => {
      void Promise.resolve(this.options.beforeReconnect?.())
        .catch(() => undefined)
        .then(() => {
          this.timer = undefined;
          if (!this.stopped) this.open();
        });
    }, delay);
  }
}
