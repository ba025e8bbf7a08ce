// The two job runners share one interface and one behaviour; the Redis event bus crosses instances.
import { pino } from 'pino';
import { Redis } from 'ioredis';
import { InProcessJobs, type Jobs } from '../src/index.js';
import { BullMqJobs } from '../src/jobs/bullmq-jobs.js';
import { RedisEventBus } from '../src/redis-events.js';
import { REDIS_URL, deleteRedisKeys, eventually, uniqueName } from './support/backends.js';

const log = pino({ level: 'silent' });

const RUNNERS: Array<{ name: string; create(prefix: string): Jobs }> = [
  { name: 'BullMQ', create: (prefix) => new BullMqJobs(REDIS_URL, log, { prefix, backoffMs: 20 }) },
  { name: 'in-process', create: () => new InProcessJobs(log, { backoffMs: 20 }) },
];

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
    jobs.define<{ row: number }>('import-row', async ({ row }) => {
      seen.push(row);
    });
    await jobs.start();
    for (const row of [1, 2, 3]) await jobs.enqueue('import-row', { row });
    await eventually(() => seen.length === 3);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('when a handler fails twice, then the third attempt runs and succeeds', async () => {
    let attempts = 0;
    jobs.define('flaky', async () => {
      attempts++;
      if (attempts < 3) throw new Error(`attempt ${attempts} failed`);
    });
    await jobs.start();
    await jobs.enqueue('flaky', {});
    await eventually(() => attempts === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attempts).toBe(3);
  });

  it('when a handler always fails, then it is tried three times and no more', async () => {
    let attempts = 0;
    jobs.define('broken', async () => {
      attempts++;
      throw new Error('always');
    });
    await jobs.start();
    await jobs.enqueue('broken', {});
    await eventually(() => attempts === 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts).toBe(3);
  });

  it('when the same jobId is enqueued twice, then the job runs once', async () => {
    const seen: string[] = [];
    jobs.define<{ email: string }>('send-code', async ({ email }) => {
      seen.push(email);
    });
    await jobs.enqueue('send-code', { email: 'a@campus.test' }, { jobId: 'code-1' });
    await jobs.enqueue('send-code', { email: 'a@campus.test' }, { jobId: 'code-1' });
    await jobs.enqueue('send-code', { email: 'b@campus.test' }, { jobId: 'code-2' });
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
    jobs.define('always-failing', async () => {
      attempts++;
      throw new Error('no luck');
    });
    await jobs.start();
    await jobs.enqueue('always-failing', {});
    await eventually(() => attempts === 1);

    const closed = await Promise.race([jobs.close().then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 2_000))]);

    expect(closed).toBe(true);
    expect(attempts).toBe(1);
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
