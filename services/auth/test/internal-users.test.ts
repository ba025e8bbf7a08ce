// The internal user API between services (x-service-token) over HTTP against a real database.
import { AUTH_ERROR_CODES, DEMO_PASSWORD } from '@campus/contracts';
import { buildUser, uniqueEmail } from './support/factories.js';
import { login } from './support/http.js';
import { startAuthTestApp, type AuthTestApp } from './support/test-app.js';

let demo: AuthTestApp;
let production: AuthTestApp;

beforeAll(async () => {
  demo = await startAuthTestApp({ demo: true });
  production = await startAuthTestApp({ demo: false });
}, 60_000);

afterAll(async () => {
  await demo?.close();
  await production?.close();
});

function call(ctx: AuthTestApp, url: string, payload: object, token: string | null = ctx.deps.config.serviceToken) {
  return ctx.app.inject({ method: 'POST', url, payload, headers: token === null ? {} : { 'x-service-token': token } });
}

describe('the service token', () => {
  test.each(['/internal/auth/users', '/internal/auth/users/bulk', '/internal/auth/users/lookup'])(
    'when %s is called without the token or with a wrong one, then 401 and nothing is created',
    async (url) => {
      const email = uniqueEmail('intruder');
      const payload = url.endsWith('users') ? { email, firstName: 'A', lastName: 'B', role: 'admin' } : url.endsWith('bulk') ? { users: [{ email, firstName: 'A', lastName: 'B', role: 'admin' }] } : { emails: [email] };

      const missing = await call(production, url, payload, null);
      const wrong = await call(production, url, payload, 'not-the-token');

      expect(missing.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(missing.json().code).toBe('INVALID_SERVICE_TOKEN');
      expect(await production.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    },
  );

  test('when a signed-in admin (no service token) calls it, then 401', async () => {
    const admin = await buildUser(production.db, { role: 'admin' });
    const access = (await login(production.app, admin)).cookies.find((cookie) => cookie.name === 'access_token')!.value;

    const response = await production.app.inject({ method: 'POST', url: '/internal/auth/users/lookup', payload: { ids: [admin.row.id] }, cookies: { access_token: access } });

    expect(response.statusCode).toBe(401);
  });
});

describe('POST /internal/auth/users', () => {
  test('when the email is new and no password given, then 201 with a generated temporary password that must be changed', async () => {
    const email = uniqueEmail('student');

    const response = await call(production, '/internal/auth/users', { email: email.toUpperCase(), firstName: ' Lilit ', lastName: 'Sargsyan', role: 'student' });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ created: true, user: { email, firstName: 'Lilit', role: 'student', roles: ['student'], isActive: true } });
    expect(body.temporaryPassword).toMatch(/^.{14}$/);
    expect(body.temporaryPassword).toMatch(/[A-Z]/);
    expect(body.temporaryPassword).toMatch(/[a-z]/);
    expect(body.temporaryPassword).toMatch(/\d/);
    expect(body.temporaryPassword).not.toMatch(/[0O1lI]/);
    const signedIn = await login(production.app, { email, password: body.temporaryPassword });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.mustChangePassword).toBe(true);
  });

  test('when a password is given, then it is the temporary password and is not answered back', async () => {
    const email = uniqueEmail('lecturer');

    const response = await call(production, '/internal/auth/users', { email, firstName: 'Aram', lastName: 'Petrosyan', role: 'lecturer', password: 'chosen-by-dean' });

    expect(response.statusCode).toBe(201);
    expect(response.json().temporaryPassword).toBeUndefined();
    expect((await login(production.app, { email, password: 'chosen-by-dean' })).json().user.mustChangePassword).toBe(true);
  });

  test('when the email already has an account, then 200 created:false, the role is added and the password is untouched', async () => {
    const existing = await buildUser(production.db, { role: 'lecturer' });

    const response = await call(production, '/internal/auth/users', { email: existing.email, firstName: 'X', lastName: 'Y', role: 'chair', password: 'Another-Pass-1' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: false, user: { id: existing.row.id, role: 'lecturer', roles: ['lecturer', 'chair'], firstName: 'Anna' } });
    expect(response.json().temporaryPassword).toBeUndefined();
    expect((await login(production.app, existing)).statusCode).toBe(200);
  });

  test('when the email belongs to a self-registered account nobody confirmed, then it is taken over: new temporary password, confirmed, the registrant is out', async () => {
    const email = uniqueEmail('squatter');
    expect((await production.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'Squatter-Pass-1', firstName: 'S', lastName: 'Q' } })).statusCode).toBe(201);

    const response = await call(production, '/internal/auth/users', { email, firstName: 'Real', lastName: 'Student', role: 'student' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: false, temporaryPassword: expect.stringMatching(/^.{14}$/) });
    expect((await login(production.app, { email, password: 'Squatter-Pass-1' })).statusCode).toBe(401);
    const signedIn = await login(production.app, { email, password: response.json().temporaryPassword });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.mustChangePassword).toBe(true);
  });

  test('when the role is unknown, the email malformed or the password too short, then 400 says which', async () => {
    const base = { email: uniqueEmail('x'), firstName: 'A', lastName: 'B', role: 'student' };

    expect((await call(production, '/internal/auth/users', { ...base, role: 'wizard' })).json().code).toBe(AUTH_ERROR_CODES.unknownRole);
    expect((await call(production, '/internal/auth/users', { ...base, email: 'nope' })).json().error).toMatch(/^Please enter a valid email address/);
    expect((await call(production, '/internal/auth/users', { ...base, password: 'short' })).json().error).toBe('Password must be at least 8 characters');
  });
});

describe('POST /internal/auth/users/bulk', () => {
  test('when 650 people are ensured with the demo password in demo mode, then each gets an account sharing one hash and can sign in', async () => {
    const users = Array.from({ length: 650 }, (_, index) => ({
      email: uniqueEmail(`bulk${index}`),
      firstName: `First${index}`,
      lastName: `Last${index}`,
      role: index % 10 === 0 ? 'lecturer' : 'student',
    }));

    const response = await call(demo, '/internal/auth/users/bulk', { users, demoPassword: true });

    expect(response.statusCode).toBe(200);
    const answered = response.json().users as { id: string; email: string }[];
    expect(answered.map((user) => user.email)).toEqual(users.map((user) => user.email));
    const rows = await demo.db.selectFrom('users').select(['id', 'password_hash', 'must_change_password', 'role']).where('email', 'in', users.map((user) => user.email)).execute();
    expect(rows).toHaveLength(650);
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(1);
    expect(new Set(answered.map((user) => user.id))).toEqual(new Set(rows.map((row) => row.id)));
    expect(rows.filter((row) => row.role === 'lecturer')).toHaveLength(65);
    const signedIn = await login(demo.app, { email: users[10]!.email, password: DEMO_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ role: 'lecturer', mustChangePassword: false });
  });

  test('when some emails exist already or repeat, then they are linked once, the rest created, in the order given', async () => {
    const existing = await buildUser(demo.db, { role: 'lecturer' });
    const fresh = uniqueEmail('fresh');

    const response = await call(demo, '/internal/auth/users/bulk', {
      users: [
        { email: fresh, firstName: 'A', lastName: 'B', role: 'student' },
        { email: existing.email.toUpperCase(), firstName: 'X', lastName: 'Y', role: 'chair' },
        { email: fresh, firstName: 'C', lastName: 'D', role: 'student' },
      ],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().users).toEqual([
      { id: expect.any(String), email: fresh },
      { id: existing.row.id, email: existing.email },
    ]);
    const roles = await demo.db.selectFrom('user_roles').select('role_name').where('user_id', '=', existing.row.id).orderBy('role_name').execute();
    expect(roles.map((row) => row.role_name)).toEqual(['chair', 'lecturer']);
    expect((await login(demo.app, existing)).statusCode).toBe(200);
  });

  test('when the demo password is asked for outside demo mode, then 400 DEMO_OFF and nothing is created', async () => {
    const email = uniqueEmail('nodemo');

    const response = await call(production, '/internal/auth/users/bulk', { users: [{ email, firstName: 'A', lastName: 'B', role: 'student' }], demoPassword: true });

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(AUTH_ERROR_CODES.demoOff);
    expect(await production.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  test('when created without the demo password, then nobody can sign in with it and a password change is required', async () => {
    const email = uniqueEmail('random');

    await call(production, '/internal/auth/users/bulk', { users: [{ email, firstName: 'A', lastName: 'B', role: 'student' }] });

    const row = await production.db.selectFrom('users').select('must_change_password').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(true);
    expect((await login(production.app, { email, password: DEMO_PASSWORD })).statusCode).toBe(401);
  });

  test('when one entry is invalid, then 400 names it and nothing is created', async () => {
    const good = uniqueEmail('good');

    const response = await call(production, '/internal/auth/users/bulk', {
      users: [
        { email: good, firstName: 'A', lastName: 'B', role: 'student' },
        { email: 'broken', firstName: 'A', lastName: 'B', role: 'student' },
      ],
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toMatchObject({ field: 'users.1.email' });
    expect(await production.db.selectFrom('users').select('id').where('email', '=', good).executeTakeFirst()).toBeUndefined();
  });
});

describe('POST /internal/auth/users/lookup', () => {
  test('when asked by ids and emails, then the known users come once each with their roles; unknown ones are left out', async () => {
    const byId = await buildUser(production.db, { role: 'lecturer', extraRoles: ['chair'] });
    const byEmail = await buildUser(production.db);

    const response = await call(production, '/internal/auth/users/lookup', {
      ids: [byId.row.id, '00000000-0000-4000-8000-000000000000'],
      emails: [byEmail.email.toUpperCase(), byId.email, uniqueEmail('unknown')],
    });

    expect(response.statusCode).toBe(200);
    const users = response.json().users as { id: string; roles: string[] }[];
    expect(users).toHaveLength(2);
    expect(users.find((user) => user.id === byId.row.id)).toMatchObject({ roles: ['lecturer', 'chair'], displayName: 'Anna Hakobyan' });
    expect(users.some((user) => user.id === byEmail.row.id)).toBe(true);
  });

  test('when asked by roles, then every active holder comes, primary or extra role, and nobody else', async () => {
    const role = `lookup_${Date.now().toString(36)}`;
    await production.db.insertInto('roles').values({ name: role, description: 'test' }).execute();
    const primary = await buildUser(production.db, { role });
    const extra = await buildUser(production.db, { role: 'lecturer', extraRoles: [role] });
    await buildUser(production.db, { role, is_active: false });
    await buildUser(production.db, { role: 'lecturer' });

    const response = await call(production, '/internal/auth/users/lookup', { roles: [role.toUpperCase()] });

    expect(response.statusCode).toBe(200);
    expect(response.json().users.map((user: { id: string }) => user.id).sort()).toEqual([primary.row.id, extra.row.id].sort());
  });

  test('when asked for nothing, then an empty list', async () => {
    expect((await call(production, '/internal/auth/users/lookup', {})).json()).toEqual({ users: [] });
  });
});
