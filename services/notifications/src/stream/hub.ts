// The open SSE connections of this instance, by person. Every instance hears every `notifications.user` event
// and writes it to its own connections of that person, so any instance can serve anyone.
import type { ServerResponse } from 'node:http';
import { NOTIFICATION_STREAM_EVENTS, type Notification } from '@campus/contracts';

/** One person's change: a new notification and/or their unread count. */
export interface UserEvent {
  userId: string;
  /** Absent when only the count changed (read, archived), or when the person turned in-app off for its type. */
  notification?: Notification;
  /** Absent when the count follows in its own event (large sends count after delivering). */
  unread?: number;
}

/**
 * One notification sent to many people, as one message per slice of recipients rather than one per person:
 * the same text would otherwise cross Redis and be parsed by every instance thousands of times.
 */
export interface FanOutEvent {
  /** Absent when the message carries only unread counts. */
  notification?: Omit<Notification, 'id'>;
  /** [userId, notification id (null: none, or in-app is off for the type), unread count (null: follows later)] */
  recipients: [string, string | null, number | null][];
}

/** What travels on the `notifications.user` channel. */
export type UserChannelMessage = UserEvent | FanOutEvent;

export const USER_CHANNEL = 'notifications.user';

export interface StreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream (default 15 s). */
  heartbeatMs: number;
  /** The reconnect delay the browser is told (`retry:`). */
  retryMs: number;
  /**
   * A client that leaves this much unread in its socket buffer is cut off instead of growing memory; it
   * reconnects with Last-Event-ID and gets what it missed from the database.
   */
  maxBufferedBytes: number;
  /** At most this many missed notifications are replayed on resume (the newest ones; the list has the rest). */
  replayLimit: number;
}

export const DEFAULT_STREAM_OPTIONS: StreamOptions = {
  heartbeatMs: 15_000,
  retryMs: 3_000,
  maxBufferedBytes: 64 * 1024,
  replayLimit: 200,
};

function unreadChunk(count: number): string {
  return `event: ${NOTIFICATION_STREAM_EVENTS.unread}\ndata: {"count":${count}}\n\n`;
}

export class StreamConnection {
  /** Live events that arrive while the missed ones are read from the database wait here. */
  private waiting: UserEvent[] | undefined = [];
  private lastId = 0n;
  private closed = false;

  constructor(
    readonly userId: string,
    private readonly response: ServerResponse,
    private readonly maxBufferedBytes: number,
    private readonly onClose: (connection: StreamConnection) => void,
  ) {}

  get isOpen(): boolean {
    return !this.closed;
  }

  /** A live event: written now, or after the replay when one is running. */
  deliver(event: UserEvent): void {
    if (this.waiting) this.waiting.push(event);
    else this.writeEvent(event);
  }

  /** A notification read from the database while resuming. */
  replay(notification: Notification): void {
    this.writeNotification(notification);
  }

  /** Ends the replay: writes the live events that came meanwhile (skipping any the replay already sent). */
  goLive(): void {
    const waiting = this.waiting ?? [];
    this.waiting = undefined;
    for (const event of waiting) this.writeEvent(event);
  }

  unread(count: number): void {
    this.write(unreadChunk(count));
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  write(chunk: string): void {
    if (this.closed) return;
    this.response.write(chunk);
    // write() never refuses data; a reader that does not keep up would grow this buffer without end.
    if (this.response.writableLength > this.maxBufferedBytes) this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose(this);
    this.response.destroy();
  }

  /** Ends the response cleanly (server shutdown). */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose(this);
    this.response.end();
  }

  private writeEvent(event: UserEvent): void {
    // One write (one syscall) for the notification and the count.
    const chunk = `${event.notification ? this.notificationChunk(event.notification) : ''}${event.unread === undefined ? '' : unreadChunk(event.unread)}`;
    if (chunk) this.write(chunk);
  }

  private writeNotification(notification: Notification): void {
    this.write(this.notificationChunk(notification));
  }

  /** The notification's event, or nothing when this connection already sent it (replay and live overlap). */
  private notificationChunk(notification: Notification): string {
    const id = BigInt(notification.id);
    if (id <= this.lastId) return '';
    this.lastId = id;
    return `id: ${notification.id}\nevent: ${NOTIFICATION_STREAM_EVENTS.notification}\ndata: ${JSON.stringify(notification)}\n\n`;
  }
}

export class StreamHub {
  private readonly byUser = new Map<string, Set<StreamConnection>>();
  private readonly timer: NodeJS.Timeout;
  private count = 0;

  constructor(readonly options: StreamOptions) {
    this.timer = setInterval(() => this.heartbeat(), options.heartbeatMs);
    this.timer.unref();
  }

  /** Open connections on this instance. */
  get size(): number {
    return this.count;
  }

  open(userId: string, response: ServerResponse): StreamConnection {
    const connection = new StreamConnection(userId, response, this.options.maxBufferedBytes, (closed) => this.remove(closed));
    const set = this.byUser.get(userId) ?? new Set();
    set.add(connection);
    this.byUser.set(userId, set);
    this.count += 1;
    return connection;
  }

  deliver(message: UserChannelMessage): void {
    if (!('recipients' in message)) {
      for (const connection of this.byUser.get(message.userId) ?? []) connection.deliver(message);
      return;
    }
    for (const [userId, id, unread] of message.recipients) {
      const connections = this.byUser.get(userId);
      if (!connections) continue;
      const event: UserEvent = {
        userId,
        ...(unread === null ? {} : { unread }),
        ...(id && message.notification ? { notification: { id, ...message.notification } } : {}),
      };
      for (const connection of connections) connection.deliver(event);
    }
  }

  /** Server shutdown: end every stream so the server can close. */
  closeAll(): void {
    clearInterval(this.timer);
    for (const set of [...this.byUser.values()]) for (const connection of [...set]) connection.end();
  }

  private heartbeat(): void {
    for (const set of this.byUser.values()) for (const connection of [...set]) connection.heartbeat();
  }

  private remove(connection: StreamConnection): void {
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    this.count -= 1;
    if (set.size === 0) this.byUser.delete(connection.userId);
  }
}
