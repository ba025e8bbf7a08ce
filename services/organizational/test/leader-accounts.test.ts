// Deans and chairs: creating a faculty or department with its leader, and naming a leader later, give the account
// its role only when the record is saved, and never leave an account, a role or half a record behind on failure.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { InternalUsersResponse } from '@campus/contracts';
import { as, callerFor, signIn, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';
import { buildLecturer, localized } from './support/factories.js';

let t: OrgTestApp;
let admin: Caller;
let cs: string;
let ecm: string;

beforeAll(async () => {
  t = await startOrgTestApp();
  admin = await as(t.app, 'admin@campus.test');
  cs = (await t.db.selectFrom('departments').select('id').where('code', '=', 'CS').executeTakeFirstOrThrow()).id;
  ecm = (await t.db.selectFrom('faculties').select('id').where('code', '=', 'ECM').executeTakeFirstOrThrow()).id;
}, 120_000);

afterAll(() => t?.close());

const account = async (email: string) =>
  (await t.deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: [email] } })).users[0];

/** A person with an account (as a lecturer) who can sign in with this password. */
async function person() {
  const password = 'Leader-Test-2026!';
  const lecturer = await buildLecturer(admin, cs, { password });
  return { ...lecturer, password };
}

describe('creating with a leader', () => {
  test('when with-dean names a taken faculty code, then 409 and no account is made for the dean', async () => {
    const response = await admin('POST', '/api/organizational/faculties/with-dean', {
      faculty: { code: 'INF', name: localized('Taken') },
      dean: { email: 'orphan.dean@campus.test', firstName: 'Orphan', lastName: 'Dean' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('A faculty with code "INF" already exists');
    expect(await account('orphan.dean@campus.test')).toBeUndefined();
  });

  test('when with-chair names a taken department code, then 409 and no account is made for the chair', async () => {
    const response = await admin('POST', '/api/organizational/departments/with-chair', {
      department: { code: 'CS', name: localized('Taken'), facultyId: ecm },
      chair: { email: 'orphan.chair@campus.test', firstName: 'Orphan', lastName: 'Chair' },
    });
    expect(response.statusCode).toBe(409);
    expect(await account('orphan.chair@campus.test')).toBeUndefined();
  });

  test('when with-chair names an existing person and a taken code, then 409 and they gain no chair role', async () => {
    const existing = await person();
    const response = await admin('POST', '/api/organizational/departments/with-chair', {
      department: { code: 'EC', name: localized('Taken'), facultyId: ecm },
      chair: { email: existing.email, firstName: existing.firstName, lastName: existing.lastName },
    });
    expect(response.statusCode).toBe(409);
    expect((await account(existing.email))!.roles).not.toContain('chair');
  });

  test('when auth refuses the dean\'s account, then no faculty is left behind', async () => {
    const response = await admin('POST', '/api/organizational/faculties/with-dean', {
      faculty: { code: 'HALF', name: localized('Half made') },
      dean: { email: 'blank.dean@campus.test', firstName: '   ', lastName: 'Dean' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('First name is required');
    expect(await t.db.selectFrom('faculties').select('id').where('code', '=', 'HALF').executeTakeFirst()).toBeUndefined();
  });

  test('when the dean\'s office names another person\'s account as chair, then 409 and neither a department nor a role is made', async () => {
    const deans = await as(t.app, 'deans@campus.test');
    const facultyId = (await deans('GET', '/api/organizational/my-faculty')).json().data.id;
    const student = 'student@campus.test';
    const response = await deans('POST', '/api/organizational/departments/with-chair', {
      department: { code: 'TAKEN-CHAIR', name: localized('Taken chair'), facultyId },
      chair: { email: student, firstName: 'Some', lastName: 'Student' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ACCOUNT_EXISTS');
    expect((await account(student))!.roles).not.toContain('chair');
    expect(await t.db.selectFrom('departments').select('id').where('code', '=', 'TAKEN-CHAIR').executeTakeFirst()).toBeUndefined();
  });

  test('when a faculty is created with a dean id nobody has, then 400 names the field and no faculty is made', async () => {
    const response = await admin('POST', '/api/organizational/faculties', { code: 'NODEAN', name: localized('No dean'), deanUserId: randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('deanUserId: no account has this id');
    expect(await t.db.selectFrom('faculties').select('id').where('code', '=', 'NODEAN').executeTakeFirst()).toBeUndefined();
  });
});

describe('naming a leader later', () => {
  test('when a faculty\'s dean is set to an id nobody has, then 400 names the field and the dean stays', async () => {
    const faculty = (await admin('POST', '/api/organizational/faculties', { code: 'PUT1', name: localized('Put one') })).json().data;
    const response = await admin('PUT', `/api/organizational/faculties/${faculty.id}`, { deanUserId: randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('deanUserId: no account has this id');
    expect((await admin('GET', `/api/organizational/faculties/${faculty.id}`)).json().data.deanUserId).toBeNull();
  });

  test('when an edit also names a dean nobody has, then none of the edit is written', async () => {
    const faculty = (await admin('POST', '/api/organizational/faculties', { code: 'PUT3', name: localized('Put three'), description: 'As it was' })).json().data;
    const response = await admin('PUT', `/api/organizational/faculties/${faculty.id}`, { code: 'PUT3X', name: localized('Renamed'), description: null, deanUserId: randomUUID() });
    expect(response.statusCode).toBe(400);
    const after = (await admin('GET', `/api/organizational/faculties/${faculty.id}`)).json().data;
    expect(after).toMatchObject({ code: 'PUT3', name: localized('Put three'), description: 'As it was', deanUserId: null, updatedAt: faculty.updatedAt });
  });

  test('when a faculty\'s dean is set to an existing person, then they get the dean\'s office role and see it as their faculty', async () => {
    const faculty = (await admin('POST', '/api/organizational/faculties', { code: 'PUT2', name: localized('Put two') })).json().data;
    const dean = await person();
    const response = await admin('PUT', `/api/organizational/faculties/${faculty.id}`, { deanUserId: dean.userId });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ deanUserId: dean.userId, deanEmail: dean.email });
    expect((await account(dean.email))!.roles).toContain('deans_office');
    const signedIn = callerFor(t.app, await signIn(t.app, dean.email, dean.password));
    expect((await signedIn('GET', '/api/organizational/my-faculty')).json().data.id).toBe(faculty.id);
  });

  test('when a department\'s chair is set to an id nobody has, then 400 names the field', async () => {
    const department = (await admin('POST', '/api/organizational/departments', { code: 'PUT3', name: localized('Put three'), facultyId: ecm })).json().data;
    const response = await admin('PUT', `/api/organizational/departments/${department.id}`, { chairUserId: randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('chairUserId: no account has this id');
  });

  test('when a department\'s chair is set to an existing person, then they get the chair role and manage it', async () => {
    const department = (await admin('POST', '/api/organizational/departments', { code: 'PUT4', name: localized('Put four'), facultyId: ecm })).json().data;
    const chair = await person();
    const response = await admin('PUT', `/api/organizational/departments/${department.id}`, { chairUserId: chair.userId });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.chairEmail).toBe(chair.email);
    expect((await account(chair.email))!.roles).toContain('chair');
    const signedIn = callerFor(t.app, await signIn(t.app, chair.email, chair.password));
    expect((await signedIn('PUT', `/api/organizational/departments/${department.id}`, { description: 'Chaired' })).statusCode).toBe(200);
  });
});
