// A worker killed mid-job (SIGKILL, so it cannot say goodbye): BullMQ finds the job's lock run out and another worker
// takes it up; the job resumes from what it wrote, so each of its steps is written exactly once. JOB_LOCK_MS sets how
// soon (here 2 s: the job runs again within about twice that).
//
// Redis killed (SIGKILL) mid-mail and started again empty (no persistence: --save "" --appendonly no), as a Redis
// pod without a volume is: a batch of one-time-code mails (sendMailOnce) is being sent by two workers when it dies.
// The jobs still waiting went with it; each accepted job is also kept in PostgreSQL (kit.queued_jobs) until it has
// run, and the workers' sweep queues again those Redis no longer has. Every recipient gets exactly one mail.
import { afterEach, describe, expect, test } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import pg from 'pg';
import { closeDeps, createDeps, loadConfig, type ServiceDeps } from '../src/index.js';
import { startMailCatcher, type MailCatcher } from '../src/mail-catcher.js';
import { mailJob, stepsJob } from './support/drill-module.js';
import { tempDir } from './support/backends.js';
import { exited, killAll, sleep, startDrillWorker, startRedis, throwawayDatabase, waitFor, type DrillDatabase } from './support/drills.js';

const REDIS_PORT = 8230;
const WORKER_PORTS = [8231, 8232];
const STEPS = 60;
const MAILS = 40;
const LOCK_MS = 2000;

const children: ChildProcess[] = [];
let database: DrillDatabase | undefined;
let deps: ServiceDeps | undefined;
let catcher: MailCatcher | undefined;

afterEach(async () => {
  await catcher?.close();
  catcher = undefined;
  if (deps) await closeDeps(deps);
  deps = undefined;
  await killAll(children);
  await database?.drop();
  database = undefined;
}, 30_000);

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('a worker killed mid-job', () => {
  test('the job is taken up by the other worker and completes with every step written once', async () => {
    database = await throwawayDatabase();
    await startRedis(children, REDIS_PORT);
    const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
    const env = { JOB_LOCK_MS: String(LOCK_MS) };
    const workers = await Promise.all(WORKER_PORTS.map((port) => startDrillWorker(children, { port, databaseUrl: database!.url, redisUrl, env })));

    deps = await createDeps(loadConfig({ DATABASE_URL: database.url, REDIS_URL: redisUrl, DATA_DIR: tempDir(), LOG_LEVEL: 'silent' }, 'drill'));
    await deps.jobs.enqueue(stepsJob, { v: 1, key: 'job-1', steps: STEPS, stepMs: 100 });

    const steps = async () => (await query<{ count: number }>(database!.url, 'select count(*)::int as count from drill.steps'))[0]!.count;
    await waitFor('a third of the steps written', async () => (await steps()) >= STEPS / 3, 30_000);
    const [{ pid }] = await query<{ pid: number }>(database.url, 'select pid from drill.runs order by id limit 1') as [{ pid: number }];
    const victim = workers.find((worker) => worker.pid === pid)!;
    const survivor = workers.find((worker) => worker !== victim)!;
    victim.kill('SIGKILL');
    await exited(victim);
    const writtenWhenKilled = await steps();

    const recoveryMs = await waitFor('the job taken up by the other worker', async () => (await query(database!.url, 'select 1 from drill.runs where pid = $1', [survivor.pid])).length > 0, 4 * LOCK_MS + 10_000);
    await waitFor('every step written', async () => (await steps()) === STEPS, 30_000);

    const rows = await query<{ step: number; count: number }>(database.url, 'select step, count(*)::int as count from drill.steps group by step order by step');
    expect(rows).toHaveLength(STEPS);
    expect(rows.filter((row) => row.count !== 1)).toEqual([]);
    const runs = await query<{ pid: number }>(database.url, 'select pid from drill.runs order by id');
    expect(runs.map((run) => run.pid)).toEqual([victim.pid, survivor.pid]);
    // The lock runs out within LOCK_MS of the kill and the next stalled check comes within LOCK_MS; the rest is a busy machine.
    expect(recoveryMs).toBeLessThan(3 * LOCK_MS + 3000);
    console.info(`worker SIGKILLed after ${writtenWhenKilled}/${STEPS} steps: taken up by the other worker ${recoveryMs} ms later (JOB_LOCK_MS ${LOCK_MS}); ${STEPS} steps written once each, 0 lost, 0 twice`);
  }, 60_000);

  test('a mail job killed after its mail went out is taken up again and does not send the mail twice', async () => {
    database = await throwawayDatabase();
    catcher = await startMailCatcher();
    await startRedis(children, REDIS_PORT);
    const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
    const env = { JOB_LOCK_MS: String(LOCK_MS), SMTP_URL: catcher.url };
    const workers = await Promise.all(WORKER_PORTS.map((port) => startDrillWorker(children, { port, databaseUrl: database!.url, redisUrl, env })));

    deps = await createDeps(loadConfig({ DATABASE_URL: database.url, REDIS_URL: redisUrl, DATA_DIR: tempDir(), LOG_LEVEL: 'silent' }, 'drill'));
    const to = 'lecturer@campus.test';
    await deps.jobs.enqueue(mailJob, { v: 1, key: 'mail-1', to, afterMs: 3000 });

    const first = await catcher.nextMailTo(to, 30_000);
    const [{ pid }] = (await query<{ pid: number }>(database.url, 'select pid from drill.runs order by id limit 1')) as [{ pid: number }];
    const victim = workers.find((worker) => worker.pid === pid)!;
    const survivor = workers.find((worker) => worker !== victim)!;
    victim.kill('SIGKILL');
    await exited(victim);

    const recoveryMs = await waitFor('the job taken up by the other worker', async () => (await query(database!.url, 'select 1 from drill.runs where pid = $1', [survivor.pid])).length > 0, 4 * LOCK_MS + 10_000);
    // The survivor's run ends (afterMs) and the job completes; only then is "no second mail" a fact.
    const mailQueue = new Queue('drill.mail', { connection: { host: '127.0.0.1', port: REDIS_PORT }, prefix: 'campus' });
    try {
      await waitFor('the mail job completed', async () => (await mailQueue.getJobCounts('completed')).completed === 1, 20_000);
    } finally {
      await mailQueue.close();
    }
    expect(catcher.messages.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    expect(first.text).toContain(`code of run ${victim.pid}`);
    console.info(`mail job SIGKILLed after its mail was sent: taken up ${recoveryMs} ms later by the other worker, which completed it; mails sent: 1`);
  }, 60_000);
});

describe('Redis killed and restarted empty mid-mail', () => {
  test('every queued code is mailed exactly once', async () => {
    database = await throwawayDatabase();
    catcher = await startMailCatcher();
    let redis = await startRedis(children, REDIS_PORT);
    const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
    const env = { JOB_LOCK_MS: String(LOCK_MS), SMTP_URL: catcher.url };
    await Promise.all(WORKER_PORTS.map((port) => startDrillWorker(children, { port, databaseUrl: database!.url, redisUrl, env })));

    deps = await createDeps(loadConfig({ DATABASE_URL: database.url, REDIS_URL: redisUrl, DATA_DIR: tempDir(), LOG_LEVEL: 'silent' }, 'drill'));
    const recipients = Array.from({ length: MAILS }, (_, index) => `student-${index}@campus.test`);
    for (const to of recipients) await deps.jobs.enqueue(mailJob, { v: 1, key: to, to, afterMs: 100 });

    await waitFor('a quarter of the mails sent', () => catcher!.messages.length >= MAILS / 4, 30_000);
    redis.kill('SIGKILL');
    await exited(redis);
    const sentWhenKilled = catcher.messages.length;
    await sleep(1000);
    redis = await startRedis(children, REDIS_PORT);
    const restartedAt = Date.now();

    const recipientsMailed = () => new Set(catcher!.messages.flatMap((mail) => mail.to)).size;
    await waitFor('every recipient mailed', () => recipientsMailed() === MAILS, 30_000);
    const allMailedMs = Date.now() - restartedAt;
    // Every job has run to its end (none kept as still to run) before "no second mail" is a fact.
    await waitFor('every job finished', async () => (await query(database!.url, 'select 1 from kit.queued_jobs')).length === 0, 20_000);

    const perRecipient = new Map<string, number>();
    for (const mail of catcher.messages) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect([...perRecipient.keys()].sort()).toEqual([...recipients].sort());
    expect([...perRecipient.entries()].filter(([, times]) => times !== 1)).toEqual([]);
    expect(await query(database.url, 'select key from kit.sent_mail')).toHaveLength(MAILS);
    console.info(
      `Redis SIGKILLed after ${sentWhenKilled}/${MAILS} mails and started again empty 1 s later: the rest mailed within ${allMailedMs} ms of its return (JOB_LOCK_MS ${LOCK_MS}); ${MAILS} recipients, each mailed once: 0 lost, 0 twice`,
    );
  }, 60_000);
});
