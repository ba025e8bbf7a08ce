// The signed-in user, password changes, RBAC initialisation and the demo data, over HTTP against a real database.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/app.js';
import authModule from '../src/app.js';
import { LOGIN_PAIR_RULE } from '../src/login-limits.js';
import { getAs, login, postAs, refresh, signIn, type SessionCookies } from './support/http.js';
import { signedInUser, startAuthTestApp, type AuthTestApp } from './support/test-app.js';

let ctx: AuthTestApp;

beforeAll(async () => {
  ctx = await startAuthTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

function decodeClaims(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

describe('GET /api/auth/me and /api/me', () => {
  test('when signed in, then the user comes with roles, permissions and mustChangePassword', async () => {
    const { user, session } = await signedInUser(ctx, { role: 'lecturer', extraRoles: ['chair'], first_name: 'Aram', last_name: 'Petrosyan' });

    const response = await getAs(ctx.app, '/api/auth/me', session);

    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({ id: user.row.id, email: user.email, role: 'lecturer', roles: ['lecturer', 'chair'], mustChangePassword: false });
    expect(me.permissions).toEqual(expect.arrayContaining(['materials:manage', 'lecturers:manage']));
    expect(me.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test('when no display name was chosen, then it falls back to first and last name', async () => {
    const { session } = await signedInUser(ctx, { first_name: 'Lilit', last_name: 'Sargsyan', display_name: null });

    expect((await getAs(ctx.app, '/api/auth/me', session)).json().displayName).toBe('Lilit Sargsyan');
  });

  test('when a display name was chosen, then it is used', async () => {
    const { session } = await signedInUser(ctx, { display_name: 'Dr. Lilit' });

    expect((await getAs(ctx.app, '/api/me', session)).json().displayName).toBe('Dr. Lilit');
  });

  test('when the access token comes as a bearer header, then it is accepted', async () => {
    const { user, session } = await signedInUser(ctx);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${session.access}` } });

    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.row.id);
  });

  test('when not signed in, then 401 asks to log in again', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Please log in again' });
  });

  test('when the token is forged, then 401', async () => {
    const { session } = await signedInUser(ctx);
    const [header, , signature] = session.access.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'x', role: 'admin', roles: ['admin'], permissions: [], mcp: false })).toString('base64url');

    const response = await getAs(ctx.app, '/api/auth/me', { access: `${header}.${forged}.${signature}` });

    expect(response.statusCode).toBe(401);
  });

  test('when the account was disabled after sign-in, then the still-valid token gets 401', async () => {
    const { user, session } = await signedInUser(ctx);
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', user.row.id).execute();

    expect((await getAs(ctx.app, '/api/auth/me', session)).statusCode).toBe(401);
  });

  test('when the access token is decoded, then it carries sub, email, role, roles, permissions and mcp', async () => {
    const { user, session } = await signedInUser(ctx, { role: 'student' });

    expect(decodeClaims(session.access)).toMatchObject({
      sub: user.row.id,
      email: user.email,
      role: 'student',
      roles: ['student'],
      permissions: expect.arrayContaining(['grades:read']),
      mcp: false,
    });
  });
});

describe('GET /api/me/roles and /api/me/permissions', () => {
  test('when signed in, then the roles are listed as names', async () => {
    const { session } = await signedInUser(ctx, { role: 'deans_office' });

    const response = await getAs(ctx.app, '/api/me/roles', session);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ['deans_office'] });
  });

  test('when signed in, then the permissions are listed as resource and action pairs', async () => {
    const { session } = await signedInUser(ctx, { role: 'quality_assurance' });

    const response = await getAs(ctx.app, '/api/me/permissions', session);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(
      expect.arrayContaining([
        { resource: 'analytics', action: 'read' },
        { resource: 'surveys', action: 'manage' },
      ]),
    );
    expect(response.json().data).toHaveLength(5);
  });

  test('when not signed in, then both answer 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/roles' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/permissions' })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/must-change-password', () => {
  test('when the account must change its password, then it says so', async () => {
    const { session } = await signedInUser(ctx, { must_change_password: true });

    const response = await getAs(ctx.app, '/api/auth/must-change-password', session);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { mustChangePassword: true } });
  });

  test('when it need not, then it says false', async () => {
    const { session } = await signedInUser(ctx);

    expect((await getAs(ctx.app, '/api/auth/must-change-password', session)).json()).toEqual({ data: { mustChangePassword: false } });
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (session: SessionCookies, currentPassword: string, newPassword: string) =>
    postAs(ctx.app, '/api/auth/change-password', session, { currentPassword, newPassword });

  test('when the current password is wrong, then 400 says it is incorrect', async () => {
    const { session } = await signedInUser(ctx);

    const response = await change(session, 'Not-My-Password-1', 'Brand-New-Pass-2');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Current password is incorrect', code: 'CURRENT_PASSWORD_INCORRECT' });
  });

  test('when the current password is guessed too often, then 429, even for the right one', async () => {
    const { user, session } = await signedInUser(ctx);
    for (let attempt = 0; attempt < LOGIN_PAIR_RULE.points; attempt += 1) {
      expect((await change(session, `Wrong-Guess-${attempt}`, 'Brand-New-Pass-2')).statusCode).toBe(400);
    }

    const response = await change(session, user.password, 'Brand-New-Pass-2');

    expect(response.statusCode).toBe(429);
    expect(response.json().retryAfter).toBeGreaterThan(0);
  });

  test('when the new password breaks a reset rule, then 400 names the rule', async () => {
    const { user, session } = await signedInUser(ctx);

    const tooShort = await change(session, user.password, 'Ab1');
    const noDigit = await change(session, user.password, 'Abcdefghij');

    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ error: 'Password must be at least 8 characters', code: 'WEAK_PASSWORD' });
    expect(noDigit.json().error).toBe('Password must contain at least one digit');
  });

  test('when a field is missing, then 400 names it', async () => {
    const { session } = await signedInUser(ctx);

    const response = await postAs(ctx.app, '/api/auth/change-password', session, { newPassword: 'Brand-New-Pass-2' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('currentPassword');
  });

  test('when accepted, then only the new password signs in and other sessions end', async () => {
    const { user, session } = await signedInUser(ctx, { must_change_password: true });
    const otherDevice = await signIn(ctx.app, { email: user.email, password: user.password });

    const response = await change(session, user.password, 'Brand-New-Pass2');

    expect(response.statusCode).toBe(200);
    expect((await login(ctx.app, { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await login(ctx.app, { email: user.email, password: 'Brand-New-Pass2' })).statusCode).toBe(200);
    expect((await refresh(ctx.app, otherDevice.refresh)).statusCode).toBe(401);
    expect((await refresh(ctx.app, session.refresh)).statusCode).toBe(200);
  });

  test('when accepted, then this session gets an access token without the must-change flag', async () => {
    const { user, session } = await signedInUser(ctx, { must_change_password: true });

    const response = await change(session, user.password, 'Brand-New-Pass2');

    const renewed = response.cookies.find((item) => item.name === 'access_token')?.value ?? '';
    expect(decodeClaims(renewed).mcp).toBe(false);
  });

  test('when not signed in, then 401', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: 'a', newPassword: 'b' } });

    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/setup-password', () => {
  const setup = (session: SessionCookies, newPassword: string) => postAs(ctx.app, '/api/auth/setup-password', session, { newPassword });

  test('when no change is required, then 409 says so', async () => {
    const { session } = await signedInUser(ctx);

    const response = await setup(session, 'Brand-New-Pass-2');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'Password change not required', code: 'PASSWORD_CHANGE_NOT_REQUIRED' });
  });

  test('when the new password has no special character, then 400 asks for one', async () => {
    const { session } = await signedInUser(ctx, { must_change_password: true });

    const response = await setup(session, 'BrandNewPass2');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Password must contain at least one special character', code: 'WEAK_PASSWORD' });
  });

  test('when accepted, then the flag clears and the new access token says so', async () => {
    const { user, session } = await signedInUser(ctx, { must_change_password: true });
    expect(decodeClaims(session.access).mcp).toBe(true);

    const response = await setup(session, 'Brand-New-Pass-2');

    expect(response.statusCode).toBe(200);
    const renewed = response.cookies.find((item) => item.name === 'access_token')?.value ?? '';
    expect(decodeClaims(renewed).mcp).toBe(false);
    expect((await getAs(ctx.app, '/api/auth/must-change-password', { access: renewed })).json()).toEqual({ data: { mustChangePassword: false } });
    expect((await login(ctx.app, { email: user.email, password: 'Brand-New-Pass-2' })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/init-rbac', () => {
  const initRbac = (session?: SessionCookies) =>
    session ? postAs(ctx.app, '/api/auth/init-rbac', session) : ctx.app.inject({ method: 'POST', url: '/api/auth/init-rbac' });

  test('when not signed in, then 401', async () => {
    expect((await initRbac()).statusCode).toBe(401);
  });

  test('when the user lacks roles:manage, then 401 as the client contract expects', async () => {
    const { session } = await signedInUser(ctx, { role: 'lecturer' });

    const response = await initRbac(session);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_PERMISSION' });
  });

  test('when already initialised, then 409', async () => {
    const { session } = await signedInUser(ctx, { role: 'admin' });

    const response = await initRbac(session);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'Roles and permissions are already initialised', code: 'RBAC_ALREADY_INITIALISED' });
  });

  test('when not yet initialised, then an admin creates the defaults once', async () => {
    const { session } = await signedInUser(ctx, { role: 'admin' });
    await ctx.db.deleteFrom('rbac_state').execute();

    const first = await initRbac(session);
    const second = await initRbac(session);

    expect(first.statusCode).toBe(201);
    expect(first.json().roles).toEqual(['admin', 'lecturer', 'student', 'deans_office', 'chair', 'quality_assurance']);
    expect(first.json().permissions).toContain('surveys:manage');
    expect(second.statusCode).toBe(409);
  });
});

describe('demo data', () => {
  test('when demo mode is on, then every demo account signs in with the shared demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await login(ctx.app, { email: account.email, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ role: account.role, mustChangePassword: false });
    }
  });

  test('when demo mode is on, then the login page gets the accounts without passwords', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(6);
    expect(data[0]).toEqual({ email: 'admin@campus.test', role: 'admin', name: 'Anna Hakobyan' });
    expect(response.body).not.toContain(DEMO_PASSWORD);
  });

  test('when the seed runs again, then nothing is duplicated', async () => {
    await authModule.seed?.(ctx.deps);

    const count = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n')).where('email', 'in', DEMO_ACCOUNTS.map((account) => account.email)).executeTakeFirstOrThrow();
    const roles = await ctx.db.selectFrom('roles').select('name').execute();
    expect(Number(count.n)).toBe(6);
    expect(roles.map((role) => role.name).sort()).toEqual(['admin', 'chair', 'deans_office', 'lecturer', 'quality_assurance', 'student']);
  });
});
