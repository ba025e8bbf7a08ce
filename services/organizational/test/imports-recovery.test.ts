// A bulk import survives its worker being killed mid-import (a child process running the organizational jobs,
// SIGKILL'd, then a new one started) and Redis restarting empty mid-import (a redis-server of this test's own): every
// row ends success exactly once, with one account and one student per row.
import { afterEach, describe, expect, test } from '@jest/globals';
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

let t: OrgTestApp | undefined;
const children: ChildProcess[] = [];

// The app first: its Redis (the test's own, in the second test) must still be there for it to close.
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}, 60_000);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
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
  test('whose worker is killed mid-import resumes in a new worker: nothing lost, nothing created twice', async () => {
    t = await startOrgTestApp({ runJobs: false });
    const authUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const deans = await as(t.app, 'deans@campus.test');
    const first = await startWorker(t, authUrl);
    const { id, emails } = await startImport(deans, ROWS);

    const partway = await rowsFinished(deans, id, 60);
    expect(partway.data.succeeded).toBeLessThan(ROWS);
    first.kill('SIGKILL');
    await exited(first);

    await startWorker(t, authUrl);
    await expectEachRowOnce(t, await importEnded(deans, id), emails);
  }, 300_000);

  test('goes on through a Redis restart, and the queue works again afterwards', async () => {
    const port = await freePort();
    const startRedis = async () => {
      const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      children.push(redis);
      // Ready once it accepts a connection.
      for (;;) {
        const open = await new Promise<boolean>((resolve) => {
          const socket = createConnection(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        });
        if (open) return redis;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    let redis = await startRedis();
    t = await startOrgTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    const deans = await as(t.app, 'deans@campus.test');
    const { id, emails } = await startImport(deans, ROWS);

    await rowsFinished(deans, id, 50);
    redis.kill('SIGTERM');
    await exited(redis);
    redis = await startRedis();
    await expectEachRowOnce(t, await importEnded(deans, id), emails);

    const after = await startImport(deans, 3);
    await expectEachRowOnce(t, await importEnded(deans, after.id), after.emails);
  }, 300_000);
});
