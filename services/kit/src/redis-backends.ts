// Everything that runs on Redis, loaded only when REDIS_URL is set (BullMQ and ioredis cost time at start).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { redact } from './config.js';
import { BullMqJobs } from './jobs/bullmq-jobs.js';
import type { JobRunnerOptions } from './jobs/job-options.js';
import { QueuedJobs } from './jobs/queued-jobs.js';
import type { KitDatabase } from './kit-schema.js';
import { closeRedis, connectRedis, pingRedis } from './redis.js';
import { RedisEventBus } from './redis-events.js';
import { RedisRevocationStore } from './redis-revocations.js';
import type { RevocationStore } from './revocations.js';
import type { EventBus, Jobs } from './types.js';

export interface RedisBackends {
  /** The shared client for commands (rate limits, publishing); fails fast instead of queueing forever. */
  client: Redis;
  jobs: Jobs;
  events: EventBus;
  revocations: RevocationStore;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** `kit`: the kit's schema, where every job is kept until it has run (so a Redis restarted empty loses none). */
export async function openRedisBackends(redisUrl: string, log: FastifyBaseLogger, prefix: string, jobOptions: JobRunnerOptions, kit?: Kysely<KitDatabase>): Promise<RedisBackends> {
  const client = connectRedis(redisUrl, log, { maxRetriesPerRequest: 2 });
  try {
    await pingRedis(client, 5000);
  } catch (error) {
    await closeRedis(client);
    throw new Error(`Cannot reach Redis at REDIS_URL ${redact(redisUrl)}: ${(error as Error).message}`);
  }
  return {
    client,
    jobs: new BullMqJobs(redisUrl, log, { ...jobOptions, prefix }, kit && new QueuedJobs(kit, prefix)),
    events: new RedisEventBus(client, connectRedis(redisUrl, log), log, `${prefix}:events:`),
    revocations: new RedisRevocationStore(client, `${prefix}:revocations`),
    ping: () => pingRedis(client),
    close: () => closeRedis(client),
  };
}
