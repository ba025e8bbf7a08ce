// Jobs kept in PostgreSQL until they have run (jobs/queued-jobs.ts), on the environment's PostgreSQL and Redis: a job
// whose Redis keys are gone (as after a Redis restarted empty) is queued again by the worker's sweep, with its delay
// and its run key; one that ran is forgotten; one queued again under the id of a job that already ran is not run twice.
import { afterEach, describe, expect, test } from '@jest/globals';
import { Type } from 'typebox';
import { closeDeps, createDeps, defineJob, type JobAttempt, type ServiceDeps } from '../src/index.js';
import { KIT_SCHEMA, type KitDatabase } from '../src/kit-schema.js';
import { BACKENDS, deleteRedisKeys, eventually, testConfig, uniqueName } from './support/backends.js';

const LOCK_MS = 1000;
const noted = defineJob('kit-test.noted', Type.Object({ n: Type.Integer() }));

let opened: { deps: ServiceDeps; prefix: string } | undefined;

afterEach(async () => {
  if (opened) {
    await closeDeps(opened.deps);
    await deleteRedisKeys(opened.prefix);
  }
  opened = undefined;
});

async function open(): Promise<{ deps: ServiceDeps; prefix: string; runs: Array<{ n: number; attempt: JobAttempt }>; kept: () => Promise<number>; keptRows: () => Promise<Array<{ name: string; job_id: string; queued_ms: string }>> }> {
  const prefix = uniqueName('kept');
  const { config } = testConfig({ ...BACKENDS[0]!.env, JOB_LOCK_MS: String(LOCK_MS) });
  const deps = await createDeps(config, { redisPrefix: prefix, jobs: { backoffMs: 20 } });
  opened = { deps, prefix };
  const runs: Array<{ n: number; attempt: JobAttempt }> = [];
  deps.jobs.define(noted, async ({ n }, attempt) => {
    runs.push({ n, attempt });
  });
  const db = deps.database<KitDatabase>(KIT_SCHEMA);
  const keptRows = () => db.selectFrom('queued_jobs').select(['name', 'job_id', 'queued_ms']).where('prefix', '=', prefix).execute();
  const kept = async () => (await keptRows()).length;
  return { deps, prefix, runs, kept, keptRows };
}

describe('jobs kept in PostgreSQL until they have run', () => {
  test('a job Redis lost is queued again by the sweep, still delayed, with the same run key, and forgotten once it ran', async () => {
    const { deps, prefix, runs, kept, keptRows } = await open();
    await deps.jobs.enqueue(noted, { n: 1 });
    await deps.jobs.enqueue(noted, { n: 2 }, { delayMs: 4000 });
    const runKeys = (await keptRows()).map((row) => `${row.name}:${row.job_id}:${row.queued_ms}`);
    expect(runKeys).toHaveLength(2);
    // Redis restarted empty, as far as these queues go.
    await deleteRedisKeys(prefix);
    const started = Date.now();
    await deps.jobs.start();

    await eventually(() => runs.length === 2, 20_000);
    expect(runs.map((run) => run.n)).toEqual([1, 2]);
    // The delayed one kept its time (4 s from its enqueue), not run at once by the sweep.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    // The run keys of the jobs as first queued: sendMailOnce still knows a mail the lost run sent.
    expect(runs.map((run) => run.attempt.runKey).sort()).toEqual(runKeys.sort());
    await eventually(async () => (await kept()) === 0, 10_000);
  }, 30_000);

  test('a job queued again under the id of one that already ran does not run again', async () => {
    const { deps, runs, kept } = await open();
    await deps.jobs.start();
    await deps.jobs.enqueue(noted, { n: 1 }, { jobId: 'once' });
    await eventually(() => runs.length === 1, 10_000);
    await eventually(async () => (await kept()) === 0, 10_000);

    // BullMQ still has the first (completed), so it adds nothing; the sweep sees it ended and forgets the second.
    await deps.jobs.enqueue(noted, { n: 1 }, { jobId: 'once' });
    expect(await kept()).toBe(1);
    await eventually(async () => (await kept()) === 0, 10_000);
    expect(runs).toHaveLength(1);
  }, 30_000);

  test('a delayed job queued again under its kept id after Redis lost it runs at the time asked last', async () => {
    const { deps, prefix, runs } = await open();
    await deps.jobs.start();
    await deps.jobs.enqueue(noted, { n: 1 }, { delayMs: 3000, jobId: 'later' });
    await deleteRedisKeys(prefix);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // As a service queues its scheduled jobs again at start (notifications' announcements): 3 s from now.
    const asked = Date.now();
    await deps.jobs.enqueue(noted, { n: 1 }, { delayMs: 3000, jobId: 'later' });
    await eventually(() => runs.length === 1, 15_000);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(2900);
    expect(runs).toHaveLength(1);
  }, 30_000);
});
