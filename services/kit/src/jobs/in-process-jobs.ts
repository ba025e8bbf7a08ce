// The jobs interface without Redis: handlers run asynchronously in this process, one job at a time per name,
// with the same attempts, backoff, jobId dedupe and kept failures as the BullMQ runner (kept until restart).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobAttempt, JobOptions, Jobs } from '../types.js';
import { checkPayload, InvalidJobPayload, type FailedJob, type JobDefinition, type JobPayload } from './job.js';
import { JOB_ATTEMPTS, type JobRunnerOptions } from './job-options.js';
import { watchQueues, type QueueCounts } from '../observability/metrics.js';
import { enqueueTraced, runObserved, splitTrace } from './observed-run.js';

/** Failed jobs kept per name; the oldest go first (memory is the only store here). */
const KEPT_FAILURES = 1000;
/** The longest delay one timer takes. */
const MAX_TIMER_MS = 2_147_483_647;

interface PendingJob {
  name: string;
  payload: unknown;
  runKey: string;
}

export class InProcessJobs implements Jobs {
  private readonly handlers = new Map<string, (payload: unknown, attempt: JobAttempt) => Promise<void>>();
  private readonly failures = new Map<string, FailedJob[]>();
  private readonly queues = new Map<string, PendingJob[]>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly seenJobIds = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly sleepers = new Set<() => void>();
  /** Jobs taken off their queue and not finished (a retry's wait included). */
  private active = 0;
  /** The names with a job running now (one at a time per name). */
  private readonly activeNames = new Set<string>();
  private started = false;
  private closed = false;

  private readonly unwatch: () => void;
  /** Its jobs die with the process. */
  readonly durable = false;

  constructor(private readonly log: FastifyBaseLogger, private readonly options: JobRunnerOptions = {}) {
    this.unwatch = watchQueues(this);
  }

  define<J extends JobDefinition>(job: J, handler: (payload: JobPayload<J>, attempt: JobAttempt) => Promise<void>): void {
    this.handlers.set(job.name, async (data, attempt) => {
      const { payload, carrier } = splitTrace(data);
      const run = async () => {
        checkPayload(job, payload);
        await handler(payload as JobPayload<J>, attempt);
      };
      await runObserved(job.name, carrier, attempt, run, (error) => error instanceof InvalidJobPayload);
    });
  }

  async enqueue<J extends JobDefinition>(job: J, payload: JobPayload<J>, options: JobOptions = {}): Promise<void> {
    const { name } = job;
    if (this.closed) throw new Error(`Cannot enqueue "${name}": the job runner is closed`);
    checkPayload(job, payload);
    if (options.jobId && this.isDuplicate(`${name}:${options.jobId}`)) return;
    await enqueueTraced(name, payload, async (data) => {
      // A copy, as Redis would store it: the caller may change its object afterwards.
      const pending = { name, payload: JSON.parse(JSON.stringify(data ?? null)), runKey: `${name}:${randomUUID()}` };
      if (options.delayMs) this.later(options.delayMs, () => this.push(pending));
      else this.push(pending);
    });
  }

  async start(): Promise<void> {
    this.started = true;
    for (const name of this.queues.keys()) this.drain(name);
  }

  async failed(job: JobDefinition): Promise<FailedJob[]> {
    return [...(this.failures.get(job.name) ?? [])].reverse();
  }

  async depth(): Promise<number> {
    let waiting = 0;
    for (const queue of this.queues.values()) waiting += queue.length;
    return waiting + this.active;
  }

  /** Per queue, for the metrics (no delayed count: a delayed job waits in a timer, not in its queue). */
  async queueCounts(): Promise<QueueCounts[]> {
    const names = new Set([...this.handlers.keys(), ...this.queues.keys()]);
    return [...names].map((name) => ({
      queue: name,
      waiting: this.queues.get(name)?.length ?? 0,
      active: this.activeNames.has(name) ? 1 : 0,
      delayed: 0,
      failed: this.failures.get(name)?.length ?? 0,
    }));
  }

  async close(): Promise<void> {
    this.unwatch();
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    // A job waiting between attempts would otherwise wait forever; woken, it sees `closed` and stops.
    for (const wake of this.sleepers) wake();
    this.sleepers.clear();
    this.queues.clear();
    await Promise.allSettled(this.running.values());
  }

  private isDuplicate(key: string): boolean {
    const now = Date.now();
    const keepMs = (this.options.keepCompletedSeconds ?? 86_400) * 1000;
    for (const [seenKey, at] of this.seenJobIds) if (now - at > keepMs) this.seenJobIds.delete(seenKey);
    if (this.seenJobIds.has(key)) return true;
    this.seenJobIds.set(key, now);
    return false;
  }

  private push(job: PendingJob): void {
    const queue = this.queues.get(job.name) ?? [];
    queue.push(job);
    this.queues.set(job.name, queue);
    if (this.started) this.drain(job.name);
  }

  private drain(name: string): void {
    if (this.running.has(name) || this.closed) return;
    const run = this.runQueue(name).finally(() => this.running.delete(name));
    this.running.set(name, run);
  }

  private async runQueue(name: string): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    let job: PendingJob | undefined;
    while (!this.closed && (job = this.queues.get(name)?.shift())) {
      this.active += 1;
      this.activeNames.add(name);
      await this.runWithRetries(job).finally(() => {
        this.active -= 1;
        this.activeNames.delete(name);
      });
    }
  }

  private async runWithRetries(job: PendingJob): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) {
      const error = new Error(`No handler is defined for job "${job.name}"`);
      this.log.error({ job: job.name }, error.message);
      return this.keepFailure(job, error, 0);
    }
    const backoffMs = this.options.backoffMs ?? 1000;
    for (let attempt = 1; attempt <= JOB_ATTEMPTS && !this.closed; attempt++) {
      try {
        await handler(job.payload, { number: attempt, last: attempt === JOB_ATTEMPTS, runKey: job.runKey });
        return;
      } catch (error) {
        const final = attempt === JOB_ATTEMPTS || error instanceof InvalidJobPayload;
        this.log[final ? 'error' : 'warn']({ err: error, job: job.name, attempt }, final ? 'job failed' : 'job attempt failed; retrying');
        if (final) return this.keepFailure(job, error, attempt);
        await this.sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  private keepFailure(job: PendingJob, error: unknown, attempts: number): void {
    const kept = this.failures.get(job.name) ?? [];
    kept.push({ name: job.name, payload: splitTrace(job.payload).payload, reason: error instanceof Error ? error.message : String(error), attempts, failedAt: new Date() });
    if (kept.length > KEPT_FAILURES) kept.shift();
    this.failures.set(job.name, kept);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        this.sleepers.delete(wake);
        resolve();
      };
      this.sleepers.add(wake);
      this.later(ms, wake);
    });
  }

  /** setTimeout holds at most 2^31 - 1 ms (about 24.8 days) and fires at once beyond it; a longer delay waits in steps. */
  private later(ms: number, action: () => void): void {
    const step = Math.min(ms, MAX_TIMER_MS);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (ms > step) this.later(ms - step, action);
      else action();
    }, step);
    this.timers.add(timer);
  }
}
