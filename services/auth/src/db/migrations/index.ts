import type { Migration } from 'kysely';
import * as createAuthTables from './0001_create_auth_tables.js';

/** Every migration of the auth schema, keyed by its sortable name. */
export const migrations: Record<string, Migration> = {
  '0001_create_auth_tables': createAuthTables,
};
