// Per-type channel preferences and per-person settings. A person with no rows has the defaults.
import { sql } from 'kysely';
import {
  DEFAULT_QUIET_HOURS,
  DEFAULT_TIME_ZONE,
  NOTIFICATION_TYPES,
  defaultPreference,
  type NotificationPreference,
  type NotificationType,
  type QuietHours,
} from '@campus/contracts';
import type { NotificationsDb } from './database.js';

export interface PersonSettings {
  quietHours: QuietHours;
  phone: string | null;
  timeZone: string;
}

const DEFAULT_SETTINGS: PersonSettings = { quietHours: DEFAULT_QUIET_HOURS, phone: null, timeZone: DEFAULT_TIME_ZONE };

/** Every type, in NOTIFICATION_TYPES order, stored values over defaults. */
export async function preferencesOf(db: NotificationsDb, userId: string): Promise<NotificationPreference[]> {
  const rows = await db.selectFrom('preferences').selectAll().where('user_id', '=', userId).execute();
  const stored = new Map(rows.map((row) => [row.notification_type, row]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = stored.get(type);
    return row ? { notificationType: type, enableInApp: row.enable_in_app, enableEmail: row.enable_email, enablePush: row.enable_push } : defaultPreference(type);
  });
}

export async function settingsOf(db: NotificationsDb, userId: string): Promise<PersonSettings> {
  const row = await db.selectFrom('settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    quietHours: { enabled: row.quiet_hours_enabled, start: row.quiet_hours_start, end: row.quiet_hours_end },
    phone: row.phone,
    timeZone: row.timezone,
  };
}

export interface DeliverySettings {
  preference: NotificationPreference;
  settings: PersonSettings;
}

/** One type's preference and the settings of many people at once (two queries, whatever the count). */
export async function deliverySettingsOf(db: NotificationsDb, userIds: string[], type: NotificationType): Promise<Map<string, DeliverySettings>> {
  const ids = sql<string>`any(${sql.val(userIds)}::uuid[])`;
  const [preferences, settings] = await Promise.all([
    // Only the columns used: updated_at would cost a Date per row, and a send reads thousands.
    db.selectFrom('preferences').select(['user_id', 'enable_in_app', 'enable_email', 'enable_push']).where('user_id', '=', ids).where('notification_type', '=', type).execute(),
    db.selectFrom('settings').select(['user_id', 'quiet_hours_enabled', 'quiet_hours_start', 'quiet_hours_end', 'phone', 'timezone']).where('user_id', '=', ids).execute(),
  ]);
  const preferenceByUser = new Map(preferences.map((row) => [row.user_id, row]));
  const settingsByUser = new Map(settings.map((row) => [row.user_id, row]));
  const result = new Map<string, DeliverySettings>();
  for (const userId of userIds) {
    const preference = preferenceByUser.get(userId);
    const setting = settingsByUser.get(userId);
    result.set(userId, {
      preference: preference
        ? { notificationType: type, enableInApp: preference.enable_in_app, enableEmail: preference.enable_email, enablePush: preference.enable_push }
        : defaultPreference(type),
      settings: setting
        ? {
            quietHours: { enabled: setting.quiet_hours_enabled, start: setting.quiet_hours_start, end: setting.quiet_hours_end },
            phone: setting.phone,
            timeZone: setting.timezone,
          }
        : DEFAULT_SETTINGS,
    });
  }
  return result;
}

export async function savePreferences(
  db: NotificationsDb,
  userId: string,
  preferences: NotificationPreference[],
  settings: { quietHours?: QuietHours; phone?: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (preferences.length > 0) {
      await trx
        .insertInto('preferences')
        .values(
          preferences.map((preference) => ({
            user_id: userId,
            notification_type: preference.notificationType,
            enable_in_app: preference.enableInApp,
            enable_email: preference.enableEmail,
            enable_push: preference.enablePush,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['user_id', 'notification_type']).doUpdateSet((eb) => ({
            enable_in_app: eb.ref('excluded.enable_in_app'),
            enable_email: eb.ref('excluded.enable_email'),
            enable_push: eb.ref('excluded.enable_push'),
            updated_at: sql`now()`,
          })),
        )
        .execute();
    }
    if (settings.quietHours || settings.phone !== undefined) {
      const values = {
        ...(settings.quietHours
          ? { quiet_hours_enabled: settings.quietHours.enabled, quiet_hours_start: settings.quietHours.start, quiet_hours_end: settings.quietHours.end }
          : {}),
        ...(settings.phone !== undefined ? { phone: settings.phone } : {}),
      };
      await trx
        .insertInto('settings')
        .values({ user_id: userId, phone: null, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
        .execute();
    }
  });
}
