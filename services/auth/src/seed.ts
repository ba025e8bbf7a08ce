// Reference data (default roles and permissions) always; the demo accounts only when demo mode is on. Idempotent.
import type { ServiceDeps } from '@campus/kit';
import { authDatabase, type AuthDb } from './db/database.js';
import { ensureGrants, markRbacInitialised } from './db/rbac.repository.js';
import { findUsersByEmails, insertUser } from './db/user.repository.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { hashPassword } from './passwords.js';
import { DEFAULT_GRANTS } from './rbac-defaults.js';

export async function seedAuth(deps: ServiceDeps): Promise<void> {
  const db = authDatabase(deps);
  await seedDefaultRbac(db);
  if (deps.config.demo) await seedDemoAccounts(db);
}

export async function seedDefaultRbac(db: AuthDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ensureGrants(trx, DEFAULT_GRANTS);
    await markRbacInitialised(trx);
  });
}

async function seedDemoAccounts(db: AuthDb): Promise<void> {
  const existing = new Set((await findUsersByEmails(db, DEMO_ACCOUNTS.map((account) => account.email))).map((user) => user.email));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.has(account.email));
  if (missing.length === 0) return;
  // One hash for all: the password is the same public demo password, and argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of missing) {
    await insertUser(db, {
      email: account.email,
      password_hash: passwordHash,
      first_name: account.firstName,
      last_name: account.lastName,
      role: account.role,
    });
  }
}
