// Bulk import of students (POST /api/organizational/imports and its job on BullMQ): accepted whole or refused whole,
// rows created one at a time in order with live progress, scoped to the importer's faculty, idempotent by email.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { InternalUsersResponse } from '@campus/contracts';
import { as, callerFor, signIn, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';
import { localized } from './support/factories.js';
import { importEnded, importEvents, passwordsFor, studentCsv, type ProgressEvent } from './support/imports.js';

let t: OrgTestApp;
let baseUrl: string;
let admin: Caller;
let deansAccess: string;
let deans: Caller;

beforeAll(async () => {
  t = await startOrgTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await as(t.app, 'admin@campus.test');
  deansAccess = await signIn(t.app, 'deans@campus.test');
  deans = callerFor(t.app, deansAccess);
}, 120_000);

afterAll(() => t?.close());

const importStudents = (caller: Caller, csv: string, temporaryPasswords?: Record<string, string>) =>
  caller('POST', '/api/organizational/imports', { entity: 'students', csv, ...(temporaryPasswords ? { temporaryPasswords } : {}) });

const countStudents = async (emails: string[]) => (await t.db.selectFrom('students').select('id').where('email', 'in', emails).execute()).length;

async function accountsOf(emails: string[]) {
  return (await t.deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails } })).users;
}

/** A new faculty with its own dean's office account, signed in. */
async function otherFacultyDean(): Promise<{ access: string; caller: Caller }> {
  const key = randomUUID().slice(0, 6).toUpperCase();
  const email = `dean.${key.toLowerCase()}@campus.test`;
  const response = await admin('POST', '/api/organizational/faculties/with-dean', {
    faculty: { code: `F${key}`, name: localized(`Faculty ${key}`) },
    dean: { email, firstName: 'Other', lastName: 'Dean', password: 'Other-Dean-2026!' },
  });
  expect(response.statusCode).toBe(201);
  const access = await signIn(t.app, email, 'Other-Dean-2026!');
  return { access, caller: callerFor(t.app, access) };
}

describe('an import the dean\'s office starts', () => {
  test('creates every row in order with its temporary password, streams progress to the end, and keeps no password', async () => {
    const { csv, rows } = studentCsv(5);
    const passwords = passwordsFor(5);
    const accepted = await importStudents(deans, csv, passwords);
    expect(accepted.statusCode).toBe(202);
    const { id, total, status } = accepted.json().data;
    expect({ total, status }).toEqual({ total: 5, status: 'queued' });

    const stream = await importEvents(baseUrl, deansAccess, id);
    expect(stream.status).toBe(200);
    const progress = stream.events.filter((event) => event.event === 'progress').map((event) => event.data as ProgressEvent);
    expect(progress.at(-1)).toMatchObject({ status: 'done', total: 5, succeeded: 5, failed: 0 });
    expect(stream.events.at(-1)).toMatchObject({ event: 'done', data: { status: 'done', succeeded: 5, failed: 0 } });

    const detail = await importEnded(deans, id);
    expect(detail.rows.map((row) => [row.row, row.status])).toEqual([2, 3, 4, 5, 6].map((row) => [row, 'success']));
    expect(detail.rows[0]!.label).toBe(`Ani Import0 <${rows[0]!.email}>`);
    const stored = await t.db.selectFrom('import_rows').select(['temporary_password']).where('import_id', '=', id).execute();
    expect(stored.every((row) => row.temporary_password === null)).toBe(true);

    const student = await t.db.selectFrom('students').selectAll().where('email', '=', rows[0]!.email).executeTakeFirstOrThrow();
    expect(student).toMatchObject({ student_id: rows[0]!.studentId, gender: 'female', nationality: 'Armenian', admission_year: 2024, academic_level: 'undergraduate', year_of_study: 1, address: '1 Main St, Yerevan' });
    const program = await t.db.selectFrom('programs').select('id').where('code', '=', 'CS-BSC').executeTakeFirstOrThrow();
    expect(student.program_id).toBe(program.id);
    // The account signs in with the password the page showed, and must change it.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: rows[0]!.email, password: passwords['2'] }, remoteAddress: '10.77.0.1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.mustChangePassword).toBe(true);
  });

  test('with row errors is refused whole: 400 listing every error with its row, and nothing stored', async () => {
    const tag = randomUUID().slice(0, 6);
    const { csv } = studentCsv([
      { studentId: `B-${tag}-1`, email: `bad.${tag}.1@campus.test` },
      { studentId: `B-${tag}-2`, email: 'not-an-email' },
      { studentId: `B-${tag}-3`, email: `bad.${tag}.3@campus.test`, program: 'NO-SUCH-PROGRAM' },
    ]);
    const importsBefore = await t.db.selectFrom('imports').select('id').execute();
    const refused = await importStudents(deans, csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: '2 validation error(s) found. Fix and re-parse.' });
    expect(refused.json().details.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'email', message: 'Invalid email format' }),
      expect.objectContaining({ row: 4, field: 'program', code: 'UNKNOWN_PROGRAM', message: 'Program "NO-SUCH-PROGRAM" was not found', params: { value: 'NO-SUCH-PROGRAM' } }),
    ]);
    expect(await t.db.selectFrom('imports').select('id').execute()).toHaveLength(importsBefore.length);
    expect(await countStudents([`bad.${tag}.1@campus.test`])).toBe(0);
  });

  test('a file that cannot be read is 400 with the parse message', async () => {
    const response = await importStudents(deans, 'string');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.stringContaining('Missing required column(s)') });
  });

  test('a CSV over the row limit is 413', async () => {
    const header = studentCsv(1).csv.split('\n')[0];
    const response = await importStudents(deans, `${header}\n${'x\n'.repeat(20_001)}`);
    expect(response.statusCode).toBe(413);
  });

  test('run again with the same CSV creates nothing twice, and says the students existed', async () => {
    const { csv, rows } = studentCsv(3);
    const first = await importStudents(deans, csv, passwordsFor(3));
    await importEnded(deans, first.json().data.id);
    const again = await importStudents(deans, csv, passwordsFor(3));
    expect(again.statusCode).toBe(202);
    const detail = await importEnded(deans, again.json().data.id);
    expect(detail.data).toMatchObject({ succeeded: 3, failed: 0 });
    expect(detail.rows.every((row) => row.status === 'success' && row.note === 'A student with this email already exists: nothing was created' && row.code === 'STUDENT_EXISTS')).toBe(true);
    expect(await countStudents(rows.map((row) => row.email))).toBe(3);
    expect(await accountsOf(rows.map((row) => row.email))).toHaveLength(3);
  });
});

describe('another faculty\'s dean\'s office', () => {
  test('cannot read the import (403) nor follow it, and cannot import into a program of another faculty (row error)', async () => {
    const { csv } = studentCsv(1);
    const accepted = await importStudents(deans, csv);
    const id = accepted.json().data.id as string;
    const other = await otherFacultyDean();
    expect((await other.caller('GET', `/api/organizational/imports/${id}`)).statusCode).toBe(403);
    expect((await importEvents(baseUrl, other.access, id)).status).toBe(403);
    expect((await admin('GET', `/api/organizational/imports/${id}`)).statusCode).toBe(200);

    const intoCs = await importStudents(other.caller, studentCsv(1).csv);
    expect(intoCs.statusCode).toBe(400);
    expect(intoCs.json().details.errors).toEqual([expect.objectContaining({ row: 2, field: 'program', code: 'OUT_OF_SCOPE' })]);
    await importEnded(deans, id);
  });
});

describe('a large import through BullMQ', () => {
  test('2,000 rows finish in order, each once, with progress events reaching the total', async () => {
    const { csv, rows } = studentCsv(2000);
    const accepted = await importStudents(deans, csv, passwordsFor(2000));
    expect(accepted.statusCode).toBe(202);
    const id = accepted.json().data.id as string;
    const stream = await importEvents(baseUrl, deansAccess, id);
    const progress = stream.events.filter((event) => event.event === 'progress').map((event) => event.data as ProgressEvent);
    expect(progress.length).toBeGreaterThan(2);
    const counts = progress.map((event) => event.succeeded);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({ status: 'done', total: 2000, succeeded: 2000, failed: 0 });
    // Rows finish in file order: each event's successes are the rows after the previous event's.
    const finished = progress.slice(1).flatMap((event) => event.rows.filter((row) => row.status === 'success').map((row) => row.row));
    expect(finished).toEqual([...finished].sort((a, b) => a - b));
    expect(await countStudents(rows.map((row) => row.email))).toBe(2000);
  }, 600_000);
});
