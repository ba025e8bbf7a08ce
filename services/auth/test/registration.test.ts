// Registration and email confirmation over HTTP against a real database; the link comes from a real SMTP server.
import { AUTH_ERROR_CODES, EMAIL_NOT_VERIFIED_MESSAGE, REGISTERED_MESSAGE } from '@campus/contracts';
import { buildUser, uniqueEmail, uniqueIp } from './support/factories.js';
import { getAs, login, sessionOf } from './support/http.js';
import { startMailCatcher, tokenFromMail, type MailCatcher } from '@campus/kit/testing';
import { startAuthTestApp, type AuthTestApp } from './support/test-app.js';

let ctx: AuthTestApp;
let smtp: MailCatcher;

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await startAuthTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://campus.test:8080' } });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const PASSWORD = 'Usanox-Nor-1';

function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: uniqueIp(), headers });
}

function verify(token: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
}

function newPerson(overrides: Record<string, unknown> = {}) {
  return { email: uniqueEmail('new'), password: PASSWORD, firstName: 'Gayane', lastName: 'Mkrtchyan', ...overrides };
}

describe('POST /api/auth/register', () => {
  test('when a person registers, then 201 without a session, a student account that cannot sign in yet, and a confirmation mail', async () => {
    const person = newPerson();

    const response = await register(person);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: REGISTERED_MESSAGE });
    expect(response.cookies).toHaveLength(0);
    const row = await ctx.db.selectFrom('users').selectAll().where('email', '=', person.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'student', email_verified: false, first_name: 'Gayane' });
    const refused = await login(ctx.app, { email: person.email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: AUTH_ERROR_CODES.emailNotVerified, error: EMAIL_NOT_VERIFIED_MESSAGE });
    const mail = await smtp.nextMailTo(person.email);
    expect(mail.subject).toBe('Հաստատեք Ձեր էլ. փոստի հասցեն Campus-ում');
    expect(mail.text).toContain('http://campus.test:8080/verify-email?token=');
  });

  test('when the password is wrong for an unconfirmed account, then it is the usual 401 (nothing about confirmation)', async () => {
    const person = newPerson();
    await register(person);

    const response = await login(ctx.app, { email: person.email, password: 'Wrong-Password-1' });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(AUTH_ERROR_CODES.invalidCredentials);
  });

  test('when the email already has an account (any case), then the same answer as a new one, no second account, and its owner is mailed how to sign in', async () => {
    const existing = await buildUser(ctx.db);

    const response = await register(newPerson({ email: existing.email.toUpperCase() }), { 'accept-language': 'en' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: REGISTERED_MESSAGE });
    expect(response.cookies).toHaveLength(0);
    const accounts = await ctx.db.selectFrom('users').select('id').where('email', '=', existing.email).execute();
    expect(accounts).toEqual([{ id: existing.row.id }]);
    const mail = await smtp.nextMailTo(existing.email);
    expect(mail.subject).toBe('You already have a Campus account');
    expect(mail.text).toContain('http://campus.test:8080/forgot-password\n');
    expect(mail.text).not.toContain('token=');
  });

  test('when the password breaks the rules, then 400 names the rule and nothing is created', async () => {
    const person = newPerson({ password: 'short1A' });

    const response = await register(person);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: AUTH_ERROR_CODES.weakPassword, error: 'Password must be at least 8 characters' });
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', person.email).executeTakeFirst()).toBeUndefined();
  });

  test('when a name is blank or the email malformed, then 400 says which', async () => {
    expect((await register(newPerson({ firstName: '  ' }))).json().error).toBe('First name is required');
    expect((await register(newPerson({ lastName: '' }))).json().error).toBe('Last name is required');
    expect((await register(newPerson({ email: 'gayane@' }))).json().error).toBe('Please enter a valid email address');
  });

  test('when the browser prefers English, then the confirmation mail is in English', async () => {
    const person = newPerson();

    await register(person, { 'accept-language': 'en-US,en;q=0.9' });

    expect((await smtp.nextMailTo(person.email)).subject).toBe('Confirm your email address for Campus');
  });
});

describe('POST /api/auth/verify-email', () => {
  test('when the emailed link is opened, then the person is signed in and can sign in with the password from then on', async () => {
    const person = newPerson();
    await register(person);
    const token = tokenFromMail(await smtp.nextMailTo(person.email), '/verify-email');

    const response = await verify(token);

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: person.email, role: 'student', roles: ['student'] });
    const session = sessionOf(response);
    expect((await getAs(ctx.app, '/api/auth/me', session)).json().email).toBe(person.email);
    expect((await login(ctx.app, { email: person.email, password: PASSWORD })).statusCode).toBe(200);
  });

  test('when the link is opened twice, then the second time is 400 INVALID_VERIFICATION_TOKEN', async () => {
    const person = newPerson();
    await register(person);
    const token = tokenFromMail(await smtp.nextMailTo(person.email), '/verify-email');
    expect((await verify(token)).statusCode).toBe(200);

    const again = await verify(token);

    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(AUTH_ERROR_CODES.invalidVerificationToken);
    expect(again.cookies).toHaveLength(0);
  });

  test('when the link is older than 24 hours, then 400 and the account stays unconfirmed', async () => {
    const person = newPerson();
    await register(person);
    const token = tokenFromMail(await smtp.nextMailTo(person.email), '/verify-email');
    const row = await ctx.db.selectFrom('users').select('id').where('email', '=', person.email).executeTakeFirstOrThrow();
    const stored = await ctx.db.selectFrom('account_tokens').select(['created_at', 'expires_at']).where('user_id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    await ctx.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1) }).where('user_id', '=', row.id).execute();

    expect((await verify(token)).statusCode).toBe(400);
    expect((await login(ctx.app, { email: person.email, password: PASSWORD })).statusCode).toBe(403);
  });

  test('when a new link was asked for, then it arrives and works, and the first one does not', async () => {
    const person = newPerson();
    await register(person);
    const first = tokenFromMail(await smtp.nextMailTo(person.email), '/verify-email');

    const resent = await ctx.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: person.email } });
    expect(resent.statusCode).toBe(200);
    const second = tokenFromMail(await smtp.nthMailTo(person.email, 2), '/verify-email');

    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  test('when a password reset link reaches an unconfirmed account, then using it confirms the address too', async () => {
    const person = newPerson();
    await register(person);
    await smtp.nextMailTo(person.email);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: person.email }, remoteAddress: uniqueIp() });
    const resetMail = await smtp.waitForMail((mail) => mail.to.includes(person.email) && mail.text.includes('/reset-password?token='));
    const token = tokenFromMail(resetMail, '/reset-password');

    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'Verified-By-Reset-1' } })).statusCode).toBe(200);
    expect((await login(ctx.app, { email: person.email, password: 'Verified-By-Reset-1' })).statusCode).toBe(200);
  });
});

describe('REGISTRATION=off', () => {
  let closed: AuthTestApp;

  beforeAll(async () => {
    closed = await startAuthTestApp({ env: { REGISTRATION: 'off' } });
  }, 60_000);

  afterAll(async () => {
    await closed?.close();
  });

  test('when registration is off, then register answers 403 REGISTRATION_CLOSED and creates nothing', async () => {
    const person = newPerson();

    const response = await closed.app.inject({ method: 'POST', url: '/api/auth/register', payload: person });

    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(AUTH_ERROR_CODES.registrationClosed);
    expect(await closed.db.selectFrom('users').select('id').where('email', '=', person.email).executeTakeFirst()).toBeUndefined();
  });
});
