// Builds the one set of dependencies a process shares between its services, and closes it again.
import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_TOKEN_SECONDS } from './auth.js';
import { openDatabase } from './database/database.js';
import { migrateService } from './database/migrate.js';
import { registerInternals, internalsOf } from './deps-registry.js';
import { InProcessEventBus } from './events.js';
import { InProcessJobs } from './jobs/in-process-jobs.js';
import type { JobRunnerOptions } from './jobs/job-options.js';
import { KIT_SCHEMA, kitMigrations, type KitDatabase } from './kit-schema.js';
import { createLogger } from './logger.js';
import { flushTracing, startTracing } from './observability/tracing.js';
import { OutboxMailer } from './mailer.js';
import { createRateLimiter } from './rate-limit.js';
import { Revocations } from './revocations.js';
import { RoutingServiceClient } from './service-client.js';
import type { Config, Mailer, RateLimiter, RateLimitRule, ServiceDeps } from './types.js';

export interface CreateDepsOptions {
  logger?: FastifyBaseLogger;
  /** Prefix for every Redis key and channel; tests use a unique one per run (default "campus"). */
  redisPrefix?: string;
  jobs?: Omit<JobRunnerOptions, 'prefix'>;
}

export async function createDeps(config: Config, options: CreateDepsOptions = {}): Promise<ServiceDeps> {
  // Before anything logs or listens: the first span must find the SDK in place.
  await startTracing(config.observability, config.serviceName);
  const log = options.logger ?? createLogger(config);
  const prefix = options.redisPrefix ?? 'campus';
  const database = await openDatabase(config, log);
  let redis;
  try {
    redis = config.redisUrl ? await (await import('./redis-backends.js')).openRedisBackends(config.redisUrl, log, prefix, { lockMs: config.jobLockMs, ...options.jobs }, database.forSchema<KitDatabase>(KIT_SCHEMA)) : undefined;
  } catch (error) {
    await database.close();
    throw error;
  }
  const smtp = config.smtpUrl ? new (await import('./smtp-mailer.js')).SmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  const limiters = new Map<string, RateLimiter>();
  const events = redis?.events ?? new InProcessEventBus(log);
  const mailer: Mailer = smtp ?? new OutboxMailer(database.forSchema<KitDatabase>(KIT_SCHEMA), log);
  const deps: ServiceDeps = {
    config,
    database: (schemaName) => database.forSchema(schemaName),
    jobs: redis?.jobs ?? new InProcessJobs(log, options.jobs),
    events,
    revocations: new Revocations(events, ACCESS_TOKEN_SECONDS * 1000, redis?.revocations),
    mailer,
    rateLimiter(rule: RateLimitRule) {
      // One limiter per rule, so in-memory counts survive between requests.
      const key = `${rule.name}:${rule.points}:${rule.durationSeconds}:${rule.blockSeconds ?? ''}`;
      if (!limiters.has(key)) limiters.set(key, createRateLimiter(rule, redis?.client, `${prefix}:rl`));
      return limiters.get(key)!;
    },
    log,
    services: new RoutingServiceClient(config),
  };
  const closers = [...(smtp ? [async () => smtp.close()] : []), ...(redis ? [redis.close] : [])];
  registerInternals(deps, { database, pingRedis: redis?.ping, closers });
  await deps.revocations.start();
  await migrateService(deps, { name: 'kit', schemaName: KIT_SCHEMA, migrations: kitMigrations });
  return deps;
}

/** Closes jobs, events, mail, Redis and the database, in that order. */
export async function closeDeps(deps: ServiceDeps): Promise<void> {
  const { database, closers } = internalsOf(deps);
  await deps.jobs.close();
  await deps.events.close();
  for (const close of closers) await close();
  await database.close();
  await flushTracing();
}

/** For /ready: throws when the database or Redis does not answer. */
export async function checkDependencies(deps: ServiceDeps): Promise<void> {
  const { database, pingRedis } = internalsOf(deps);
  await database.ping();
  await pingRedis?.();
}
