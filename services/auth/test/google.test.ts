// Google sign-in (OpenID Connect) against a real provider on loopback (oidc-provider), driven through its pages
// the way a browser would: check → start → provider sign-in and consent → callback → session.
import { LOGIN_IP_RULE } from '../src/login-limits.js';
import { MFA_PENDING_COOKIE } from '../src/mfa-pending.js';
import { createMfaSecrets } from '../src/mfa-secrets.js';
import { GOOGLE_ATTEMPT_COOKIE } from '../src/routes/google.js';
import { linkGoogleWorkspace } from '../src/db/user-directory.repository.js';
import { buildUser, uniqueEmail, uniqueIp } from './support/factories.js';
import { cookie, getAs } from './support/http.js';
import { startTestProvider, type TestProvider } from './support/oidc-provider.js';
import { appWithConfig, startAuthTestApp, type AuthTestApp } from './support/test-app.js';

const PUBLIC_URL = 'http://campus.test';
let provider: TestProvider;
let ctx: AuthTestApp;

beforeAll(async () => {
  provider = await startTestProvider(`${PUBLIC_URL}/api/auth/google/callback`);
  ctx = await startAuthTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    },
  });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

/** The whole round trip as `email` at the provider; returns the callback's answer. */
async function signInWithGoogle(email: string, app = ctx.app, ip = uniqueIp()) {
  const check = await app.inject({ method: 'GET', url: '/api/auth/google/check', remoteAddress: ip });
  expect(check.statusCode).toBe(200);
  const start = await app.inject({ method: 'GET', url: check.json().url, remoteAddress: ip });
  expect(start.statusCode).toBe(302);
  const attempt = cookie(start, GOOGLE_ATTEMPT_COOKIE);
  expect(attempt).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
  const callback = await provider.signInAs(start.headers.location as string, email);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
  return app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: { [GOOGLE_ATTEMPT_COOKIE]: attempt!.value },
    remoteAddress: ip,
  });
}

describe('Google sign-in', () => {

  test('when the Google account is linked to a Campus account with another email, then that account signs in', async () => {
    const user = await buildUser(ctx.db, { role: 'student' });
    const workspaceEmail = uniqueEmail('workspace');
    // The test provider's subject is the email it signs in with.
    await linkGoogleWorkspace(ctx.db, user.row.id, workspaceEmail);

    const response = await signInWithGoogle(workspaceEmail);

    expect(response.headers.location).toBe('/dashboard?auth=success');
    const me = await getAs(ctx.app, '/api/auth/me', { access: cookie(response, 'access_token')!.value });
    expect(me.json()).toMatchObject({ id: user.row.id, email: user.email });
  });

  test('when the verified Google email belongs to an account, then a session starts and the browser lands on /dashboard?auth=success', async () => {
    const user = await buildUser(ctx.db, { role: 'lecturer' });

    const response = await signInWithGoogle(user.email);

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard?auth=success');
    const access = cookie(response, 'access_token')?.value;
    expect(cookie(response, 'refresh_token')?.value).toBeTruthy();
    const me = await getAs(ctx.app, '/api/auth/me', { access: access! });
    expect(me.json()).toMatchObject({ id: user.row.id, role: 'lecturer' });
  });

  test('when no account has that email, then no session and /login?error=google_no_account', async () => {
    const response = await signInWithGoogle(uniqueEmail('stranger'));

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=google_no_account');
    expect(cookie(response, 'access_token')).toBeUndefined();
  });

  test('when Google says the email is not verified, then it is not trusted to find the account', async () => {
    const user = await buildUser(ctx.db);
    provider.unverified.add(user.email);

    const response = await signInWithGoogle(user.email);

    expect(response.headers.location).toBe('/login?error=google_failed');
    expect(cookie(response, 'access_token')).toBeUndefined();
  });

  test('when the account has MFA on, then the login page asks for the code (pending cookie, no session)', async () => {
    const user = await buildUser(ctx.db);
    const secrets = createMfaSecrets(ctx.deps.config);
    await ctx.db.updateTable('users').set({ mfa_enabled: true, mfa_secret: secrets.encrypt(secrets.generate()) }).where('id', '=', user.row.id).execute();

    const response = await signInWithGoogle(user.email);

    expect(response.headers.location).toBe('/login?mfa=required');
    expect(cookie(response, MFA_PENDING_COOKIE)?.value).toBeTruthy();
    expect(cookie(response, 'access_token')).toBeUndefined();
  });

  test('when the email domain is not in GOOGLE_ALLOWED_DOMAINS, then /login?error=google_domain', async () => {
    const user = await buildUser(ctx.db);
    const app = await appWithConfig(ctx, { google: { ...ctx.deps.config.google!, allowedDomains: ['university.am'] } });
    try {
      const response = await signInWithGoogle(user.email, app);

      expect(response.headers.location).toBe('/login?error=google_domain');
      expect(cookie(response, 'access_token')).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  test('when the callback comes without the attempt cookie (another browser, or replayed), then it fails without a session', async () => {
    const user = await buildUser(ctx.db);
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    const callback = await provider.signInAs(start.headers.location as string, user.email);

    const response = await ctx.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });

    expect(response.headers.location).toBe('/login?error=google_failed');
    expect(cookie(response, 'access_token')).toBeUndefined();
  });

  test('when the state in the callback is not the one of the attempt, then it fails without a session', async () => {
    const user = await buildUser(ctx.db);
    const first = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    const callback = await provider.signInAs(first.headers.location as string, user.email);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { [GOOGLE_ATTEMPT_COOKIE]: cookie(second, GOOGLE_ATTEMPT_COOKIE)!.value },
    });

    expect(response.headers.location).toBe('/login?error=google_failed');
    expect(cookie(response, 'access_token')).toBeUndefined();
  });

  test('when this address is over the login limits, then check answers 429 with retryAfter', async () => {
    const ip = uniqueIp();
    const limiter = ctx.deps.rateLimiter(LOGIN_IP_RULE);
    for (let attempt = 0; attempt < LOGIN_IP_RULE.points; attempt++) await limiter.consume(ip);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/check', remoteAddress: ip });

    expect(response.statusCode).toBe(429);
    expect(response.json().retryAfter).toBeGreaterThan(0);
    expect(response.json().error).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
  });

  test('when Google sign-in is not configured, then check answers 404', async () => {
    const app = await appWithConfig(ctx, { google: undefined });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/auth/google/check' });

      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('GOOGLE_NOT_CONFIGURED');
    } finally {
      await app.close();
    }
  });
});
