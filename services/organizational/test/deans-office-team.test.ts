// The dean's office as a team: an administrator links staff to a faculty, and the link is the staff member's scope
// from the next request on. Replacing a dean or chair takes the old holder's scope, and the role too when nothing
// else gives it (another link, or the account's primary role: an administrator's explicit grant).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { InternalUsersResponse } from '@campus/contracts';
import { as, callerFor, signIn, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';
import { buildLecturer, localized } from './support/factories.js';

let t: OrgTestApp;
let admin: Caller;
let cs: string;
let inf: string;
let ecm: string;

const PASSWORD = 'Team-Test-2026!';

beforeAll(async () => {
  t = await startOrgTestApp();
  admin = await as(t.app, 'admin@campus.test');
  cs = (await t.db.selectFrom('departments').select('id').where('code', '=', 'CS').executeTakeFirstOrThrow()).id;
  inf = (await t.db.selectFrom('faculties').select('id').where('code', '=', 'INF').executeTakeFirstOrThrow()).id;
  ecm = (await t.db.selectFrom('faculties').select('id').where('code', '=', 'ECM').executeTakeFirstOrThrow()).id;
}, 120_000);

afterAll(() => t?.close());

const rolesOf = async (email: string) =>
  (await t.deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: [email] } })).users[0]!.roles;

/** A person whose primary role is lecturer, who can sign in with PASSWORD. */
const lecturerPerson = () => buildLecturer(admin, cs, { password: PASSWORD });

/** Signed in as the person; the first sign-in replaces the temporary PASSWORD with `${PASSWORD}-Own1` (see signIn). */
const ownPassword = new Set<string>();
async function signedIn(email: string): Promise<Caller> {
  const access = await signIn(t.app, email, ownPassword.has(email) ? `${PASSWORD}-Own1` : PASSWORD);
  ownPassword.add(email);
  return callerFor(t.app, access);
}

const staffPath = (facultyId: string) => `/api/organizational/faculties/${facultyId}/staff`;

/** A new faculty and its dean (created with it, so dean's office is the account's primary role). */
async function facultyWithNewDean() {
  const key = randomUUID().slice(0, 6).toUpperCase();
  const email = `dean.${key.toLowerCase()}@campus.test`;
  const response = await admin('POST', '/api/organizational/faculties/with-dean', {
    faculty: { code: `F${key}`, name: localized(`Faculty ${key}`) },
    dean: { email, firstName: 'New', lastName: 'Dean', password: PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return { facultyId: response.json().data.id as string, dean: { email, userId: response.json().dean.userId as string } };
}

describe('linking staff to a faculty', () => {
  test('when staff are linked, then they see and change that faculty\'s records and not another\'s', async () => {
    const person = await lecturerPerson();
    const linked = await admin('POST', staffPath(inf), { email: person.email.toUpperCase() });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().data).toMatchObject({ userId: person.userId, email: person.email, isDean: false });
    expect(await rolesOf(person.email)).toContain('deans_office');

    const staff = await signedIn(person.email);
    expect((await staff('GET', '/api/organizational/my-faculty')).json().data.id).toBe(inf);
    expect((await staff('PUT', `/api/organizational/faculties/${inf}`, { description: 'Kept by the team' })).statusCode).toBe(200);
    expect((await staff('GET', `/api/organizational/dashboard/faculty/${inf}`)).statusCode).toBe(200);

    const foreign = await staff('PUT', `/api/organizational/faculties/${ecm}`, { description: 'Not ours' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('OUT_OF_SCOPE');
    expect((await staff('GET', `/api/organizational/dashboard/faculty/${ecm}`)).json().code).toBe('OUT_OF_SCOPE');

    const list = (await admin('GET', staffPath(inf))).json().data;
    expect(list[0]).toMatchObject({ email: 'deans@campus.test', isDean: true, linkedAt: null });
    expect(list.map((member: { userId: string }) => member.userId)).toContain(person.userId);
  });

  test('when staff are unlinked, then the very next request is refused and the role is gone', async () => {
    const person = await lecturerPerson();
    expect((await admin('POST', staffPath(inf), { userId: person.userId })).statusCode).toBe(201);
    const staff = await signedIn(person.email);
    expect((await staff('PUT', `/api/organizational/faculties/${inf}`, { description: 'Before' })).statusCode).toBe(200);

    const unlinked = await admin('DELETE', `${staffPath(inf)}/${person.userId}`);
    expect(unlinked.statusCode).toBe(200);
    expect((await staff('PUT', `/api/organizational/faculties/${inf}`, { description: 'After' })).statusCode).toBe(401);
    expect(await rolesOf(person.email)).not.toContain('deans_office');
    const again = await signedIn(person.email);
    expect((await again('PUT', `/api/organizational/faculties/${inf}`, { description: 'After' })).statusCode).toBe(403);
    expect((await admin('GET', staffPath(inf))).json().data.map((member: { userId: string }) => member.userId)).not.toContain(person.userId);
  });

  test('when staff who are also another faculty\'s dean are unlinked, then they keep the role but lose this faculty at once', async () => {
    const { facultyId, dean } = await facultyWithNewDean();
    expect((await admin('POST', staffPath(inf), { userId: dean.userId })).statusCode).toBe(201);
    const staff = await signedIn(dean.email);
    expect((await staff('PUT', `/api/organizational/faculties/${inf}`, { description: 'Both' })).statusCode).toBe(200);

    expect((await admin('DELETE', `${staffPath(inf)}/${dean.userId}`)).statusCode).toBe(200);
    const refused = await staff('PUT', `/api/organizational/faculties/${inf}`, { description: 'Gone' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('OUT_OF_SCOPE');
    expect((await staff('PUT', `/api/organizational/faculties/${facultyId}`, { description: 'Still mine' })).statusCode).toBe(200);
    expect(await rolesOf(dean.email)).toContain('deans_office');
  });

  test('when the account, faculty or link is not right, then 400, 404 or 409 and nothing changes', async () => {
    const person = await lecturerPerson();
    const unknownEmail = await admin('POST', staffPath(inf), { email: 'nobody.here@campus.test' });
    expect(unknownEmail.statusCode).toBe(400);
    expect(unknownEmail.json().error).toBe('email: no account has the email nobody.here@campus.test');
    expect((await admin('POST', staffPath(inf), { userId: randomUUID() })).json().error).toBe('userId: no account has this id');
    expect((await admin('POST', staffPath(inf), {})).statusCode).toBe(400);
    expect((await admin('POST', staffPath(inf), { userId: person.userId, email: person.email })).statusCode).toBe(400);
    expect((await admin('POST', staffPath(randomUUID()), { userId: person.userId })).statusCode).toBe(404);
    expect((await admin('GET', staffPath(randomUUID()))).statusCode).toBe(404);

    const deanId = (await admin('GET', `/api/organizational/faculties/${inf}`)).json().data.deanUserId;
    const dean = await admin('POST', staffPath(inf), { userId: deanId });
    expect(dean.statusCode).toBe(409);
    expect(dean.json().code).toBe('ALREADY_LINKED');
    expect((await admin('POST', staffPath(inf), { userId: person.userId })).statusCode).toBe(201);
    expect((await admin('POST', staffPath(inf), { userId: person.userId })).statusCode).toBe(409);
    expect((await admin('DELETE', `${staffPath(ecm)}/${person.userId}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `${staffPath(inf)}/${deanId}`)).statusCode).toBe(404);
    expect(await rolesOf(person.email)).toContain('deans_office');
  });

  test('when anyone but an administrator asks, then 403 and no link is made', async () => {
    const person = await lecturerPerson();
    for (const email of ['deans@campus.test', 'chair@campus.test', 'lecturer@campus.test']) {
      const caller = await as(t.app, email);
      expect((await caller('GET', staffPath(inf))).statusCode).toBe(403);
      expect((await caller('POST', staffPath(inf), { userId: person.userId })).statusCode).toBe(403);
      expect((await caller('DELETE', `${staffPath(inf)}/${person.userId}`)).statusCode).toBe(403);
    }
    expect(await t.db.selectFrom('faculty_staff').select('user_id').where('user_id', '=', person.userId).execute()).toEqual([]);
  });
});

describe('replacing a dean or a chair', () => {
  test('when a dean is replaced, then the old dean loses the faculty and the role, unless it is their account\'s own', async () => {
    const { facultyId, dean: first } = await facultyWithNewDean();
    const old = await lecturerPerson();
    expect((await admin('PUT', `/api/organizational/faculties/${facultyId}`, { deanUserId: old.userId })).statusCode).toBe(200);
    // The first dean's account was made for the office: its primary role is the administrator's grant and stays.
    expect(await rolesOf(first.email)).toContain('deans_office');
    expect((await (await signedIn(first.email))('PUT', `/api/organizational/faculties/${facultyId}`, { description: 'Not any more' })).json().code).toBe('OUT_OF_SCOPE');
    const oldDean = await signedIn(old.email);
    expect((await oldDean('GET', '/api/organizational/my-faculty')).json().data.id).toBe(facultyId);

    const next = await lecturerPerson();
    expect((await admin('PUT', `/api/organizational/faculties/${facultyId}`, { deanUserId: next.userId })).statusCode).toBe(200);
    expect((await oldDean('PUT', `/api/organizational/faculties/${facultyId}`, { description: 'Mine?' })).statusCode).toBe(401);
    expect(await rolesOf(old.email)).not.toContain('deans_office');
    const again = await signedIn(old.email);
    expect((await again('PUT', `/api/organizational/faculties/${facultyId}`, { description: 'Mine?' })).statusCode).toBe(403);
    expect(await rolesOf(next.email)).toContain('deans_office');
  });

  test('when a dean who is also another faculty\'s staff is replaced, then they keep the role and only that faculty', async () => {
    const { facultyId } = await facultyWithNewDean();
    const old = await lecturerPerson();
    expect((await admin('PUT', `/api/organizational/faculties/${facultyId}`, { deanUserId: old.userId })).statusCode).toBe(200);
    expect((await admin('POST', staffPath(ecm), { userId: old.userId })).statusCode).toBe(201);
    expect((await admin('PUT', `/api/organizational/faculties/${facultyId}`, { deanUserId: null })).statusCode).toBe(200);

    expect(await rolesOf(old.email)).toContain('deans_office');
    const oldDean = await signedIn(old.email);
    expect((await oldDean('PUT', `/api/organizational/faculties/${facultyId}`, { description: 'Not any more' })).json().code).toBe('OUT_OF_SCOPE');
    expect((await oldDean('PUT', `/api/organizational/faculties/${ecm}`, { description: 'Still staff' })).statusCode).toBe(200);
  });

  test('when a chair is replaced, then they lose the chair role unless they chair another department', async () => {
    const first = (await admin('POST', '/api/organizational/departments', { code: `R1${randomUUID().slice(0, 5)}`, name: localized('Replace one'), facultyId: ecm })).json().data;
    const second = (await admin('POST', '/api/organizational/departments', { code: `R2${randomUUID().slice(0, 5)}`, name: localized('Replace two'), facultyId: ecm })).json().data;
    const lone = await lecturerPerson();
    const twice = await lecturerPerson();
    expect((await admin('PUT', `/api/organizational/departments/${first.id}`, { chairUserId: lone.userId })).statusCode).toBe(200);
    expect((await admin('PUT', `/api/organizational/departments/${second.id}`, { chairUserId: twice.userId })).statusCode).toBe(200);
    const loneChair = await signedIn(lone.email);
    expect((await loneChair('PUT', `/api/organizational/departments/${first.id}`, { description: 'Chaired' })).statusCode).toBe(200);

    expect((await admin('PUT', `/api/organizational/departments/${first.id}`, { chairUserId: twice.userId })).statusCode).toBe(200);
    expect(await rolesOf(lone.email)).not.toContain('chair');
    expect((await loneChair('PUT', `/api/organizational/departments/${first.id}`, { description: 'Gone' })).statusCode).toBe(401);

    expect((await admin('PUT', `/api/organizational/departments/${second.id}`, { chairUserId: null })).statusCode).toBe(200);
    expect(await rolesOf(twice.email)).toContain('chair');
    const twiceChair = await signedIn(twice.email);
    expect((await twiceChair('PUT', `/api/organizational/departments/${second.id}`, { description: 'Not mine' })).json().code).toBe('OUT_OF_SCOPE');
    expect((await twiceChair('PUT', `/api/organizational/departments/${first.id}`, { description: 'Mine' })).statusCode).toBe(200);
  });
});
