// What the kit keeps about a ServiceDeps beyond its public contract (the unscoped database, Redis health, what to close).
import type { Database } from './database/database.js';
import type { ServiceDeps } from './types.js';

export interface DepsInternals {
  database: Database;
  pingRedis?: () => Promise<void>;
  closers: Array<() => Promise<void>>;
}

const internals = new WeakMap<ServiceDeps, DepsInternals>();

export function registerInternals(deps: ServiceDeps, value: DepsInternals): void {
  internals.set(deps, value);
}

export function internalsOf(deps: ServiceDeps): DepsInternals {
  const value = internals.get(deps);
  if (!value) throw new Error('These ServiceDeps were not made by createDeps()');
  return value;
}

export function databaseOf(deps: ServiceDeps): Database {
  return internalsOf(deps).database;
}
