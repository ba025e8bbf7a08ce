// The jobs interface on BullMQ: one Queue and one Worker per job name over a dedicated Redis connection. With a
// QueuedJobs store (the kit's table in PostgreSQL), every job is also kept there until it has run to its end, and the
// workers queue again what Redis lost (queued-jobs.ts).
import { randomUUID } from 'node:crypto';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '../redis.js';
import type { JobAttempt, JobOptions, Jobs } from '../types.js';
import { checkPayload, InvalidJobPayload, type FailedJob, type JobDefinition, type JobPayload } from './job.js';
import { JOB_ATTEMPTS, type JobRunnerOptions } from './job-options.js';
import { watchQueues, type QueueCounts } from '../observability/metrics.js';
import { enqueueTraced, runObserved, splitTrace } from './observed-run.js';
import type { QueuedJobs } from './queued-jobs.js';

export class BullMqJobs implements Jobs {
  private readonly handlers = new Map<string, (payload: unknown, attempt: JobAttempt) => Promise<void>>();
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  // BullMQ needs maxRetriesPerRequest: null, or new Worker throws and leaves a socket open.
  private readonly connection: Redis;
  private readonly unwatch: () => void;
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    redisUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobRunnerOptions = {},
    private readonly kept?: QueuedJobs,
  ) {
    this.connection = connectRedis(redisUrl, log, { maxRetriesPerRequest: null });
    this.unwatch = watchQueues(this);
  }

  define<J extends JobDefinition>(job: J, handler: (payload: JobPayload<J>, attempt: JobAttempt) => Promise<void>): void {
    this.handlers.set(job.name, async (data, attempt) => {
      const { payload, carrier } = splitTrace(data);
      const run = async () => {
        try {
          checkPayload(job, payload);
        } catch (error) {
          // BullMQ's own marker: the job fails now, without the attempts left.
          throw error instanceof InvalidJobPayload ? new UnrecoverableError(error.message) : error;
        }
        await handler(payload as JobPayload<J>, attempt);
      };
      await runObserved(job.name, carrier, attempt, run, (error) => error instanceof UnrecoverableError);
    });
  }

  get durable(): boolean {
    return this.kept !== undefined;
  }

  async enqueue<J extends JobDefinition>(job: J, payload: JobPayload<J>, options: JobOptions = {}): Promise<void> {
    checkPayload(job, payload);
    // A kept job needs its id before it is queued (BullMQ's counter starts again with an emptied Redis).
    const jobId = options.jobId ?? (this.kept ? randomUUID() : undefined);
    await enqueueTraced(job.name, payload, async (data) => {
      const { timestamp, delay } = this.kept ? await this.kept.keep(job.name, jobId!, data, options.delayMs) : { timestamp: undefined, delay: options.delayMs };
      return this.add(job.name, data, { jobId, timestamp, delay });
    });
  }

  private add(name: string, data: unknown, { jobId, timestamp, delay }: { jobId?: string; timestamp?: number; delay?: number }) {
    return this.queue(name).add(name, data, {
      jobId,
      timestamp,
      delay,
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.options.backoffMs ?? 1000 },
      removeOnComplete: { age: this.options.keepCompletedSeconds ?? 86_400 },
      removeOnFail: { age: 7 * 86_400 },
    });
  }

  /** Runs one attempt; a kept job is marked running meanwhile and forgotten once it has run to its end. */
  private async run(name: string, job: Job, handler: (payload: unknown, attempt: JobAttempt) => Promise<void>): Promise<void> {
    const attempt = { number: job.attemptsMade + 1, last: job.attemptsMade + 1 >= (job.opts.attempts ?? 1), runKey: `${name}:${job.id}:${job.timestamp}` };
    if (!this.kept || !job.id) return handler(job.data, attempt);
    const kept = this.kept;
    const id = job.id;
    await kept.running(name, id, 2 * this.lockMs);
    const renew = setInterval(() => kept.running(name, id, 2 * this.lockMs).catch((error: unknown) => this.log.warn({ err: error, job: name }, 'a running job could not be marked running')), this.lockMs);
    try {
      await handler(job.data, attempt);
    } catch (error) {
      // The attempt's own error is what BullMQ records; a store away only leaves the job for the sweep.
      await (attempt.last || error instanceof UnrecoverableError ? kept.forget(name, id) : kept.running(name, id, 0)).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renew);
    }
    await kept.forget(name, id);
  }

  /** Queues again the kept jobs Redis no longer has (it restarted empty); forgets those it shows ended. */
  private async sweep(): Promise<void> {
    if (!this.kept) return;
    for (const job of await this.kept.unfinished([...this.handlers.keys()], 2 * this.lockMs)) {
      const found = await this.queue(job.name).getJob(job.jobId);
      if (!found) {
        this.log.warn({ job: job.name, jobId: job.jobId }, 'a job Redis no longer has is queued again');
        // BullMQ counts a delay from the job's timestamp, which is the first one: the job keeps its time.
        await this.add(job.name, job.data, { jobId: job.jobId, timestamp: job.queuedMs, delay: job.runAt ? job.runAt.getTime() - job.queuedMs : undefined });
        continue;
      }
      const state = await found.getState();
      // Queued twice under one id after it ended (BullMQ kept the first one and added nothing): nothing to run.
      if (state === 'completed' || state === 'failed') await this.kept.forget(job.name, job.jobId);
    }
  }

  private get lockMs(): number {
    return this.options.lockMs ?? 30_000;
  }

  async start(): Promise<void> {
    for (const [name, handler] of this.handlers) {
      if (this.workers.some((worker) => worker.name === name)) continue;
      // attemptsMade counts the attempts that failed before this one (a stalled run that was taken over is not one).
      const worker = new Worker(name, async (job) => this.run(name, job, handler), {
        connection: this.connection,
        prefix: this.prefix,
        concurrency: 1,
        lockDuration: this.lockMs,
        stalledInterval: this.lockMs,
      });
      worker.on('failed', (job, error) => {
        const final = (job?.attemptsMade ?? 0) >= JOB_ATTEMPTS || error instanceof UnrecoverableError;
        this.log[final ? 'error' : 'warn']({ err: error, job: name, attempt: job?.attemptsMade }, final ? 'job failed' : 'job attempt failed; retrying');
      });
      worker.on('error', (error) => this.log.error({ err: error, job: name }, 'job worker error'));
      this.workers.push(worker);
    }
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
    if (this.kept && !this.sweeper) {
      // As often as BullMQ looks for stalled jobs; one sweep at a time.
      const sweep = () => {
        this.sweeping ??= this.sweep()
          .catch((error: unknown) => this.log.error({ err: error }, 'the sweep for jobs Redis lost failed'))
          .finally(() => (this.sweeping = undefined));
      };
      this.sweeper = setInterval(sweep, this.lockMs);
      sweep();
    }
  }

  async failed(job: JobDefinition): Promise<FailedJob[]> {
    const kept = await this.queue(job.name).getFailed();
    return kept.map((entry) => ({
      name: job.name,
      payload: splitTrace(entry.data).payload,
      reason: entry.failedReason,
      attempts: entry.attemptsMade,
      failedAt: new Date(entry.finishedOn ?? entry.timestamp),
    }));
  }

  async depth(): Promise<number> {
    const counts = await Promise.all([...this.queues.values()].map((queue) => queue.getJobCounts('waiting', 'active', 'prioritized')));
    return counts.reduce((sum, count) => sum + count.waiting! + count.active! + count.prioritized!, 0);
  }

  /** Per queue this process runs or has queued to, for the metrics. */
  async queueCounts(): Promise<QueueCounts[]> {
    const names = new Set([...this.handlers.keys(), ...this.queues.keys()]);
    return Promise.all(
      [...names].map(async (name) => {
        const counts = await this.queue(name).getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        return { queue: name, waiting: counts.waiting! + counts.prioritized!, active: counts.active!, delayed: counts.delayed!, failed: counts.failed! };
      }),
    );
  }

  async close(): Promise<void> {
    this.unwatch();
    clearInterval(this.sweeper);
    await this.sweeping;
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await closeRedis(this.connection);
  }

  private get prefix(): string {
    return this.options.prefix ?? 'campus';
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (error) => this.log.error({ err: error, job: name }, 'job queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }
}
