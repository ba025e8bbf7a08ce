import type { Migration } from 'kysely';
import * as createNotificationsTables from './0001_create_notifications_tables.js';
import * as countUnread from './0002_count_unread.js';
import * as addNotificationI18n from './0003_add_notification_i18n.js';
import * as announcements from './0004_announcements.js';

/** Every migration of the notifications schema, keyed by its sortable name. */
export const migrations: Record<string, Migration> = {
  '0001_create_notifications_tables': createNotificationsTables,
  '0002_count_unread': countUnread,
  '0003_add_notification_i18n': addNotificationI18n,
  '0004_announcements': announcements,
};
