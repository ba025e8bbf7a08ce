// The notifications service in-process against real backends (see @campus/kit/testing), started beside the
// real auth module (the owner of users: role and email look-ups), with a short stream heartbeat.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import authModule from '@campus/auth';
import type { AccessClaims } from '@campus/kit';
import { startTestApp, type TestApp, type TestAppOptions } from '@campus/kit/testing';
import { createNotificationsModule, type NotificationsOptions } from '../../src/app.js';
import { notificationsDatabase, type NotificationsDb } from '../../src/db/database.js';

export interface NotificationsTestApp extends TestApp {
  db: NotificationsDb;
}

/** One key pair and service token for every instance of a run, so a token from A is valid on B. */
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const SHARED_ENV = {
  JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  SERVICE_TOKEN: randomBytes(24).toString('hex'),
};

export async function startNotificationsTestApp(
  options: TestAppOptions & { notifications?: NotificationsOptions } = {},
): Promise<NotificationsTestApp> {
  const notifications = createNotificationsModule({ ...options.notifications, stream: { heartbeatMs: 100, ...options.notifications?.stream } });
  const test = await startTestApp([authModule, notifications], { ...options, env: { ...SHARED_ENV, ...options.env } });
  return { ...test, db: notificationsDatabase(test.deps) };
}

export interface TestPerson {
  id: string;
  email: string;
  /** The access_token cookie value. */
  token: string;
}

/** A signed-in person known only by a token (no account in auth): enough for everything but email and roles. */
export function person(test: TestApp, claims: Partial<AccessClaims> = {}): TestPerson {
  const id = claims.sub ?? randomUUID();
  const email = claims.email ?? `person.${randomBytes(4).toString('hex')}@campus.test`;
  const token = test.app.jwt.sign({ sub: id, email, role: 'student', roles: ['student'], permissions: [], mcp: false, ...claims });
  return { id, email, token };
}

export function admin(test: TestApp): TestPerson {
  return person(test, { role: 'admin', roles: ['admin'], permissions: ['notifications:manage', 'suggestions:manage'] });
}

/** A real account in auth (through its internal route), so its email and roles can be looked up. */
export async function account(test: TestApp, role = 'student'): Promise<TestPerson> {
  const email = `${role}.${randomBytes(5).toString('hex')}@campus.test`;
  const response = await test.app.inject({
    method: 'POST',
    url: '/internal/auth/users',
    headers: { 'x-service-token': test.deps.config.serviceToken },
    payload: { email, firstName: 'Anna', lastName: 'Hakobyan', role },
  });
  if (response.statusCode >= 300) throw new Error(`creating ${email} failed: ${response.statusCode} ${response.body}`);
  const { user } = response.json() as { user: { id: string } };
  return person(test, { sub: user.id, email, role, roles: [role], permissions: role === 'admin' ? ['notifications:manage', 'suggestions:manage'] : [] });
}

export function as(test: TestApp, who: TestPerson) {
  const request = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    test.app.inject({ method, url, cookies: { access_token: who.token }, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => request('GET', url),
    post: (url: string, payload?: object) => request('POST', url, payload ?? {}),
    put: (url: string, payload: object) => request('PUT', url, payload),
    patch: (url: string) => request('PATCH', url),
  };
}

/** Notifies through the internal route, as another service would. */
export async function notify(test: TestApp, userIds: string[], overrides: Record<string, unknown> = {}) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/internal/notifications',
    headers: { 'x-service-token': test.deps.config.serviceToken },
    payload: { userIds, title: 'Midterm grades published', message: 'Your Physics midterm grade is available.', type: 'grade', priority: 'normal', ...overrides },
  });
  if (response.statusCode !== 200) throw new Error(`notify failed: ${response.statusCode} ${response.body}`);
  return response.json() as { sent: number };
}

/**
 * Asks again until `done` holds, for work that finishes after the answer (jobs, events); gives up after `tries`
 * so a broken path fails the test instead of hanging it.
 */
export async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean, tries = 400): Promise<T> {
  let value = await ask();
  for (let attempt = 1; attempt < tries && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await ask();
  }
  return value;
}
