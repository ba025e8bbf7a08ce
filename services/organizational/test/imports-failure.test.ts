// A bulk import whose job fails every attempt (on BullMQ, against a fault of the database's own: a trigger refusing
// its students) ends failed with the last error, which its page shows, instead of staying 'running' for ever; the
// same CSV imported again once the fault is gone finishes it.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { importJob } from '../src/jobs/import.js';
import { callerFor, signIn, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';
import { importEnded, importEvents, passwordsFor, studentCsv, type ProgressEvent } from './support/imports.js';

let t: OrgTestApp;
let baseUrl: string;
let deansAccess: string;
let deans: Caller;

beforeAll(async () => {
  t = await startOrgTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  deansAccess = await signIn(t.app, 'deans@campus.test');
  deans = callerFor(t.app, deansAccess);
}, 120_000);

afterAll(() => t?.close());

/** Until the queue keeps the import's job as failed (its last attempt over). */
async function jobFailed(importId: string): Promise<void> {
  for (;;) {
    const failed = await t.deps.jobs.failed(importJob);
    if (failed.some((job) => (job.payload as { importId: string }).importId === importId)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('an import whose every attempt fails ends failed with the last error, and the same CSV again finishes it', async () => {
  const tag = randomBytes(3).toString('hex');
  const { csv, rows } = studentCsv(2, tag);
  // The students of this CSV cannot be stored, as on a full disk: every attempt fails at its first row.
  await sql.raw(`create function organizational.refuse_${tag}() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device'; end $$`).execute(t.db);
  await sql.raw(`create trigger refuse_${tag} before insert on organizational.students for each row
    when (new.email like 'imp.${tag}.%') execute function organizational.refuse_${tag}()`).execute(t.db);

  const accepted = await deans('POST', '/api/organizational/imports', { entity: 'students', csv, temporaryPasswords: passwordsFor(2) });
  expect(accepted.statusCode).toBe(202);
  const id = accepted.json().data.id as string;
  const stream = importEvents(baseUrl, deansAccess, id);
  await jobFailed(id);

  const detail = await deans('GET', `/api/organizational/imports/${id}`);
  expect(detail.json().data).toMatchObject({ status: 'failed', total: 2, succeeded: 0, failed: 0 });
  expect(detail.json().data.error).toBe(
    'All 3 attempts to run it failed, the last with: could not extend file: No space left on device. Import the same CSV again to finish the rows left: nothing done is made twice.',
  );
  // The page following it hears that it ended.
  const { events } = await stream;
  expect((events.filter((event) => event.event === 'progress').at(-1)?.data as ProgressEvent).status).toBe('failed');
  expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'failed' } });

  await sql.raw(`drop trigger refuse_${tag} on organizational.students`).execute(t.db);
  const again = await deans('POST', '/api/organizational/imports', { entity: 'students', csv, temporaryPasswords: passwordsFor(2) });
  expect(again.statusCode).toBe(202);
  const finished = await importEnded(deans, again.json().data.id);
  expect(finished.data).toMatchObject({ status: 'done', succeeded: 2, failed: 0 });
  const students = await t.db.selectFrom('students').select('email').where('email', 'in', rows.map((row) => row.email)).execute();
  expect(students).toHaveLength(2);
}, 60_000);
