// auth + organizational in-process against real backends (see @campus/kit/testing), signed-in helpers.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import authModule from '@campus/auth';
import { DEMO_PASSWORD } from '@campus/contracts';
import type { ServiceModule } from '@campus/kit';
import { startTestApp, type TestApp, type TestAppOptions } from '@campus/kit/testing';
import organizational from '../../src/app.js';
import { organizationalDatabase, type OrgDb } from '../../src/db/database.js';

export interface OrgTestApp extends TestApp {
  db: OrgDb;
}

/** auth and organizational, and after them any other modules a test needs (e.g. the generator's activity services). */
export async function startOrgTestApp(options: TestAppOptions = {}, others: ServiceModule[] = []): Promise<OrgTestApp> {
  const test = await startTestApp([authModule, organizational, ...others], { demo: true, ...options });
  return { ...test, db: organizationalDatabase(test.deps) };
}

let ipCounter = 0;

/** The access cookie of a signed-in person (each sign-in from its own address, so login limits never bite). */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  ipCounter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
  });
  const access = response.cookies.find((cookie) => cookie.name === 'access_token')?.value;
  if (!access) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  if (!response.json().user?.mustChangePassword) return access;
  // A temporary password reaches nothing else: set one's own first, as the person would.
  const setup = await app.inject({ method: 'POST', url: '/api/auth/setup-password', payload: { newPassword: `${password}-Own1` }, cookies: { access_token: access } });
  const renewed = setup.cookies.find((cookie) => cookie.name === 'access_token')?.value;
  if (!renewed) throw new Error(`password setup of ${email} failed: ${setup.statusCode} ${setup.body}`);
  return renewed;
}

export type Caller = (method: InjectOptions['method'], url: string, payload?: object) => Promise<LightMyRequestResponse>;

export function callerFor(app: FastifyInstance, access: string | null): Caller {
  return (method, url, payload) =>
    app.inject({ method, url, ...(access ? { cookies: { access_token: access } } : {}), ...(payload ? { payload } : {}) });
}

export async function as(app: FastifyInstance, email: string): Promise<Caller> {
  return callerFor(app, await signIn(app, email));
}

const DEMO_EMAILS = {
  admin: 'admin@campus.test',
  chair: 'chair@campus.test',
  deans: 'deans@campus.test',
  lecturer: 'lecturer@campus.test',
  qa: 'qa@campus.test',
  student: 'student@campus.test',
} as const;

/** A signed-in caller for each demo account: the CS chair, the INF dean's office, a CS lecturer, QA, a student. */
export async function demoCallers(app: FastifyInstance): Promise<Record<keyof typeof DEMO_EMAILS, Caller>> {
  const entries = await Promise.all(Object.entries(DEMO_EMAILS).map(async ([role, email]) => [role, await as(app, email)] as const));
  return Object.fromEntries(entries) as Record<keyof typeof DEMO_EMAILS, Caller>;
}
