// The auth service in-process against real backends (see @campus/kit/testing), with its database handle.
import type { FastifyInstance } from 'fastify';
import { createServer, registerAuth, type Config } from '@campus/kit';
import { startTestApp, type TestApp, type TestAppOptions } from '@campus/kit/testing';
import authModule from '../../src/app.js';
import { authDatabase, type AuthDb } from '../../src/db/database.js';
import { buildUser, type TestUser, type UserOverrides } from './factories.js';
import { signIn, type SessionCookies } from './http.js';

export interface AuthTestApp extends TestApp {
  db: AuthDb;
}

export async function startAuthTestApp(options: TestAppOptions = {}): Promise<AuthTestApp> {
  const test = await startTestApp([authModule], options);
  return { ...test, db: authDatabase(test.deps) };
}

/** A second app on the same database with a different configuration (the schema is already migrated). */
export async function appWithConfig(ctx: AuthTestApp, changes: Partial<Config>): Promise<FastifyInstance> {
  const config = { ...ctx.deps.config, ...changes };
  const app = await createServer(config, { logger: ctx.deps.log });
  await registerAuth(app, config, ctx.deps.revocations);
  await app.register(async (scope) => authModule.routes(scope, { ...ctx.deps, config }));
  return app;
}

/** A new user, signed in. */
export async function signedInUser(ctx: AuthTestApp, overrides: UserOverrides = {}): Promise<{ user: TestUser; session: SessionCookies }> {
  const user = await buildUser(ctx.db, overrides);
  return { user, session: await signIn(ctx.app, user) };
}
