// The event bus over Redis pub/sub, so every instance of a service sees every event.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { HandlerRegistry, type Handler } from './events.js';
import { closeRedis } from './redis.js';
import type { EventBus } from './types.js';

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
