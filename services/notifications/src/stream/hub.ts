// The open SSE connections of this instance, by person. Every instance hears every `notifications.user` event
// and writes it to its own connections of that person, so any instance can serve anyone.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { NOTIFICATION_STREAM_EVENTS, type Notification } from '@campus/contracts';
import type { Revocation, TokenSession } from '@campus/kit';

/** One person's change: a new notification and/or their unread count. */
export interface UserEvent {
  userId: string;
  /** Absent when only the count changed (read, archived), or when the person turned in-app off for its type. */
  notification?: Notification;
  /** Absent when unchanged. */
  unread?: number;
}

/**
 * One notification sent to many people, as one message per slice of recipients rather than one per person:
 * the same text would otherwise cross Redis and be parsed by every instance thousands of times.
 */
export interface FanOutEvent {
  /** Absent when the message carries only unread counts. */
  notification?: Omit<Notification, 'id'>;
  /** [userId, notification id (null: none, or in-app is off for the type), unread count (null: unchanged)] */
  recipients: [string, string | null, number | null][];
  /** The instance that published it; it delivered to its own streams already and skips its own message. */
  origin?: string;
}

/** What travels on the `notifications.user` channel. */
export type UserChannelMessage = UserEvent | FanOutEvent;

export const USER_CHANNEL = 'notifications.user';

export interface StreamOptions {
  /** A stream that wrote nothing for this long gets a comment line, so proxies do not close it (default 15 s). */
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
  /** Open streams one person may hold on an instance (a tab each); more are refused until one closes. */
  maxPerPerson: number;
}

export const DEFAULT_STREAM_OPTIONS: StreamOptions = {
  heartbeatMs: 15_000,
  retryMs: 3_000,
  maxBufferedBytes: 64 * 1024,
  replayLimit: 200,
  maxPerPerson: 10,
};

/**
 * Socket writes per turn of the event loop. Every write is a system call (tens of microseconds); a send to
 * thousands yields between batches so requests, database replies and Redis are not held up behind it.
 */
const WRITE_BATCH = 500;

const EMPTY_ID = '{"id":""';

/**
 * The `notification` event's text for any id of one notification. The JSON is made once per send instead of
 * once per person: the id (digits only, nothing to escape) is put in front of the rest.
 */
export function notificationEvent(notification: Omit<Notification, 'id'>): (id: string) => string {
  const rest = JSON.stringify({ id: '', ...notification }).slice(EMPTY_ID.length);
  return (id) => `id: ${id}\nevent: ${NOTIFICATION_STREAM_EVENTS.notification}\ndata: {"id":"${id}"${rest}\n\n`;
}

function unreadEvent(count: number): string {
  return `event: ${NOTIFICATION_STREAM_EVENTS.unread}\ndata: {"count":${count}}\n\n`;
}

/** One person's change as written: the notification's id (to skip what a replay sent) and the text. */
interface Frame {
  id: bigint | undefined;
  notification: string;
  unread: string;
}

export class StreamConnection {
  /** Live events that arrive while the missed ones are read from the database wait here. */
  private waiting: Frame[] | undefined = [];
  private lastId = 0n;
  private closed = false;
  /** Whether anything was written since the last heartbeat tick (a stream that talks needs no heartbeat). */
  private active = false;

  constructor(
    /** Whose stream, under which session: a revocation of either ends it. */
    readonly session: TokenSession,
    private readonly response: ServerResponse,
    private readonly maxBufferedBytes: number,
    private readonly onClose: (connection: StreamConnection) => void,
  ) {}

  get isOpen(): boolean {
    return !this.closed;
  }

  /** A live change: written now, or after the replay when one is running. */
  deliver(frame: Frame): void {
    if (this.waiting) this.waiting.push(frame);
    else this.writeFrame(frame);
  }

  /** A notification read from the database while resuming. */
  replay({ id, ...notification }: Notification): void {
    this.writeFrame({ id: BigInt(id), notification: notificationEvent(notification)(id), unread: '' });
  }

  /** Ends the replay: writes the live events that came meanwhile (skipping any the replay already sent). */
  goLive(): void {
    const waiting = this.waiting ?? [];
    this.waiting = undefined;
    for (const frame of waiting) this.writeFrame(frame);
  }

  unread(count: number): void {
    this.write(unreadEvent(count));
  }

  /** Writes a heartbeat unless the stream was written to since the last tick; true when it wrote. */
  heartbeat(): boolean {
    const idle = !this.active;
    if (idle) this.write(': heartbeat\n\n');
    this.active = false;
    return idle;
  }

  write(chunk: string): void {
    if (this.closed) return;
    this.active = true;
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

  /** The notification and the count in one write (one system call), the notification only if not sent yet. */
  private writeFrame({ id, notification, unread }: Frame): void {
    const fresh = id !== undefined && id > this.lastId;
    if (fresh) this.lastId = id;
    const chunk = fresh ? notification + unread : unread;
    if (chunk) this.write(chunk);
  }
}

/** A live message in one shape: a single person's event is a fan-out to one. */
function asFanOut(message: UserChannelMessage): FanOutEvent {
  if ('recipients' in message) return message;
  if (!message.notification) return { recipients: [[message.userId, null, message.unread ?? null]] };
  const { id, ...notification } = message.notification;
  return { notification, recipients: [[message.userId, id, message.unread ?? null]] };
}

export class StreamHub {
  /** This instance, as named in the `origin` of what it publishes. */
  readonly id = randomUUID();
  private readonly byUser = new Map<string, Set<StreamConnection>>();
  private readonly timer: NodeJS.Timeout;
  private count = 0;
  /** Writing still to do, oldest first; each step is one write. One queue keeps every person's events in order. */
  private readonly work: Iterator<unknown>[] = [];

  constructor(readonly options: StreamOptions) {
    this.timer = setInterval(() => this.enqueue(this.heartbeats()), options.heartbeatMs);
    this.timer.unref();
  }

  /** Open connections on this instance. */
  get size(): number {
    return this.count;
  }

  /** Whether the person may open another stream here. */
  hasRoomFor(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) < this.options.maxPerPerson;
  }

  open(session: TokenSession, response: ServerResponse): StreamConnection {
    const connection = new StreamConnection(session, response, this.options.maxBufferedBytes, (closed) => this.remove(closed));
    const set = this.byUser.get(session.sub) ?? new Set();
    set.add(connection);
    this.byUser.set(session.sub, set);
    this.count += 1;
    return connection;
  }

  /** Ends the streams whose session the revocation ended (`isRevoked` already knows it). */
  endRevoked(revocation: Revocation, isRevoked: (session: TokenSession) => boolean): void {
    const candidates = 'userId' in revocation ? [this.byUser.get(revocation.userId) ?? []] : this.byUser.values();
    const ended = [...candidates].flatMap((set) => [...set]).filter((connection) => isRevoked(connection.session));
    for (const connection of ended) connection.end();
  }

  /** Writes the message to this instance's streams of its people: the first batch now, the rest on later turns. */
  deliver(message: UserChannelMessage): void {
    this.enqueue(this.writes(asFanOut(message)));
  }

  /** Server shutdown: end every stream so the server can close. */
  closeAll(): void {
    clearInterval(this.timer);
    this.work.length = 0;
    for (const set of [...this.byUser.values()]) for (const connection of [...set]) connection.end();
  }

  private *writes({ notification, recipients }: FanOutEvent): Generator<void> {
    const render = notification ? notificationEvent(notification) : undefined;
    for (const [userId, id, unread] of recipients) {
      const connections = this.byUser.get(userId);
      if (!connections) continue;
      const frame: Frame = {
        id: id && render ? BigInt(id) : undefined,
        notification: id && render ? render(id) : '',
        unread: unread === null ? '' : unreadEvent(unread),
      };
      // Live sets, across turns: a stream closed meanwhile is skipped, one opened meanwhile dedupes by id.
      for (const connection of connections) {
        connection.deliver(frame);
        yield;
      }
    }
  }

  private *heartbeats(): Generator<void> {
    for (const set of this.byUser.values()) {
      for (const connection of set) if (connection.heartbeat()) yield;
    }
  }

  private enqueue(task: Iterator<unknown>): void {
    this.work.push(task);
    if (this.work.length === 1) this.drain();
  }

  private drain(): void {
    for (let budget = WRITE_BATCH; budget > 0 && this.work.length > 0; budget -= 1) {
      if (this.work[0]!.next().done) this.work.shift();
    }
    if (this.work.length > 0) setImmediate(() => this.drain());
  }

  private remove(connection: StreamConnection): void {
    const set = this.byUser.get(connection.session.sub);
    if (!set?.delete(connection)) return;
    this.count -= 1;
    if (set.size === 0) this.byUser.delete(connection.session.sub);
  }
}
