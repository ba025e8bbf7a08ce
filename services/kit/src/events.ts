// The event bus: Redis pub/sub between processes, or an in-process emitter. Messages are JSON either way.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from './types.js';

export type Handler = (message: unknown) => void;

export abstract class HandlerRegistry {
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
