// Sessions end everywhere within seconds: sign-out, a password change, deactivation, a role change and a reused
// refresh token stop the access token in a second instance (another process on the same PostgreSQL and Redis)
// and close that person's open notification streams; a temporary password reaches only the password setup.
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@campus/auth';
import { startTestApp, type TestApp } from '@campus/kit/testing';
import pg from 'pg';
import { SERVICE_MODULES } from '../src/modules.js';

const module = (name: string) => SERVICE_MODULES.find((candidate) => candidate.name === name)!;

let auth: TestApp;
let other: TestApp;
let otherUrl: string;
let db: pg.Client;
let address = 0;

interface Session {
  access: string;
  refresh: string;
}

function cookieOf(answer: { cookies: Array<{ name: string; value: string }> }, name: string): string {
  const value = answer.cookies.find((cookie) => cookie.name === name)?.value;
  if (!value) throw new Error(`no ${name} cookie`);
  return value;
}

async function signIn(email: string): Promise<Session> {
  address += 1;
  const answer = await auth.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD }, remoteAddress: `127.0.2.${address}` });
  if (answer.statusCode !== 200) throw new Error(`${email} cannot sign in: ${answer.statusCode} ${answer.body}`);
  return { access: cookieOf(answer, 'access_token'), refresh: cookieOf(answer, 'refresh_token') };
}

const authCall = (method: 'GET' | 'POST' | 'PATCH', url: string, session: Session, payload?: object) =>
  auth.app.inject({ method, url, cookies: { access_token: session.access, refresh_token: session.refresh }, ...(payload ? { payload } : {}) });

/** A signed-in read on the second instance (not auth): its status. */
async function elsewhere(session: Pick<Session, 'access'>): Promise<number> {
  return (await other.app.inject({ url: '/api/organizational/academic-years', cookies: { access_token: session.access } })).statusCode;
}

/** The bus delivers asynchronously: polls (bounded, about 5 s at most) until the second instance answers `status`. */
async function untilElsewhere(session: Pick<Session, 'access'>, status: number): Promise<number> {
  let answer = await elsewhere(session);
  for (let attempt = 0; attempt < 100 && answer !== status; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await elsewhere(session);
  }
  return answer;
}

/** Opens a live notification stream on the second instance; `ended` settles when the server closes it. */
async function openStream(session: Pick<Session, 'access'>): Promise<{ status: number; ended: Promise<void>; close(): void }> {
  const controller = new AbortController();
  const response = await fetch(`${otherUrl}/api/notifications/stream`, { headers: { cookie: `access_token=${session.access}` }, signal: controller.signal });
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    try {
      while (!(await reader.read()).done);
    } catch {
      // aborted by close()
    }
  })();
  return { status: response.status, ended, close: () => controller.abort() };
}

/** Whether the promise settles within the bound (the stream ends), without a fixed wait when it does. */
async function settles(promise: Promise<void>, withinMs = 5000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const result = await Promise.race([promise.then(() => true as const), bound]);
  clearTimeout(timer);
  return result;
}

beforeAll(async () => {
  auth = await startTestApp([module('auth'), module('notifications')], { demo: true });
  other = await startTestApp([module('organizational'), module('notifications')], { shareWith: auth, seed: false });
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  otherUrl = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
  db = new pg.Client({ connectionString: auth.databaseUrl });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end();
  await other?.close();
  await auth?.close();
}, 60_000);

test('signing out ends the access token in every instance and closes the session’s streams, not other sessions', async () => {
  const session = await signIn('student@campus.test');
  const otherSession = await signIn('student@campus.test');
  expect(await elsewhere(session)).toBe(200);
  const stream = await openStream(session);
  const otherStream = await openStream(otherSession);
  expect([stream.status, otherStream.status]).toEqual([200, 200]);

  expect((await authCall('POST', '/api/auth/logout', session)).statusCode).toBe(200);
  expect(await untilElsewhere(session, 401)).toBe(401);
  expect(await settles(stream.ended)).toBe(true);
  // The same person's other device goes on.
  expect(await elsewhere(otherSession)).toBe(200);
  expect(await settles(otherStream.ended, 300)).toBe(false);
  otherStream.close();
});

test('a password change ends the other sessions at once; the session that changed it goes on with a new token', async () => {
  const changing = await signIn('lecturer@campus.test');
  const elsewhereSession = await signIn('lecturer@campus.test');
  const answer = await authCall('POST', '/api/auth/change-password', changing, { currentPassword: DEMO_PASSWORD, newPassword: 'An0ther-Passw0rd!' });
  expect(answer.statusCode).toBe(200);
  expect(await untilElsewhere(elsewhereSession, 401)).toBe(401);
  expect(await untilElsewhere(changing, 401)).toBe(401);
  expect(await elsewhere({ access: cookieOf(answer, 'access_token') })).toBe(200);
});

test('deactivation ends every session and stream of the person', async () => {
  const admin = await signIn('admin@campus.test');
  const person = await signIn('qa@campus.test');
  const stream = await openStream(person);
  const { rows } = await db.query<{ id: string }>("select id from auth.users where email = 'qa@campus.test'");
  expect((await authCall('PATCH', `/api/auth/users/${rows[0]!.id}`, admin, { isActive: false })).statusCode).toBe(200);
  expect(await untilElsewhere(person, 401)).toBe(401);
  expect(await settles(stream.ended)).toBe(true);
  expect((await authCall('POST', '/api/auth/refresh', person)).statusCode).toBe(401);
  expect((await authCall('PATCH', `/api/auth/users/${rows[0]!.id}`, admin, { isActive: true })).statusCode).toBe(200);
});

test('a role change ends the access token; a refresh carries the new role', async () => {
  const admin = await signIn('admin@campus.test');
  const person = await signIn('deans@campus.test');
  const { rows } = await db.query<{ id: string }>("select id from auth.users where email = 'deans@campus.test'");
  expect((await authCall('PATCH', `/api/auth/users/${rows[0]!.id}`, admin, { role: 'lecturer' })).statusCode).toBe(200);
  expect(await untilElsewhere(person, 401)).toBe(401);
  const refreshed = await authCall('POST', '/api/auth/refresh', person);
  expect(refreshed.statusCode).toBe(200);
  expect(refreshed.json()).toMatchObject({ user: { role: 'lecturer' } });
  expect(await elsewhere({ access: cookieOf(refreshed, 'access_token') })).toBe(200);
});

test('presenting a rotated refresh token again ends that session in every instance', async () => {
  const session = await signIn('chair@campus.test');
  expect((await authCall('POST', '/api/auth/refresh', session)).statusCode).toBe(200);
  const replay = await authCall('POST', '/api/auth/refresh', session);
  expect(replay.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
  expect(await untilElsewhere(session, 401)).toBe(401);
});

test('with a temporary password only the password setup answers, everywhere; afterwards everything does', async () => {
  await db.query("update auth.users set must_change_password = true where email = 'student@campus.test'");
  const session = await signIn('student@campus.test');
  const refused = await other.app.inject({ url: '/api/organizational/academic-years', cookies: { access_token: session.access } });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ code: 'PASSWORD_SETUP_REQUIRED' });
  expect((await openStream(session)).status).toBe(403);
  expect((await authCall('GET', '/api/auth/me', session)).statusCode).toBe(200);
  expect((await authCall('GET', '/api/auth/profile', session)).statusCode).toBe(403);

  const setup = await authCall('POST', '/api/auth/setup-password', session, { newPassword: 'Fresh-Passw0rd!' });
  expect(setup.statusCode).toBe(200);
  expect(await elsewhere({ access: cookieOf(setup, 'access_token') })).toBe(200);
});

test('one person holds at most ten open streams on an instance; the eleventh is told to close a tab', async () => {
  const session = await signIn('admin@campus.test');
  const streams = [];
  for (let index = 0; index < 10; index += 1) streams.push(await openStream(session));
  expect(streams.map((stream) => stream.status)).toEqual(Array(10).fill(200));
  const refused = await fetch(`${otherUrl}/api/notifications/stream`, { headers: { cookie: `access_token=${session.access}` } });
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({ message: expect.stringContaining('close another tab') });
  for (const stream of streams) stream.close();
});
