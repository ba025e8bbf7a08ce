import type { Config, ServiceDeps } from '@campus/kit';
import { authDatabase, type AuthDb } from './db/database.js';
import { createLoginLimits, type LoginLimits } from './login-limits.js';

/** What the auth routes share: built once per app from the service deps. */
export interface AuthContext {
  db: AuthDb;
  config: Config;
  limits: LoginLimits;
  /** Jobs, mail, rate limiters and the rest, for routes that need more than the above. */
  deps: ServiceDeps;
}

export function createAuthContext(deps: ServiceDeps): AuthContext {
  return { db: authDatabase(deps), config: deps.config, limits: createLoginLimits(deps), deps };
}
