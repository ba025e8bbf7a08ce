// The jobs interface on BullMQ: one Queue and one Worker per job name over a dedicated Redis connection.
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '../redis.js';
import type { JobAttempt, JobOptions, Jobs } from '../types.js';
import { checkPayload, InvalidJobPayload, type FailedJob, type JobDefinition, type JobPayload } from './job.js';
import { JOB_ATTEMPTS, type JobRunnerOptions } from './job-options.js';
import { watchQueues, type QueueCounts } from '../observability/metrics.js';
import { enqueueTraced, runObserved, splitTrace } from './observed-run.js';

export class BullMqJobs implements Jobs {
  private readonly handlers = new Map<string, (payload: unknown, attempt: JobAttempt) => Promise<void>>();
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  // BullMQ needs maxRetriesPerRequest: null, or new Worker throws and leaves a socket open.
  private readonly connection: Redis;
  private readonly unwatch: () => void;

  constructor(redisUrl: string, private readonly log: FastifyBaseLogger, private readonly options: JobRunnerOptions = {}) {
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

  async enqueue<J extends JobDefinition>(job: J, payload: JobPayload<J>, options: JobOptions = {}): Promise<void> {
    checkPayload(job, payload);
    await enqueueTraced(job.name, payload, (data) => this.queue(job.name).add(job.name, data, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.options.backoffMs ?? 1000 },
      removeOnComplete: { age: this.options.keepCompletedSeconds ?? 86_400 },
      removeOnFail: { age: 7 * 86_400 },
    }));
  }

  async start(): Promise<void> {
    for (const [name, handler] of this.handlers) {
      if (this.workers.some((worker) => worker.name === name)) continue;
      // attemptsMade counts the attempts that failed before this one (a stalled run that was taken over is not one).
      const worker = new Worker(name, async (job) => handler(job.data, { number: job.attemptsMade + 1, last: job.attemptsMade + 1 >= (job.opts.attempts ?? 1), runKey: `${name}:${job.id}:${job.timestamp}` }), {
        connection: this.connection,
        prefix: this.prefix,
        concurrency: 1,
        lockDuration: this.options.lockMs ?? 30_000,
        stalledInterval: this.options.lockMs ?? 30_000,
      });
      worker.on('failed', (job, error) => {
        const final = (job?.attemptsMade ?? 0) >= JOB_ATTEMPTS || error instanceof UnrecoverableError;
        this.log[final ? 'error' : 'warn']({ err: error, job: name, attempt: job?.attemptsMade }, final ? 'job failed' : 'job attempt failed; retrying');
      });
      worker.on('error', (error) => this.log.error({ err: error, job: name }, 'job worker error'));
      this.workers.push(worker);
    }
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
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
