// Sign-in, throttling, refresh rotation and sign-out, over HTTP against a real database.
import { LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE, LOGIN_PAIR_RULE } from '../src/login-limits.js';
import { REMEMBER_ME_SECONDS } from '../src/sessions.js';
import { buildUser, uniqueEmail, uniqueIp } from './support/factories.js';
import { cookie, getAs, login, refresh, sessionOf, signIn } from './support/http.js';
import { appWithConfig, startAuthTestApp, type AuthTestApp } from './support/test-app.js';

let ctx: AuthTestApp;

beforeAll(async () => {
  ctx = await startAuthTestApp();
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/auth/login', () => {
  test('when the password is right, then the user is returned with httpOnly session cookies', async () => {
    const user = await buildUser(ctx.db, { role: 'lecturer', first_name: 'Aram', last_name: 'Petrosyan' });

    const response = await login(ctx.app, { email: user.email, password: user.password });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.requiresMFA).toBe(false);
    expect(body.user).toMatchObject({
      id: user.row.id,
      email: user.email,
      role: 'lecturer',
      displayName: 'Aram Petrosyan',
      roles: ['lecturer'],
      mustChangePassword: false,
    });
    expect(body.user.permissions).toContain('materials:manage');
    expect(body.user.lastLoginAt).toBeNull();
    expect(cookie(response, 'access_token')).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie(response, 'refresh_token')).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
  });

  test('when a person signs in again, then lastLoginAt is the sign-in before this one', async () => {
    const user = await buildUser(ctx.db);
    const first = (await login(ctx.app, { email: user.email, password: user.password })).json();

    const second = (await login(ctx.app, { email: user.email, password: user.password })).json();

    expect(first.user.lastLoginAt).toBeNull();
    expect(second.user.lastLoginAt).not.toBeNull();
    expect(Date.parse(second.user.lastLoginAt)).toBeLessThanOrEqual(Date.now());
  });

  test('when the public address is https, then both cookies are Secure', async () => {
    const behindTls = await appWithConfig(ctx, { publicUrl: 'https://campus.example.am' });
    const user = await buildUser(ctx.db);

    const response = await login(behindTls, { email: user.email, password: user.password });
    await behindTls.close();

    expect(cookie(response, 'access_token')?.secure).toBe(true);
    expect(cookie(response, 'refresh_token')?.secure).toBe(true);
  });

  test('when the public address is plain http, then cookies are not marked Secure (local use)', async () => {
    const user = await buildUser(ctx.db);

    const response = await login(ctx.app, { email: user.email, password: user.password });

    expect(cookie(response, 'access_token')?.secure).toBeFalsy();
  });

  test('when remember me is off, then both cookies end with the browser session', async () => {
    const user = await buildUser(ctx.db);

    const response = await login(ctx.app, { email: user.email, password: user.password });

    expect(cookie(response, 'access_token')?.maxAge).toBeUndefined();
    expect(cookie(response, 'refresh_token')?.maxAge).toBeUndefined();
  });

  test('when remember me is on, then the refresh cookie lasts 30 days', async () => {
    const user = await buildUser(ctx.db);

    const response = await login(ctx.app, { email: user.email, password: user.password, rememberMe: true });

    expect(cookie(response, 'refresh_token')?.maxAge).toBe(REMEMBER_ME_SECONDS);
  });

  test('when the email differs only in case and spaces, then sign-in still works', async () => {
    const user = await buildUser(ctx.db);

    const response = await login(ctx.app, { email: `  ${user.email.toUpperCase()} `, password: user.password });

    expect(response.statusCode).toBe(200);
  });

  test('when the password is wrong, then 401 says the email or password is invalid', async () => {
    const user = await buildUser(ctx.db);

    const response = await login(ctx.app, { email: user.email, password: 'Wrong-Password-1' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(cookie(response, 'access_token')).toBeUndefined();
  });

  test('when the email is unknown, then the answer is the same as for a wrong password', async () => {
    const user = await buildUser(ctx.db);
    const wrongPassword = await login(ctx.app, { email: user.email, password: 'Wrong-Password-1' });

    const unknownEmail = await login(ctx.app, { email: uniqueEmail('nobody'), password: 'Wrong-Password-1' });

    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  test('when the account is disabled, then 403 says so even with the right password', async () => {
    const user = await buildUser(ctx.db, { is_active: false });

    const response = await login(ctx.app, { email: user.email, password: user.password });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect(response.json().error).toMatch(/disabled/);
  });

  test('when the email is malformed, then 400 asks for a valid email address', async () => {
    const response = await login(ctx.app, { email: 'anna-at-campus', password: 'x' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Please enter a valid email address', code: 'VALIDATION_FAILED' });
  });

  test('when the password is missing, then 400 names the field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail() } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().error).toContain('password');
  });

  test('when the body is not valid JSON, then 400 says so', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "anna@campus.test", ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'The request body is not valid JSON', code: 'INVALID_JSON' });
  });

  test('when the body has the wrong shape, then the answer is a 400 with a message, never a 500', async () => {
    const bodies: unknown[] = [[], 'text', { email: 42, password: true }, { email: 'a@b.am', password: 'x', rememberMe: 'maybe' }, {}];
    for (const payload of bodies) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});

describe('login rate limits', () => {
  test('when an account has too many failed attempts from one address, then 429 there tells how long to wait', async () => {
    const user = await buildUser(ctx.db);
    const ip = uniqueIp();
    for (let attempt = 0; attempt < LOGIN_PAIR_RULE.points; attempt += 1) {
      expect((await login(ctx.app, { email: user.email, password: 'Wrong-Password-1' }, ip)).statusCode).toBe(401);
    }

    const response = await login(ctx.app, { email: user.email, password: user.password }, ip);

    expect(response.statusCode).toBe(429);
    const body = response.json();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.error).toBe(`Too many login attempts. Please try again in ${body.retryAfter} seconds.`);
    expect(response.headers['retry-after']).toBe(String(body.retryAfter));
  });

  test('when someone elsewhere guesses wrong until limited, then the owner still signs in from their own address', async () => {
    const user = await buildUser(ctx.db);
    const attacker = uniqueIp();
    for (let attempt = 0; attempt <= LOGIN_PAIR_RULE.points; attempt += 1) await login(ctx.app, { email: user.email, password: 'Wrong-Password-1' }, attacker);

    expect((await login(ctx.app, { email: user.email, password: user.password }, attacker)).statusCode).toBe(429);
    expect((await login(ctx.app, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  test('when an account is guessed at from many addresses, then past the slower account-wide limit it gets 429 from anywhere', async () => {
    const user = await buildUser(ctx.db);
    for (let attempt = 0; attempt < LOGIN_ACCOUNT_RULE.points; attempt += 1) {
      expect((await login(ctx.app, { email: user.email, password: 'Wrong-Password-1' })).statusCode).toBe(401);
    }

    expect((await login(ctx.app, { email: user.email, password: user.password })).statusCode).toBe(429);
  }, 60_000);

  test('when a sign-in succeeds, then the account counter starts again', async () => {
    const user = await buildUser(ctx.db);
    const ip = uniqueIp();
    const fail = () => login(ctx.app, { email: user.email, password: 'Wrong-Password-1' }, ip);
    for (let attempt = 1; attempt < LOGIN_PAIR_RULE.points; attempt += 1) await fail();
    expect((await login(ctx.app, { email: user.email, password: user.password }, ip)).statusCode).toBe(200);

    for (let attempt = 1; attempt < LOGIN_PAIR_RULE.points; attempt += 1) expect((await fail()).statusCode).toBe(401);
  });

  test('when many people sign in successfully from one address, then none of them is limited', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt <= LOGIN_IP_RULE.points; attempt += 1) {
      const user = await buildUser(ctx.db);
      expect((await login(ctx.app, { email: user.email, password: user.password }, ip)).statusCode).toBe(200);
    }
  }, 60_000);

  test('when one address tries too many accounts, then it gets 429 for any account', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < LOGIN_IP_RULE.points; attempt += 1) {
      await login(ctx.app, { email: uniqueEmail('sweep'), password: 'Wrong-Password-1' }, ip);
    }
    const user = await buildUser(ctx.db);

    const blocked = await login(ctx.app, { email: user.email, password: user.password }, ip);
    const otherAddress = await login(ctx.app, { email: user.email, password: user.password });

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().retryAfter).toBeGreaterThan(0);
    expect(otherAddress.statusCode).toBe(200);
  }, 30_000);
});

describe('POST /api/auth/refresh', () => {
  test('when the refresh cookie is live, then a new session is issued in exchange', async () => {
    const user = await buildUser(ctx.db);
    const first = await signIn(ctx.app, { email: user.email, password: user.password });

    const response = await refresh(ctx.app, first.refresh);

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.row.id, email: user.email });
    const second = sessionOf(response);
    expect(second.refresh).not.toBe(first.refresh);
    expect((await getAs(ctx.app, '/api/auth/me', second)).statusCode).toBe(200);
    expect((await refresh(ctx.app, second.refresh)).statusCode).toBe(200);
  });

  test('when an already rotated token is presented again, then the whole family is revoked', async () => {
    const user = await buildUser(ctx.db);
    const first = await signIn(ctx.app, { email: user.email, password: user.password });
    const second = sessionOf(await refresh(ctx.app, first.refresh));

    const replay = await refresh(ctx.app, first.refresh);
    const afterReplay = await refresh(ctx.app, second.refresh);

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect(afterReplay.statusCode).toBe(401);
    expect(afterReplay.json()).toMatchObject({ error: 'Session expired. Please log in again', code: 'SESSION_EXPIRED' });
  });

  test('when another sign-in of the same user exists, then a replay does not end it', async () => {
    const user = await buildUser(ctx.db);
    const laptop = await signIn(ctx.app, { email: user.email, password: user.password });
    const phone = await signIn(ctx.app, { email: user.email, password: user.password });
    await refresh(ctx.app, laptop.refresh);

    await refresh(ctx.app, laptop.refresh);

    expect((await refresh(ctx.app, phone.refresh)).statusCode).toBe(200);
  });

  test('when there is no refresh cookie, then 401 asks to log in again', async () => {
    const response = await refresh(ctx.app);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Session expired. Please log in again' });
  });

  test('when the refresh cookie is unknown, then 401 and the cookies are cleared', async () => {
    const response = await refresh(ctx.app, 'not-a-token-we-issued');

    expect(response.statusCode).toBe(401);
    expect(cookie(response, 'refresh_token')?.value).toBe('');
  });

  test('when the account was disabled after sign-in, then refresh fails', async () => {
    const user = await buildUser(ctx.db);
    const session = await signIn(ctx.app, { email: user.email, password: user.password });
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', user.row.id).execute();

    expect((await refresh(ctx.app, session.refresh)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  test('when signed in, then the session ends and the cookies are cleared', async () => {
    const user = await buildUser(ctx.db);
    const session = await signIn(ctx.app, { email: user.email, password: user.password });

    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { refresh_token: session.refresh } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(cookie(response, 'access_token')?.value).toBe('');
    expect(cookie(response, 'refresh_token')?.value).toBe('');
    expect((await refresh(ctx.app, session.refresh)).statusCode).toBe(401);
  });

  test('when not signed in, then logout still answers success', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });

    expect(response.statusCode).toBe(200);
  });
});

describe('public login-page facts', () => {
  test('when demo mode is off, then the demo account list is 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'DEMO_OFF' });
  });

  test('when Google is not configured, then the Google check says so', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/check' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Google sign-in is not configured', code: 'GOOGLE_NOT_CONFIGURED' });
  });
});
