import type { Migration } from 'kysely';
import * as createOrganizationalTables from './0001_create_organizational_tables.js';

/** Every migration of the organizational schema, keyed by its sortable name. */
export const migrations: Record<string, Migration> = {
  '0001_create_organizational_tables': createOrganizationalTables,
};
