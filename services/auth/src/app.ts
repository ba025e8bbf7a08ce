// The auth service: sign-in, sessions, the signed-in user, roles and permissions (schema `auth`).
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps, ServiceModule } from '@campus/kit';
import { createAuthContext } from './context.js';
import { AUTH_SCHEMA } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import { meRoutes } from './routes/me.js';
import { passwordRoutes } from './routes/password.js';
import { publicInfoRoutes } from './routes/public-info.js';
import { rbacRoutes } from './routes/rbac.js';
import { sessionRoutes } from './routes/session.js';
import { seedAuth } from './seed.js';

async function routes(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  const context = createAuthContext(deps);
  await sessionRoutes(app, context);
  await meRoutes(app, context);
  await passwordRoutes(app, context);
  await rbacRoutes(app, context);
  await publicInfoRoutes(app, context);
}

const authModule: ServiceModule = {
  name: 'auth',
  schemaName: AUTH_SCHEMA,
  migrations,
  routes,
  seed: seedAuth,
};

export default authModule;
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
export { DEFAULT_GRANTS, RESOURCES } from './rbac-defaults.js';
