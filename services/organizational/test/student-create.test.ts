// Creating one student from the dean's office form (POST /api/deans-office/students): the account in auth and the
// student record together or not at all, the form's messages, and the creator's provisioning opt-in in the audit log.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { InternalUsersResponse } from '@campus/contracts';
import { callerFor, demoCallers, signIn, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';

let t: OrgTestApp;
let admin: Caller, deans: Caller;
let csDepartment: string;

const uniqueEmail = (name: string) => `${name}.${randomBytes(3).toString('hex')}@student.campus.test`;
const form = (overrides: Record<string, unknown> = {}) => ({ firstName: 'Nare', lastName: 'Babayan', email: uniqueEmail('nare'), yearOfStudy: 2, allowProvision: false, ...overrides });

/** The account auth has for this email, as other services see it. */
async function accountOf(email: string) {
  const { users } = await t.deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: [email] } });
  return users[0];
}

/** Every insert of a student named "Refused" fails in the database, as a write that fails after auth answered would. */
async function withRefusedInsert(work: () => Promise<void>): Promise<void> {
  await sql`alter table organizational.students add constraint test_refused check (first_name <> 'Refused')`.execute(t.db);
  try {
    await work();
  } finally {
    await sql`alter table organizational.students drop constraint test_refused`.execute(t.db);
  }
}

beforeAll(async () => {
  t = await startOrgTestApp();
  ({ admin, deans } = await demoCallers(t.app));
  csDepartment = (await t.db.selectFrom('departments').select('id').where('code', '=', 'CS').executeTakeFirstOrThrow()).id;
}, 120_000);

afterAll(() => t?.close());

describe('creating a student from the dean\'s office form', () => {
  test('when the form is complete, then the student and an account with a 14-character temporary password that must be changed are created', async () => {
    const body = form();
    const response = await deans('POST', '/api/deans-office/students', body);

    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ success: true, provisioning: 'not_requested', data: { email: body.email, yearOfStudy: 2 }, account: { created: true } });
    expect(answer.temporaryPassword).toHaveLength(14);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: answer.temporaryPassword }, remoteAddress: '10.77.0.1' });
    expect(signedIn.json().user).toMatchObject({ mustChangePassword: true, role: 'student' });
  });

  test('when the creator chose the password, then it is the account\'s and none is answered', async () => {
    const body = form({ password: 'Chosen-Pass-2026' });
    const response = await deans('POST', '/api/deans-office/students', body);

    expect(response.statusCode).toBe(201);
    expect(response.json().temporaryPassword).toBeUndefined();
    await expect(signIn(t.app, body.email, 'Chosen-Pass-2026')).resolves.toEqual(expect.any(String));
  });

  test.each([
    ['an empty first name', { firstName: ' ' }, 'First, last name & email required'],
    ['an empty last name', { lastName: '' }, 'First, last name & email required'],
    ['an empty email', { email: '' }, 'First, last name & email required'],
    ['a 7-character password', { password: 'Short-1' }, 'Password must be at least 8 characters'],
    ['year of study 0', { yearOfStudy: 0 }, /yearOfStudy/],
    ['year of study 11', { yearOfStudy: 11 }, /yearOfStudy/],
    ['an email that is not one', { email: 'not-an-email' }, 'Invalid email format'],
  ])('when the form has %s, then 400 says so and nothing is created', async (_case, overrides, message) => {
    const body = form(overrides);
    const response = await deans('POST', '/api/deans-office/students', body);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    if (body.email) expect(await accountOf(body.email)).toBeUndefined();
  });

  test('when a student already has the email, then 409 and the first one is unchanged', async () => {
    const body = form();
    expect((await deans('POST', '/api/deans-office/students', body)).statusCode).toBe(201);

    const again = await deans('POST', '/api/deans-office/students', { ...body, firstName: 'Other' });

    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`A student with email ${body.email} already exists`);
    expect((await t.db.selectFrom('students').select('first_name').where('email', '=', body.email).execute()).map((row) => row.first_name)).toEqual(['Nare']);
  });
});

describe('the account and the record together or not at all', () => {
  test('when the record cannot be written after auth created the account, then the account is deleted again', async () => {
    const body = form({ firstName: 'Refused' });
    await withRefusedInsert(async () => {
      const response = await deans('POST', '/api/deans-office/students', body);
      expect(response.statusCode).toBe(400);
    });

    expect(await accountOf(body.email)).toBeUndefined();
    expect(await t.db.selectFrom('students').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined();
  });

  test('when the record cannot be written for an account that existed, then only the student role it gained is taken back', async () => {
    const email = uniqueEmail('lecturer');
    const lecturer = await admin('POST', '/api/organizational/lecturers', { employeeId: `T-${randomBytes(3).toString('hex')}`, firstName: 'Refused', lastName: 'Both', email, departmentId: csDepartment, position: 'Lecturer', maxLoad: 20 });
    expect(lecturer.statusCode).toBe(201);

    await withRefusedInsert(async () => {
      expect((await admin('POST', '/api/organizational/students', { firstName: 'Refused', lastName: 'Both', email })).statusCode).toBe(400);
    });

    expect(await accountOf(email)).toMatchObject({ role: 'lecturer', roles: ['lecturer'], isActive: true });
  });

  test('when the student ID is taken, then 409 and the new account is deleted again', async () => {
    const taken = (await t.db.selectFrom('students').select('student_id').executeTakeFirstOrThrow()).student_id;
    const email = uniqueEmail('collision');

    const response = await admin('POST', '/api/organizational/students', { studentId: taken, firstName: 'Ani', lastName: 'Petrosyan', email });

    expect(response.statusCode).toBe(409);
    expect(await accountOf(email)).toBeUndefined();
  });

  test('when the account already held the student role, then a failed record leaves it as it was', async () => {
    const email = uniqueEmail('registered');
    const registered = await t.deps.services.request<{ user: { id: string } }>('auth', { method: 'POST', path: '/internal/auth/users', body: { email, firstName: 'Refused', lastName: 'Before', role: 'student' } });

    await withRefusedInsert(async () => {
      expect((await deans('POST', '/api/deans-office/students', form({ email, firstName: 'Refused' }))).statusCode).toBe(400);
    });

    expect(await accountOf(email)).toMatchObject({ id: registered.user.id, roles: ['student'] });
  });
});

describe('the provisioning opt-in', () => {
  test('when the creator opts in and no Google Workspace is configured, then the answer says so and the audit entry carries the warning', async () => {
    const body = form({ allowProvision: true });
    const response = await deans('POST', '/api/deans-office/students', body);

    expect(response.statusCode).toBe(201);
    expect(response.json().provisioning).toBe('not_configured');
    const entry = await sql<{ action: string; actor_email: string; details: Record<string, unknown> }>`
      select action, actor_email, details from kit.audit_entries where record_id = ${response.json().data.id}`.execute(t.db);
    expect(entry.rows).toEqual([
      {
        action: 'student.created',
        actor_email: 'deans@campus.test',
        details: expect.objectContaining({ allowProvision: true, provisioning: 'not_configured', warning: 'The creator opted in to creating a Google Workspace account for this person' }),
      },
    ]);
  });

  test('when the creator does not opt in, then the entry has no warning', async () => {
    const response = await deans('POST', '/api/deans-office/students', form());
    const entry = await sql<{ details: Record<string, unknown> }>`select details from kit.audit_entries where record_id = ${response.json().data.id}`.execute(t.db);
    expect(entry.rows[0]!.details.warning).toBeUndefined();
  });
});

test('when nobody is signed in, then 401', async () => {
  expect((await callerFor(t.app, null)('POST', '/api/deans-office/students', form())).statusCode).toBe(401);
});
