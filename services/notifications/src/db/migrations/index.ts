import type { Migration } from 'kysely';
import * as createNotificationsTables from './0001_create_notifications_tables.js';

/** Every migration of the notifications schema, keyed by its sortable name. */
export const migrations: Record<string, Migration> = {
  '0001_create_notifications_tables': createNotificationsTables,
};
