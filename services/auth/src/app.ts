// The auth service: sign-in, sessions, the signed-in user, roles and permissions (schema `auth`).
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps, ServiceModule } from '@campus/kit';
import { createAuthContext } from './context.js';
import { AUTH_SCHEMA, authDatabase } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import { googleRoutes } from './routes/google.js';
import { googleWorkspaceRoutes } from './routes/google-workspace.js';
import { adminUserRoutes } from './routes/admin-users.js';
import { auditRoutes } from './routes/audit.js';
import { internalUserRoutes } from './routes/internal-users.js';
import { internalWithdrawRoutes } from './routes/internal-withdraw.js';
import { internalRoleRoutes } from './routes/internal-roles.js';
import { internalGeneratedUserRoutes } from './routes/internal-generated.js';
import { meRoutes } from './routes/me.js';
import { mfaRoutes } from './routes/mfa.js';
import { passwordRoutes } from './routes/password.js';
import { profileRoutes } from './routes/profile.js';
import { publicInfoRoutes } from './routes/public-info.js';
import { rbacRoutes } from './routes/rbac.js';
import { recoveryRoutes } from './routes/recovery.js';
import { registrationRoutes } from './routes/registration.js';
import { sessionRoutes } from './routes/session.js';
import { seedAuth } from './seed.js';
import { handleSendMail } from './jobs/send-mail.js';
import { handleProvisionWorkspaceUser } from './jobs/provision-workspace-user.js';
import { createGoogleDirectory } from './google-directory.js';

async function routes(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  const context = createAuthContext(deps);
  // Public: how a session starts and ends, and what the login page needs before anyone signs in.
  await sessionRoutes(app, context);
  await publicInfoRoutes(app, context);
  // Public too: getting back into an account, and making one.
  await recoveryRoutes(app, context);
  await registrationRoutes(app, context);
  // Other services only (x-service-token).
  await internalUserRoutes(app, context);
  await internalWithdrawRoutes(app, context);
  await internalRoleRoutes(app, context);
  await internalGeneratedUserRoutes(app, context);
  // Two-factor verification and Google sign-in (verify-mfa also finishes a sign-in).
  await mfaRoutes(app, context);
  await googleRoutes(app, context);
  await googleWorkspaceRoutes(app, context);
  // The signed-in person's own account, and the administration of everyone's.
  await meRoutes(app, context);
  await passwordRoutes(app, context);
  await rbacRoutes(app, context);
  await profileRoutes(app, context);
  await adminUserRoutes(app, context);
  await auditRoutes(app, context);
}

const authModule: ServiceModule = {
  name: 'auth',
  port: 8081,
  schemaName: AUTH_SCHEMA,
  migrations,
  routes,
  jobs: (deps) => {
    const db = authDatabase(deps);
    handleSendMail(deps, db);
    if (deps.config.googleWorkspace) handleProvisionWorkspaceUser(deps, db, createGoogleDirectory(deps.config.googleWorkspace));
  },
  seed: seedAuth,
};

export default authModule;
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
export { DEFAULT_GRANTS, RESOURCES } from './rbac-defaults.js';
