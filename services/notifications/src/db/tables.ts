// The tables of the notifications schema, with their row types.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { NotificationI18n } from '@campus/contracts';
import type { AnnouncementStatus, AnnouncementTexts } from '@campus/contracts/announcements';

/** A timestamp the database fills in (`default now()`) unless one is given. */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A bigint identity, read back as a string (node-postgres) so no id ever loses precision. */
export type BigId = ColumnType<string, never, never>;

export interface NotificationTable {
  id: BigId;
  user_id: string;
  title: string;
  message: string;
  type: string;
  priority: string;
  link: string | null;
  is_read: Generated<boolean>;
  is_archived: Generated<boolean>;
  created_at: DefaultedTimestamp;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A text of the shell to show instead of title and message (jsonb; written as JSON text). */
  i18n: ColumnType<NotificationI18n | null, string | null | undefined, string | null>;
  /** The announcement this is a copy of (0004_announcements), else null. */
  announcement_id: string | null;
}
export type NotificationRow = Selectable<NotificationTable>;
export type NewNotificationRow = Insertable<NotificationTable>;

/** A person's unread, not archived notifications: kept by triggers on notifications (0002_count_unread). */
export interface UnreadCountTable {
  user_id: string;
  count: number;
}

export interface PreferenceTable {
  user_id: string;
  notification_type: string;
  enable_in_app: boolean;
  enable_email: boolean;
  enable_push: boolean;
  updated_at: DefaultedTimestamp;
}
export type PreferenceRow = Selectable<PreferenceTable>;

export interface SettingsTable {
  user_id: string;
  quiet_hours_enabled: Generated<boolean>;
  quiet_hours_start: Generated<string>;
  quiet_hours_end: Generated<string>;
  phone: string | null;
  /** IANA name; quiet hours are read in it. */
  timezone: Generated<string>;
  updated_at: DefaultedTimestamp;
}
export type SettingsRow = Selectable<SettingsTable>;

export type DeliveryChannel = 'email' | 'push';
/** email: queued → sent, or quiet_hours (held back); push: recorded (no provider yet), or quiet_hours. */
export type DeliveryStatus = 'queued' | 'sent' | 'quiet_hours' | 'no_address' | 'recorded';

export interface DeliveryTable {
  notification_id: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export type DeliveryRow = Selectable<DeliveryTable>;

export interface NotifyKeyTable {
  key: string;
  created_at: DefaultedTimestamp;
}

export interface SuggestionTable {
  id: Generated<string>;
  user_id: string;
  name: string | null;
  email: string | null;
  category: string | null;
  type: string;
  description: string;
  benefit: string;
  created_at: DefaultedTimestamp;
}
export type SuggestionRow = Selectable<SuggestionTable>;

/** An announcement in three languages to an audience (0004_announcements); its copies are notifications. */
export interface AnnouncementTable {
  id: Generated<string>;
  author_id: string;
  title: ColumnType<AnnouncementTexts, string, string>;
  body: ColumnType<AnnouncementTexts, string, string>;
  priority: string;
  /** The audience's parts as organizational described them when it was written (label, size). */
  audience: ColumnType<AnnouncementAudienceRow[], string, string>;
  status: ColumnType<AnnouncementStatus, AnnouncementStatus | undefined, AnnouncementStatus>;
  scheduled_at: ColumnType<Date, Date | string, Date | string>;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
  recipients: ColumnType<number, never, number>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}
export type AnnouncementRow = Selectable<AnnouncementTable>;

export interface AnnouncementAudienceRow {
  kind: string;
  role?: string;
  id?: string;
  label: string;
  size: number;
}
