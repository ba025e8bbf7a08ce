// A bulk import survives its worker being killed mid-import (a child process running the organizational jobs,
// SIGKILL'd; a second one, started meanwhile, takes it up) and Redis killed (SIGKILL) and restarted empty mid-import
// (a redis-server of this test's own): every row ends success exactly once, with one account and one student per row.
// One app (auth and organizational, its jobs left to the worker processes) and one Redis serve both, started once.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InternalUsersResponse } from '@campus/contracts';
import { as, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';
import { importEnded, passwordsFor, rowsFinished, studentCsv, type ImportDetail } from './support/imports.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = 300;

let t: OrgTestApp;
let authUrl: string;
let deans: Caller;
let redisPort: number;
let redis: ChildProcess;
let worker: ChildProcess;
const children: ChildProcess[] = [];

beforeAll(async () => {
  redisPort = await freePort();
  redis = await startRedis(redisPort);
  t = await startOrgTestApp({ runJobs: false, env: { REDIS_URL: `redis://127.0.0.1:${redisPort}` } });
  authUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  deans = await as(t.app, 'deans@campus.test');
  worker = await startWorker(t, authUrl);
}, 120_000);

// The app first: its Redis must still be there for it to close.
afterAll(async () => {
  await t?.close();
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}, 60_000);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A redis-server of the test's own, keeping nothing on disk (a restart starts it empty); ready once it accepts a connection. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  children.push(child);
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(undefined) : child.once('exit', resolve)));

/** The organizational jobs in a process of their own (test/support/import-worker.ts), ready once it says so. */
async function startWorker(app: OrgTestApp, authUrl: string): Promise<ChildProcess> {
  const child = fork(path.join(here, 'support/import-worker.ts'), [app.redisPrefix], {
    execArgv: ['--conditions=campus-source', '--import', path.resolve(here, '../../../scripts/ts-register.mjs'), '--no-warnings'],
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: '',
      DATABASE_URL: app.databaseUrl,
      REDIS_URL: app.deps.config.redisUrl,
      SERVICE_TOKEN: app.deps.config.serviceToken,
      JWT_PUBLIC_KEY: app.deps.config.jwtPublicKey,
      AUTH_SERVICE_URL: authUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-import-worker-')),
      LOG_LEVEL: process.env.IMPORT_WORKER_LOG ?? 'silent',
      DEMO: '0',
      // BullMQ takes the killed worker's import up again within about twice this, instead of a minute.
      JOB_LOCK_MS: '2000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the import worker exited with ${code}`)));
  });
  return child;
}

/** Every row succeeded once: the counts, one student and one account per email, each row its own student. */
async function expectEachRowOnce(app: OrgTestApp, detail: ImportDetail, emails: string[]): Promise<void> {
  expect(detail.data).toMatchObject({ status: 'done', total: emails.length, succeeded: emails.length, failed: 0 });
  expect(detail.rows.filter((row) => row.status !== 'success')).toEqual([]);
  expect(new Set(detail.rows.map((row) => row.recordId)).size).toBe(emails.length);
  const students = await app.db.selectFrom('students').select(['id', 'email']).where('email', 'in', emails).execute();
  expect(students).toHaveLength(emails.length);
  const { users } = await app.deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails } });
  expect(users).toHaveLength(emails.length);
}

async function startImport(deans: Caller, count: number) {
  const { csv, rows } = studentCsv(count);
  const accepted = await deans('POST', '/api/organizational/imports', { entity: 'students', csv, temporaryPasswords: passwordsFor(count) });
  expect(accepted.statusCode).toBe(202);
  return { id: accepted.json().data.id as string, emails: rows.map((row) => row.email) };
}

describe('a bulk import', () => {
  test('whose worker is killed mid-import resumes in another worker: nothing lost, nothing created twice', async () => {
    const first = worker;
    const { id, emails } = await startImport(deans, ROWS);
    // The second worker starts while the first one imports (which alone was there to take the import up).
    const second = startWorker(t, authUrl);
    second.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
    const partway = await rowsFinished(deans, id, 60);
    first.kill('SIGKILL');
    await exited(first);
    expect(partway.data.succeeded).toBeLessThan(ROWS);
    worker = await second;

    await expectEachRowOnce(t, await importEnded(deans, id), emails);
  }, 300_000);

  test('goes on through Redis killed and restarted empty, and the queue works again afterwards', async () => {
    const { id, emails } = await startImport(deans, ROWS);

    await rowsFinished(deans, id, 50);
    redis.kill('SIGKILL');
    await exited(redis);
    redis = await startRedis(redisPort);
    await expectEachRowOnce(t, await importEnded(deans, id), emails);

    const after = await startImport(deans, 3);
    await expectEachRowOnce(t, await importEnded(deans, after.id), after.emails);
  }, 300_000);
});
