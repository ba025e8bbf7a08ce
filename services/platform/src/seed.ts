// npm run seed: migrate every service and load its reference data, and its demo data in demo mode.
// `npm run seed -- --admin someone@university.am` also creates (or promotes) an administrator and prints a
// temporary password, which the person replaces at first sign-in: the way a production install gets its first admin.
import { parseArgs } from 'node:util';
import type { InternalCreateUserResponse } from '@campus/contracts';
import { buildServiceApp, closeDeps, createDeps, exitOnConfigError, loadConfig, type Config, type ServiceDeps } from '@campus/kit';
import { seedAll } from './app.js';
import { SERVICE_MODULES } from './modules.js';

let config: Config;
let adminEmail: string | undefined;
try {
  adminEmail = parseArgs({ options: { admin: { type: 'string' } } }).values.admin;
  config = loadConfig(process.env, 'platform');
} catch (error) {
  exitOnConfigError(error);
}

async function ensureAdmin(deps: ServiceDeps, email: string): Promise<void> {
  const answer = await deps.services.request<InternalCreateUserResponse>('auth', {
    method: 'POST',
    path: '/internal/auth/users',
    body: { email, firstName: 'Campus', lastName: 'Administrator', role: 'admin' },
  });
  if (answer.temporaryPassword) {
    process.stdout.write(`\nAdministrator ${answer.user.email}: temporary password ${answer.temporaryPassword}\n` +
      'Sign in with it and choose a new password.\n\n');
  } else {
    process.stdout.write(`\n${answer.user.email} already had an account; it now has the administrator role.\n\n`);
  }
}

const deps = await createDeps(config);
// The app is built (and so migrated) but never listens: seeds call other services in-process through it.
const app = await buildServiceApp(deps, SERVICE_MODULES).catch(async (error: unknown) => {
  await closeDeps(deps);
  throw error;
});
try {
  await app.ready();
  await seedAll(deps);
  if (adminEmail) await ensureAdmin(deps, adminEmail);
  deps.log.info(
    config.demo
      ? 'Seeded the reference and demo data; sign in as admin@campus.test with Campus-Demo-1'
      : 'Seeded the reference data (roles and permissions); demo accounts are off (NODE_ENV=production without DEMO=1)',
  );
} catch (error) {
  deps.log.fatal({ err: error }, 'Seeding failed');
  process.exitCode = 1;
} finally {
  await app.close();
  await closeDeps(deps);
}
