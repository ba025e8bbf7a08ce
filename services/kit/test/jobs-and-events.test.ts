// The two job runners share one interface and one behaviour; the Redis event bus crosses instances.
import { jest } from '@jest/globals';
import { pino } from 'pino';
import { Redis } from 'ioredis';
import { Type } from 'typebox';
import { defineJob, InProcessJobs, InvalidJobPayload, type JobAttempt, type Jobs } from '../src/index.js';
import { BullMqJobs } from '../src/jobs/bullmq-jobs.js';
import { RedisEventBus } from '../src/redis-events.js';
import { REDIS_URL, deleteRedisKeys, eventually, uniqueName } from './support/backends.js';

const log = pino({ level: 'silent' });

const RUNNERS: Array<{ name: string; create(prefix: string): Jobs }> = [
  { name: 'BullMQ', create: (prefix) => new BullMqJobs(REDIS_URL, log, { prefix, backoffMs: 20 }) },
  { name: 'in-process', create: () => new InProcessJobs(log, { backoffMs: 20 }) },
];

const importRow = defineJob('import-row', Type.Object({ v: Type.Literal(1), row: Type.Integer() }));
const sendCode = defineJob('send-code', Type.Object({ v: Type.Literal(1), email: Type.String() }));
const anyJob = (name: string) => defineJob(name, Type.Object({ v: Type.Literal(1) }));

describe.each(RUNNERS)('$name jobs', (runner) => {
  let jobs: Jobs;
  let prefix: string;

  beforeEach(() => {
    prefix = uniqueName('kit_jobs');
    jobs = runner.create(prefix);
  });

  afterEach(async () => {
    await jobs.close();
    if (runner.name === 'BullMQ') await deleteRedisKeys(prefix);
  });

  it('when jobs are enqueued, then the handler gets each payload in order', async () => {
    const seen: number[] = [];
    jobs.define(importRow, async ({ row }) => {
      seen.push(row);
    });
    await jobs.start();
    for (const row of [1, 2, 3]) await jobs.enqueue(importRow, { v: 1, row });
    await eventually(() => seen.length === 3);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('when jobs wait or run, then depth counts them, and it is 0 once they have run', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    jobs.define(importRow, async ({ row }) => {
      if (row === 1) await held;
      seen.push(row);
    });
    await jobs.start();
    expect(await jobs.depth()).toBe(0);
    for (const row of [1, 2]) await jobs.enqueue(importRow, { v: 1, row });
    expect(await jobs.depth()).toBe(2);
    release();
    await eventually(() => seen.length === 2);
    await eventually(async () => (await jobs.depth()) === 0);
  });

  it('when a handler fails twice, then the third attempt runs and succeeds, and nothing is kept as failed', async () => {
    const flaky = anyJob('flaky');
    let attempts = 0;
    jobs.define(flaky, async () => {
      attempts++;
      if (attempts < 3) throw new Error(`attempt ${attempts} failed`);
    });
    await jobs.start();
    await jobs.enqueue(flaky, { v: 1 });
    await eventually(() => attempts === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attempts).toBe(3);
    expect(await jobs.failed(flaky)).toEqual([]);
  });

  it('when a handler always fails, then it is tried three times, told which is the last, and kept as failed with its reason and payload', async () => {
    const broken = anyJob('broken');
    let attempts = 0;
    const told: JobAttempt[] = [];
    jobs.define(broken, async (_payload, attempt) => {
      attempts++;
      told.push(attempt);
      throw new Error(`the SMTP peer refused (attempt ${attempts})`);
    });
    await jobs.start();
    await jobs.enqueue(broken, { v: 1 });
    await eventually(async () => (await jobs.failed(broken)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts).toBe(3);
    expect(told.map(({ number, last }) => ({ number, last }))).toEqual([
      { number: 1, last: false },
      { number: 2, last: false },
      { number: 3, last: true },
    ]);
    // Every attempt of one job has the same run key.
    expect(new Set(told.map((attempt) => attempt.runKey)).size).toBe(1);
    const [kept] = await jobs.failed(broken);
    expect(kept).toMatchObject({ name: 'broken', payload: { v: 1 }, reason: 'the SMTP peer refused (attempt 3)', attempts: 3 });
  });

  it('when a queued payload is of another version, then it fails at once, kept with the reason, without retries', async () => {
    // The payload a previous deployment queued: the current handler knows version 2 only.
    const v1 = defineJob('send-report', Type.Object({ v: Type.Literal(1), to: Type.String() }));
    const v2 = defineJob('send-report', Type.Object({ v: Type.Literal(2), to: Type.Array(Type.String()) }));
    let runs = 0;
    jobs.define(v2, async () => {
      runs++;
    });
    await jobs.enqueue(v1, { v: 1, to: 'dean@campus.test' });
    await jobs.start();
    await eventually(async () => (await jobs.failed(v2)).length === 1);
    const [kept] = await jobs.failed(v2);
    expect(kept?.reason).toMatch(/payload of "send-report" does not match its schema: \/v/);
    expect(kept?.attempts).toBe(1);
    expect(runs).toBe(0);
  });

  it('when a payload does not match the schema, then enqueue refuses it and nothing is queued', async () => {
    const seen: unknown[] = [];
    jobs.define(importRow, async (payload) => {
      seen.push(payload);
    });
    await jobs.start();
    await expect(jobs.enqueue(importRow, { v: 1, row: 'seven' } as never)).rejects.toThrow(InvalidJobPayload);
    await jobs.enqueue(importRow, { v: 1, row: 7 });
    await eventually(() => seen.length === 1);
    expect(seen).toEqual([{ v: 1, row: 7 }]);
  });

  it('when the same jobId is enqueued twice, then the job runs once', async () => {
    const seen: string[] = [];
    jobs.define(sendCode, async ({ email }) => {
      seen.push(email);
    });
    await jobs.enqueue(sendCode, { v: 1, email: 'a@campus.test' }, { jobId: 'code-1' });
    await jobs.enqueue(sendCode, { v: 1, email: 'a@campus.test' }, { jobId: 'code-1' });
    await jobs.enqueue(sendCode, { v: 1, email: 'b@campus.test' }, { jobId: 'code-2' });
    await jobs.start();
    await eventually(() => seen.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.sort()).toEqual(['a@campus.test', 'b@campus.test']);
  });
});

describe('in-process jobs closing', () => {
  it('when a job is waiting between attempts, then close() still finishes, without another attempt', async () => {
    const jobs = new InProcessJobs(log, { backoffMs: 60_000 });
    let attempts = 0;
    const alwaysFailing = anyJob('always-failing');
    jobs.define(alwaysFailing, async () => {
      attempts++;
      throw new Error('no luck');
    });
    await jobs.start();
    await jobs.enqueue(alwaysFailing, { v: 1 });
    await eventually(() => attempts === 1);

    const closed = await Promise.race([jobs.close().then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 2_000))]);

    expect(closed).toBe(true);
    expect(attempts).toBe(1);
  });
});

describe('in-process delayed jobs', () => {
  it('when a job is delayed longer than one timer holds (about 24.8 days), then it waits the whole delay, not a moment', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    const jobs = new InProcessJobs(log);
    try {
      let ran = 0;
      const later = anyJob('much-later');
      jobs.define(later, async () => {
        ran++;
      });
      await jobs.start();
      const day = 86_400_000;
      await jobs.enqueue(later, { v: 1 }, { delayMs: 30 * day });
      await jest.advanceTimersByTimeAsync(29 * day);
      expect(ran).toBe(0);
      await jest.advanceTimersByTimeAsync(day);
      for (let turn = 0; turn < 50 && ran === 0; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(ran).toBe(1);
    } finally {
      await jobs.close();
      jest.useRealTimers();
    }
  });
});

describe('Redis event bus', () => {
  it('when one instance publishes, then a subscriber on another instance receives the message', async () => {
    const prefix = `${uniqueName('kit_events')}:`;
    const connections = Array.from({ length: 4 }, () => new Redis(REDIS_URL));
    const [publisherA, subscriberA, publisherB, subscriberB] = connections as [Redis, Redis, Redis, Redis];
    const first = new RedisEventBus(publisherA, subscriberA, log, prefix);
    const second = new RedisEventBus(publisherB, subscriberB, log, prefix);
    try {
      const received: unknown[] = [];
      await second.subscribe('notifications', (message) => received.push(message));
      await first.publish('notifications', { userId: 'u1', title: 'Գնահատականը հրապարակված է' });
      await eventually(() => received.length === 1);
      expect(received).toEqual([{ userId: 'u1', title: 'Գնահատականը հրապարակված է' }]);
    } finally {
      await first.close();
      await second.close();
      await publisherA.quit();
      await publisherB.quit();
    }
  });
});
