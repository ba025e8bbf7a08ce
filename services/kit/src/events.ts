// The event bus: Redis pub/sub between processes, or an in-process emitter. Messages are JSON either way.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { closeRedis } from './redis.js';
import type { EventBus } from './types.js';

type Handler = (message: unknown) => void;

abstract class HandlerRegistry {
  protected readonly handlers = new Map<string, Set<Handler>>();

  constructor(protected readonly log: FastifyBaseLogger) {}

  protected deliver(channel: string, json: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(JSON.parse(json));
      } catch (error) {
        this.log.error({ err: error, channel }, 'event handler failed');
      }
    }
  }

  /** Adds the handler; true when it is the channel's first. */
  protected add(channel: string, handler: Handler): boolean {
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    return set.size === 1;
  }

  /** Removes the handler; true when the channel has none left. */
  protected remove(channel: string, handler: Handler): boolean {
    const set = this.handlers.get(channel);
    set?.delete(handler);
    if (set && set.size > 0) return false;
    this.handlers.delete(channel);
    return true;
  }
}

export class InProcessEventBus extends HandlerRegistry implements EventBus {
  private readonly emitter = new EventEmitter();

  constructor(log: FastifyBaseLogger) {
    super(log);
    this.emitter.on('message', (channel: string, json: string) => this.deliver(channel, json));
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const json = JSON.stringify(message ?? null);
    // Asynchronous like Redis: the publisher never runs subscribers' code inside its own call.
    setImmediate(() => this.emitter.emit('message', channel, json));
  }

  async subscribe(channel: string, handler: Handler): Promise<() => Promise<void>> {
    this.add(channel, handler);
    return async () => {
      this.remove(channel, handler);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.emitter.removeAllListeners();
  }
}

export class RedisEventBus extends HandlerRegistry implements EventBus {
  constructor(
    private readonly publisher: Redis,
    /** A connection of its own: a subscribed Redis connection cannot send other commands. */
    private readonly subscriber: Redis,
    log: FastifyBaseLogger,
    private readonly prefix = 'campus:events:',
  ) {
    super(log);
    subscriber.on('message', (fullChannel: string, json: string) => this.deliver(fullChannel.slice(prefix.length), json));
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message ?? null));
  }

  async subscribe(channel: string, handler: Handler): Promise<() => Promise<void>> {
    if (this.add(channel, handler)) await this.subscriber.subscribe(this.prefix + channel);
    return async () => {
      if (this.remove(channel, handler)) await this.subscriber.unsubscribe(this.prefix + channel);
    };
  }

  /** Closes the subscriber; the publisher is the shared client, closed by its owner. */
  async close(): Promise<void> {
    this.handlers.clear();
    await closeRedis(this.subscriber);
  }
}
