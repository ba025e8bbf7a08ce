// Two-factor verification (TOTP): turning it on and off, and signing in with a code, over HTTP against a real
// database. Codes are computed with the same library an authenticator app implements (RFC 6238).
import { MFA_PENDING_SECONDS } from '@campus/contracts';
import { LOGIN_PAIR_RULE } from '../src/login-limits.js';
import { MFA_PENDING_COOKIE } from '../src/mfa-pending.js';
import { createMfaSecrets, currentCode } from '../src/mfa-secrets.js';
import { cookieSigner } from '../src/server-keys.js';
import { buildUser, uniqueIp, type TestUser } from './support/factories.js';
import { cookie, getAs, login, postAs, signIn, type SessionCookies } from './support/http.js';
import { startAuthTestApp, type AuthTestApp } from './support/test-app.js';

const STEP_MS = 30_000;
let ctx: AuthTestApp;

beforeAll(async () => {
  ctx = await startAuthTestApp();
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** A user whose MFA is on already (as after enable + verify), with no code used yet; returns the secret too. */
async function buildMfaUser(): Promise<TestUser & { secret: string }> {
  const user = await buildUser(ctx.db);
  const secrets = createMfaSecrets(ctx.deps.config);
  const secret = secrets.generate();
  await ctx.db.updateTable('users').set({ mfa_enabled: true, mfa_secret: secrets.encrypt(secret) }).where('id', '=', user.row.id).execute();
  return { ...user, secret };
}

function verifyMfa(token: string, cookies: Record<string, string>, ip = uniqueIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/verify-mfa', payload: { token }, cookies, remoteAddress: ip });
}

/** A code that is always wrong for the secret (the right one plus one, mod 10^6). */
function wrongCode(secret: string): string {
  return String((Number(currentCode(secret)) + 1) % 1_000_000).padStart(6, '0');
}

async function pendingCookieOf(user: TestUser, ip = uniqueIp()): Promise<string> {
  const response = await login(ctx.app, { email: user.email, password: user.password }, ip);
  const pending = cookie(response, MFA_PENDING_COOKIE)?.value;
  if (!pending) throw new Error(`expected a pending MFA cookie, got ${response.statusCode} ${response.body}`);
  return pending;
}

describe('turning MFA on', () => {
  let user: TestUser;
  let session: SessionCookies;

  beforeEach(async () => {
    user = await buildUser(ctx.db);
    session = await signIn(ctx.app, user);
  });

  test('when enable-mfa is called, then a base32 secret and a PNG QR code come back and MFA is not on yet', async () => {
    const response = await postAs(ctx.app, '/api/auth/enable-mfa', session);

    expect(response.statusCode).toBe(200);
    const { secret, qrCode } = response.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await getAs(ctx.app, '/api/auth/me', session)).json().mfaEnabled).toBe(false);
  });

  test('when the first code from the app is verified, then MFA is on, the secret is stored encrypted and not shown again', async () => {
    const { secret } = (await postAs(ctx.app, '/api/auth/enable-mfa', session)).json();

    const response = await postAs(ctx.app, '/api/auth/verify-mfa', session, { token: currentCode(secret) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { id: user.row.id, mfaEnabled: true } });
    expect((await getAs(ctx.app, '/api/auth/me', session)).json().mfaEnabled).toBe(true);
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', user.row.id).executeTakeFirstOrThrow();
    expect(row.mfa_secret).toBeTruthy();
    expect(row.mfa_secret).not.toContain(secret);
    expect(row.mfa_pending_secret).toBeNull();
    const again = await postAs(ctx.app, '/api/auth/enable-mfa', session);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MFA_ALREADY_ENABLED');
  });

  test('when the code is wrong, then 400 and MFA stays off', async () => {
    const { secret } = (await postAs(ctx.app, '/api/auth/enable-mfa', session)).json();

    const response = await postAs(ctx.app, '/api/auth/verify-mfa', session, { token: wrongCode(secret) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_MFA_CODE', error: 'Invalid verification code' });
    expect((await getAs(ctx.app, '/api/auth/me', session)).json().mfaEnabled).toBe(false);
  });

  test('when verify-mfa comes before enable-mfa, then 409', async () => {
    const response = await postAs(ctx.app, '/api/auth/verify-mfa', session, { token: '123456' });

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('MFA_NOT_STARTED');
  });

  test('when the code is not six digits, then 400 before anything is checked', async () => {
    const response = await postAs(ctx.app, '/api/auth/verify-mfa', session, { token: '12a456' });

    expect(response.statusCode).toBe(400);
  });
});

describe('signing in with MFA on', () => {
  test('when the password is right, then 200 {requiresMFA: true} with a 5-minute httpOnly pending cookie and no session', async () => {
    const user = await buildMfaUser();

    const response = await login(ctx.app, { email: user.email, password: user.password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ requiresMFA: true });
    expect(cookie(response, 'access_token')).toBeUndefined();
    expect(cookie(response, 'refresh_token')).toBeUndefined();
    expect(cookie(response, MFA_PENDING_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/auth', maxAge: MFA_PENDING_SECONDS });
  });

  test('when the code follows with the pending cookie, then the session starts like a normal sign-in', async () => {
    const user = await buildMfaUser();
    const pending = await pendingCookieOf(user);

    const response = await verifyMfa(currentCode(user.secret), { [MFA_PENDING_COOKIE]: pending });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { id: user.row.id, email: user.email, mfaEnabled: true } });
    const access = cookie(response, 'access_token')?.value;
    expect(access).toBeTruthy();
    expect(cookie(response, 'refresh_token')?.value).toBeTruthy();
    expect(cookie(response, MFA_PENDING_COOKIE)?.value).toBe('');
    expect((await getAs(ctx.app, '/api/auth/me', { access: access! })).json().id).toBe(user.row.id);
  });

  test('when a code that was already used is sent again, then it is refused (replay)', async () => {
    const user = await buildMfaUser();
    const code = currentCode(user.secret);
    expect((await verifyMfa(code, { [MFA_PENDING_COOKIE]: await pendingCookieOf(user) })).statusCode).toBe(200);

    const replay = await verifyMfa(code, { [MFA_PENDING_COOKIE]: await pendingCookieOf(user) });

    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('INVALID_MFA_CODE');
    // The next step's code (an app shows it 30 s later) is still good.
    const next = await verifyMfa(currentCode(user.secret, Date.now() + STEP_MS), { [MFA_PENDING_COOKIE]: await pendingCookieOf(user) });
    expect(next.statusCode).toBe(200);
  });

  test('when wrong codes are sent, then they count against the login limits and end in 429 with retryAfter', async () => {
    const user = await buildMfaUser();
    const pending = await pendingCookieOf(user);
    const wrong = wrongCode(user.secret);

    const ip = uniqueIp();
    for (let attempt = 0; attempt < LOGIN_PAIR_RULE.points; attempt++) {
      expect((await verifyMfa(wrong, { [MFA_PENDING_COOKIE]: pending }, ip)).statusCode).toBe(400);
    }
    const limited = await verifyMfa(currentCode(user.secret), { [MFA_PENDING_COOKIE]: pending }, ip);

    expect(limited.statusCode).toBe(429);
    expect(limited.json().retryAfter).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(cookie(limited, 'access_token')).toBeUndefined();
  });

  test('when the pending cookie has expired or was forged, then 401 MFA_SIGN_IN_EXPIRED and no session', async () => {
    const user = await buildMfaUser();
    const signer = cookieSigner<{ userId: string; remember: boolean }>(ctx.deps.config, 'mfa-pending-cookie');
    const expired = signer.sign({ userId: user.row.id, remember: false }, MFA_PENDING_SECONDS, new Date(Date.now() - (MFA_PENDING_SECONDS + 1) * 1000));
    const valid = signer.sign({ userId: user.row.id, remember: false }, MFA_PENDING_SECONDS);
    const forged = `${valid.split('.')[0]}.${'A'.repeat(43)}`;

    for (const value of [expired, forged]) {
      const response = await verifyMfa(currentCode(user.secret), { [MFA_PENDING_COOKIE]: value });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('MFA_SIGN_IN_EXPIRED');
      expect(cookie(response, 'access_token')).toBeUndefined();
    }
  });

  test('when verify-mfa comes with neither a pending sign-in nor a session, then 401', async () => {
    const response = await verifyMfa('123456', {});

    expect(response.statusCode).toBe(401);
  });
});

describe('turning MFA off', () => {
  test('when the code is wrong, then 400 and MFA stays on; with a right code it goes off and login needs no code', async () => {
    const user = await buildMfaUser();
    const session = (await verifyMfa(currentCode(user.secret), { [MFA_PENDING_COOKIE]: await pendingCookieOf(user) })).cookies;
    const cookies = {
      access: session.find((item) => item.name === 'access_token')!.value,
      refresh: session.find((item) => item.name === 'refresh_token')!.value,
    };

    const wrong = await postAs(ctx.app, '/api/auth/disable-mfa', cookies, { token: wrongCode(user.secret) });
    expect(wrong.statusCode).toBe(400);
    expect((await getAs(ctx.app, '/api/auth/me', cookies)).json().mfaEnabled).toBe(true);

    const right = await postAs(ctx.app, '/api/auth/disable-mfa', cookies, { token: currentCode(user.secret, Date.now() + STEP_MS) });

    expect(right.statusCode).toBe(200);
    expect((await getAs(ctx.app, '/api/auth/me', cookies)).json().mfaEnabled).toBe(false);
    const plain = await login(ctx.app, { email: user.email, password: user.password });
    expect(plain.json()).toMatchObject({ requiresMFA: false, user: { id: user.row.id } });
  });

  test('when MFA is not on, then disable-mfa answers 409', async () => {
    const user = await buildUser(ctx.db);
    const session = await signIn(ctx.app, user);

    const response = await postAs(ctx.app, '/api/auth/disable-mfa', session, { token: '123456' });

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('MFA_NOT_ENABLED');
  });
});
