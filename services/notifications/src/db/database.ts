import type { Kysely } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import type { AnnouncementTable, DeliveryTable, NotificationTable, NotifyKeyTable, PreferenceTable, SettingsTable, SuggestionTable, UnreadCountTable } from './tables.js';

export const NOTIFICATIONS_SCHEMA = 'notifications';

export interface NotificationsDatabase {
  notifications: NotificationTable;
  unread_counts: UnreadCountTable;
  preferences: PreferenceTable;
  settings: SettingsTable;
  deliveries: DeliveryTable;
  notify_keys: NotifyKeyTable;
  suggestions: SuggestionTable;
  announcements: AnnouncementTable;
}

export type NotificationsDb = Kysely<NotificationsDatabase>;

export function notificationsDatabase(deps: ServiceDeps): NotificationsDb {
  return deps.database<NotificationsDatabase>(NOTIFICATIONS_SCHEMA);
}
