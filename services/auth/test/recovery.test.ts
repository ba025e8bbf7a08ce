// Password recovery over HTTP against a real database, with the mail received by a real SMTP server on loopback.
import { createHash } from 'node:crypto';
import { AUTH_ERROR_CODES, FORGOT_PASSWORD_MESSAGE } from '@campus/contracts';
import { buildUser, uniqueEmail, uniqueIp } from './support/factories.js';
import { login, refresh, signIn } from './support/http.js';
import { startMailCatcher, tokenFromMail, type MailCatcher } from '@campus/kit/testing';
import { startAuthTestApp, type AuthTestApp } from './support/test-app.js';

let ctx: AuthTestApp;
let smtp: MailCatcher;

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await startAuthTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://campus.example.edu' } });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

function forgot(email: string, options: { ip?: string; language?: string; acceptLanguage?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email, ...(options.language ? { language: options.language } : {}) },
    remoteAddress: options.ip ?? uniqueIp(),
    headers: options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {},
  });
}

function reset(token: string, newPassword: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
}

/** Asks for a link and reads its token from the mail the SMTP server received. */
async function requestResetToken(email: string): Promise<string> {
  const before = smtp.messages.filter((mail) => mail.to.includes(email)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  return tokenFromMail(await smtp.nthMailTo(email, before + 1), '/reset-password');
}

describe('POST /api/auth/forgot-password', () => {
  test('when the email has an account, then a reset link to PUBLIC_URL arrives by SMTP, in Armenian by default', async () => {
    const user = await buildUser(ctx.db, { first_name: 'Lilit', last_name: 'Sargsyan' });

    const response = await forgot(user.email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.subject).toBe('Campus-ի գաղտնաբառի վերականգնում');
    expect(mail.text).toContain('Lilit Sargsyan');
    expect(mail.text).toMatch(/https:\/\/campus\.example\.edu\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('https://campus.example.edu/reset-password?token=');
  });

  test('when the email is unknown, then the answer is the same and no mail is sent', async () => {
    const known = await buildUser(ctx.db);
    const unknown = uniqueEmail('nobody');

    const unknownAnswer = await forgot(unknown);
    const knownAnswer = await forgot(known.email);

    expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());
    // Mail jobs run one at a time in order: once the later request's mail is here, the earlier one was handled.
    await smtp.nextMailTo(known.email);
    expect(smtp.messages.some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  test('when the request asks for Russian or English, then the mail is in that language', async () => {
    const russian = await buildUser(ctx.db);
    const english = await buildUser(ctx.db);

    await forgot(russian.email, { acceptLanguage: 'ru-RU,ru;q=0.9,en;q=0.8' });
    await forgot(english.email, { language: 'en', acceptLanguage: 'ru' });

    expect((await smtp.nextMailTo(russian.email)).subject).toBe('Сброс пароля Campus');
    expect((await smtp.nextMailTo(english.email)).subject).toBe('Reset your Campus password');
  });

  test('when the email is malformed, then 400 says so', async () => {
    const response = await forgot('not-an-email');

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please enter a valid email address');
  });

  test('when one address is asked for too often, then 429 with retryAfter', async () => {
    const email = uniqueEmail('flood');
    for (let attempt = 0; attempt < 5; attempt++) expect((await forgot(email)).statusCode).toBe(200);

    const response = await forgot(email);

    expect(response.statusCode).toBe(429);
    expect(response.json().retryAfter).toBeGreaterThan(0);
  });

  test('when one client asks for many addresses, then it is limited too', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 30; attempt++) expect((await forgot(uniqueEmail('sweep'), { ip })).statusCode).toBe(200);

    expect((await forgot(uniqueEmail('sweep'), { ip })).statusCode).toBe(429);
  });
});

describe('POST /api/auth/reset-password', () => {
  test('when the emailed token is used, then the new password works, the old one does not, and mustChangePassword is cleared', async () => {
    const user = await buildUser(ctx.db, { must_change_password: true });
    const token = await requestResetToken(user.email);

    const response = await reset(token, 'Nor-Gaxtnabar-2');

    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect((await login(ctx.app, { email: user.email, password: user.password })).statusCode).toBe(401);
    const signedIn = await login(ctx.app, { email: user.email, password: 'Nor-Gaxtnabar-2' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.mustChangePassword).toBe(false);
  });

  test('when a password was reset, then every earlier session of the user has ended', async () => {
    const user = await buildUser(ctx.db);
    const first = await signIn(ctx.app, user);
    const second = await signIn(ctx.app, user);
    const token = await requestResetToken(user.email);

    expect((await reset(token, 'Nor-Gaxtnabar-3')).statusCode).toBe(200);

    expect((await refresh(ctx.app, first.refresh)).statusCode).toBe(401);
    expect((await refresh(ctx.app, second.refresh)).statusCode).toBe(401);
  });

  test('when the token was already used, then 400 INVALID_RESET_TOKEN', async () => {
    const user = await buildUser(ctx.db);
    const token = await requestResetToken(user.email);
    expect((await reset(token, 'Nor-Gaxtnabar-4')).statusCode).toBe(200);

    const again = await reset(token, 'Nor-Gaxtnabar-5');

    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: AUTH_ERROR_CODES.invalidResetToken, error: 'This password reset link is invalid or has expired. Please request a new one.' });
    expect((await login(ctx.app, { email: user.email, password: 'Nor-Gaxtnabar-4' })).statusCode).toBe(200);
  });

  test('when the token has expired, then 400 INVALID_RESET_TOKEN and the password stays', async () => {
    const user = await buildUser(ctx.db);
    const token = await requestResetToken(user.email);
    await ctx.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.row.id).execute();

    const response = await reset(token, 'Nor-Gaxtnabar-6');

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(AUTH_ERROR_CODES.invalidResetToken);
    expect((await login(ctx.app, user)).statusCode).toBe(200);
  });

  test('when the token is still within its hour, then it works (it expires 1 hour after the request)', async () => {
    const user = await buildUser(ctx.db);
    const token = await requestResetToken(user.email);
    const row = await ctx.db.selectFrom('account_tokens').select(['created_at', 'expires_at']).where('user_id', '=', user.row.id).executeTakeFirstOrThrow();

    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
    expect((await reset(token, 'Nor-Gaxtnabar-7')).statusCode).toBe(200);
  });

  test('when a newer link was requested, then the older one no longer works', async () => {
    const user = await buildUser(ctx.db);
    const older = await requestResetToken(user.email);
    const newer = await requestResetToken(user.email);

    expect((await reset(older, 'Nor-Gaxtnabar-8')).statusCode).toBe(400);
    expect((await reset(newer, 'Nor-Gaxtnabar-8')).statusCode).toBe(200);
  });

  test('when tokens are stored, then only their SHA-256 is kept: the raw token appears nowhere in the table', async () => {
    const user = await buildUser(ctx.db);
    const token = await requestResetToken(user.email);

    const rows = await ctx.db.selectFrom('account_tokens').selectAll().execute();
    const mine = rows.filter((row) => row.user_id === user.row.id);

    expect(mine).toHaveLength(1);
    expect(mine[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test('when the new password breaks the rules, then 400 names the rule and the link still works', async () => {
    const user = await buildUser(ctx.db);
    const token = await requestResetToken(user.email);

    const weak = await reset(token, 'alllowercase1');

    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: AUTH_ERROR_CODES.weakPassword, error: 'Password must contain at least one uppercase letter' });
    expect((await reset(token, 'Nor-Gaxtnabar-9')).statusCode).toBe(200);
  });

  test('when the token is made up, then 400 INVALID_RESET_TOKEN', async () => {
    const response = await reset('made-up-token', 'Nor-Gaxtnabar-1');

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(AUTH_ERROR_CODES.invalidResetToken);
  });

  test('when the account was deactivated after the link was sent, then the link does not work', async () => {
    const user = await buildUser(ctx.db);
    const token = await requestResetToken(user.email);
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', user.row.id).execute();

    expect((await reset(token, 'Nor-Gaxtnabar-1')).statusCode).toBe(400);
  });
});
