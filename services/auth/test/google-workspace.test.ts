// The directory behind the add-student form (/api/google-workspace/*): Google Workspace through the Admin SDK
// against a server on loopback that speaks its REST shape (token endpoint and Directory users), Campus's own
// accounts when none is configured, who may ask, linking, and provisioning a new person's Workspace account.
import type { DirectoryUser } from '@campus/contracts';
import { findUserById } from '../src/db/user.repository.js';
import { buildUser, uniqueEmail } from './support/factories.js';
import { getAs, postAs } from './support/http.js';
import { startDirectoryServer, type DirectoryServer } from './support/google-directory-server.js';
import { appWithConfig, signedInUser, startAuthTestApp, type AuthTestApp } from './support/test-app.js';

const person = (id: string, givenName: string, familyName: string, primaryEmail: string): DirectoryUser => ({
  id,
  primaryEmail,
  name: { fullName: `${givenName} ${familyName}`, givenName, familyName },
  orgUnitPath: '/Students',
});
const ANNA = person('111', 'Anna', 'Sargsyan', 'anna.sargsyan@uni.test');
const ANI = person('112', 'Ani', 'Grigoryan', 'ani.grigoryan@uni.test');
const DAVIT = person('113', 'Davit', 'Annayan', 'davit.annayan@uni.test');

let google: DirectoryServer;
let ctx: AuthTestApp;
let deans: Awaited<ReturnType<typeof signedInUser>>['session'];

beforeAll(async () => {
  google = await startDirectoryServer([ANNA, ANI, DAVIT]);
  ctx = await startAuthTestApp({ env: { ...google.env, INSTITUTIONAL_EMAIL_DOMAIN: 'uni.test' } });
  deans = (await signedInUser(ctx, { role: 'deans_office' })).session;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await google?.close();
});

/** Waits for what a job does; the test's own time limit ends a wait that never comes. */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Google Workspace directory', () => {
  test('when the dean\'s office asks for settings, then the source, the institutional domain and provisioning come back', async () => {
    const response = await getAs(ctx.app, '/api/google-workspace/settings', deans);
    expect(response.json()).toEqual({ source: 'google', institutionalDomain: 'uni.test', provisioning: true });
  });

  test('when a name is typed, then the Directory API is asked with the administrator\'s token and its users come back', async () => {
    const response = await getAs(ctx.app, '/api/google-workspace/search-users?q=Ann', deans);

    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([ANNA, DAVIT]);
    const asked = google.searches.at(-1)!;
    expect(Object.fromEntries(asked)).toMatchObject({ customer: 'my_customer', query: "'Ann'", maxResults: '8' });
  });

  test('when part of an address is typed, then emails are searched by prefix', async () => {
    const response = await getAs(ctx.app, '/api/google-workspace/search-users?q=ani.g', deans);
    expect(response.json().items).toEqual([ANI]);
    expect(google.searches.at(-1)!.get('query')).toBe('email:ani.g*');
    const byAddress = await getAs(ctx.app, `/api/google-workspace/search-users?q=${encodeURIComponent('anna.sargsyan@uni')}`, deans);
    expect(byAddress.json().items).toEqual([ANNA]);
  });

  test('when fewer than 2 characters are typed, then 400 and Google is not asked', async () => {
    const before = google.searches.length;
    const response = await getAs(ctx.app, '/api/google-workspace/search-users?q=%20a%20', deans);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Type at least 2 characters to search the directory');
    expect(google.searches.length).toBe(before);
  });

  test('when Google fails, then 502 says the directory is unavailable', async () => {
    google.failNext(503);
    const response = await getAs(ctx.app, '/api/google-workspace/search-users?q=anna', deans);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe('The Google Workspace directory is unavailable (503)');
  });

  test.each(['lecturer', 'student', 'chair'])('when a %s asks, then 403', async (role) => {
    const { session } = await signedInUser(ctx, { role });
    expect((await getAs(ctx.app, '/api/google-workspace/search-users?q=anna', session)).statusCode).toBe(403);
    expect((await getAs(ctx.app, '/api/google-workspace/settings', session)).statusCode).toBe(403);
    const student = await buildUser(ctx.db);
    expect((await postAs(ctx.app, '/api/google-workspace/link-user', session, { userId: student.row.id, primaryEmail: ANI.primaryEmail })).statusCode).toBe(403);
  });
});

describe('linking a Campus account to its Workspace account', () => {
  test('when the dean\'s office links a student\'s account, then Google sign-in of that Workspace account will open it', async () => {
    const student = await buildUser(ctx.db, { email: uniqueEmail('personal') });
    const response = await postAs(ctx.app, '/api/google-workspace/link-user', deans, { userId: student.row.id, primaryEmail: ANI.primaryEmail });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: student.row.id, email: student.email, directoryUser: ANI });
    expect((await findUserById(ctx.db, student.row.id))?.google_workspace_id).toBe(ANI.id);
  });

  test('when the Workspace account is linked to another account already, then 409', async () => {
    const other = await buildUser(ctx.db);
    const response = await postAs(ctx.app, '/api/google-workspace/link-user', deans, { userId: other.row.id, primaryEmail: ANI.primaryEmail });
    expect(response.statusCode).toBe(409);
  });

  test('when the dean\'s office names a staff member\'s account, then 403; an administrator may', async () => {
    const lecturer = await buildUser(ctx.db, { role: 'lecturer' });
    expect((await postAs(ctx.app, '/api/google-workspace/link-user', deans, { userId: lecturer.row.id, primaryEmail: DAVIT.primaryEmail })).statusCode).toBe(403);
    const { session: admin } = await signedInUser(ctx, { role: 'admin' });
    expect((await postAs(ctx.app, '/api/google-workspace/link-user', admin, { userId: lecturer.row.id, primaryEmail: DAVIT.primaryEmail })).statusCode).toBe(200);
  });

  test('when no Workspace account has the email, then 404', async () => {
    const student = await buildUser(ctx.db);
    const response = await postAs(ctx.app, '/api/google-workspace/link-user', deans, { userId: student.row.id, primaryEmail: 'nobody@uni.test' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('No Google Workspace account has the email nobody@uni.test');
  });
});

describe('provisioning a new person\'s Workspace account', () => {
  const provision = (userId: string) =>
    ctx.app.inject({ method: 'POST', url: '/internal/auth/workspace/provision', headers: { 'x-service-token': ctx.deps.config.serviceToken }, payload: { userId } });

  test('when asked for an account in the domain, then a job creates it in Google and links it', async () => {
    const student = await buildUser(ctx.db, { email: `gor.${Date.now()}@uni.test`, first_name: 'Gor', last_name: 'Vardanyan' });

    expect((await provision(student.row.id)).json()).toEqual({ provisioning: 'queued' });

    const linked = await eventually(async () => (await findUserById(ctx.db, student.row.id))?.google_workspace_id ?? undefined);
    const created = google.users.find((user) => user.primaryEmail === student.email);
    expect(created).toMatchObject({ id: linked, name: { givenName: 'Gor', familyName: 'Vardanyan' } });
    expect(google.inserts.at(-1)).toMatchObject({ primaryEmail: student.email, changePasswordAtNextLogin: true, password: expect.any(String) });
  });

  test('when Google already has the address, then the job links the existing Workspace account', async () => {
    const student = await buildUser(ctx.db, { email: DAVIT.primaryEmail.replace('davit', 'davit2') });
    google.users.push(person('120', 'Davit', 'Second', student.email));

    await provision(student.row.id);

    expect(await eventually(async () => (await findUserById(ctx.db, student.row.id))?.google_workspace_id ?? undefined)).toBe('120');
  });

  test('when the email is outside the institutional domain, then nothing is queued', async () => {
    const student = await buildUser(ctx.db);
    expect((await provision(student.row.id)).json()).toEqual({ provisioning: 'outside_domain' });
  });
});

describe('without Google Workspace: the local directory', () => {
  test('when a prefix of a name or email is typed, then active Campus accounts that match come back, and provisioning is not configured', async () => {
    const local = await appWithConfig(ctx, { googleWorkspace: undefined, institutionalDomain: undefined });
    try {
      const key = Date.now().toString(36);
      const match = await buildUser(ctx.db, { email: `zara.${key}@campus.test`, first_name: 'Zaruhi', last_name: `Qoch${key}` });
      await buildUser(ctx.db, { email: `zara.${key}.old@campus.test`, is_active: false });
      const deansHere = (await signedInUser(ctx, { role: 'deans_office' })).session;

      const byEmail = await getAs(local, `/api/google-workspace/search-users?q=ZARA.${key}`, deansHere);
      const byNames = await getAs(local, `/api/google-workspace/search-users?q=zaru%20qoch${key}`, deansHere);

      const expected = { id: match.row.id, primaryEmail: match.email, name: { fullName: `Zaruhi Qoch${key}`, givenName: 'Zaruhi', familyName: `Qoch${key}` }, orgUnitPath: '/student' };
      expect(byEmail.json().items).toEqual([expected]);
      expect(byNames.json().items).toEqual([expected]);
      expect((await getAs(local, '/api/google-workspace/settings', deansHere)).json()).toEqual({ source: 'local', institutionalDomain: null, provisioning: false });
      const provisionHere = await local.inject({ method: 'POST', url: '/internal/auth/workspace/provision', headers: { 'x-service-token': ctx.deps.config.serviceToken }, payload: { userId: match.row.id } });
      expect(provisionHere.json()).toEqual({ provisioning: 'not_configured' });
    } finally {
      await local.close();
    }
  });
});
