// Builds the one set of dependencies a process shares between its services, and closes it again.
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from './database/database.js';
import { migrateService } from './database/migrate.js';
import { registerInternals, internalsOf } from './deps-registry.js';
import { InProcessEventBus, RedisEventBus } from './events.js';
import { BullMqJobs } from './jobs/bullmq-jobs.js';
import { InProcessJobs } from './jobs/in-process-jobs.js';
import type { JobRunnerOptions } from './jobs/job-options.js';
import { KIT_SCHEMA, kitMigrations, type KitDatabase } from './kit-schema.js';
import { createLogger } from './logger.js';
import { OutboxMailer, SmtpMailer } from './mailer.js';
import { createRateLimiter } from './rate-limit.js';
import { closeRedis, connectRedis, pingRedis } from './redis.js';
import { redact } from './config.js';
import type { Config, RateLimiter, RateLimitRule, ServiceDeps } from './types.js';

export interface CreateDepsOptions {
  logger?: FastifyBaseLogger;
  /** Prefix for every Redis key and channel; tests use a unique one per run (default "campus"). */
  redisPrefix?: string;
  jobs?: Omit<JobRunnerOptions, 'prefix'>;
}

export async function createDeps(config: Config, options: CreateDepsOptions = {}): Promise<ServiceDeps> {
  const log = options.logger ?? createLogger(config);
  const prefix = options.redisPrefix ?? 'campus';
  const database = await openDatabase(config);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log, { maxRetriesPerRequest: 2 }) : undefined;
  if (redis) await checkRedis(redis, config.redisUrl!, database.close);
  const smtp = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  const limiters = new Map<string, RateLimiter>();
  const deps: ServiceDeps = {
    config,
    database: (schemaName) => database.forSchema(schemaName),
    jobs: config.redisUrl
      ? new BullMqJobs(config.redisUrl, log, { ...options.jobs, prefix })
      : new InProcessJobs(log, options.jobs),
    events: redis
      ? new RedisEventBus(redis, connectRedis(config.redisUrl!, log), log, `${prefix}:events:`)
      : new InProcessEventBus(log),
    mailer: smtp ?? new OutboxMailer(database.forSchema<KitDatabase>(KIT_SCHEMA), log),
    rateLimiter(rule: RateLimitRule) {
      // One limiter per rule, so in-memory counts survive between requests.
      const key = `${rule.name}:${rule.points}:${rule.durationSeconds}:${rule.blockSeconds ?? ''}`;
      if (!limiters.has(key)) limiters.set(key, createRateLimiter(rule, redis, `${prefix}:rl`));
      return limiters.get(key)!;
    },
    log,
  };
  registerInternals(deps, { database, redis, closers: smtp ? [async () => smtp.close()] : [] });
  await migrateService(deps, { name: 'kit', schemaName: KIT_SCHEMA, migrations: kitMigrations });
  return deps;
}

export async function closeDeps(deps: ServiceDeps): Promise<void> {
  const { database, redis, closers } = internalsOf(deps);
  await deps.jobs.close();
  await deps.events.close();
  for (const close of closers) await close();
  if (redis) await closeRedis(redis);
  await database.close();
}

/** For /ready: throws when the database or Redis does not answer. */
export async function checkDependencies(deps: ServiceDeps): Promise<void> {
  const { database, redis } = internalsOf(deps);
  await database.ping();
  if (redis) await pingRedis(redis);
}

async function checkRedis(redis: ReturnType<typeof connectRedis>, url: string, closeDatabase: () => Promise<void>) {
  try {
    await pingRedis(redis, 5000);
  } catch (error) {
    await closeRedis(redis);
    await closeDatabase();
    throw new Error(`Cannot reach Redis at REDIS_URL ${redact(url)}: ${(error as Error).message}`);
  }
}
