// GET/PUT /api/notifications/preferences, and the copy kept on this device when a save fails (SPEC §4:
// "on failure the local copy is kept in browser storage as a fallback; on success it is removed").
import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_TYPES,
  defaultPreference,
  type NotificationPreference,
  type PreferencesBody,
  type PreferencesResponse,
  type QuietHours,
} from '@campus/contracts';
import { api } from '@campus/shared-ui';

export const LOCAL_PREFERENCES_KEY = 'notification_prefs_unsaved';

export interface PreferencesDraft {
  preferences: NotificationPreference[];
  quietHours: QuietHours;
  phone: string | null;
}

export const notificationPreferencesQuery = queryOptions({
  queryKey: ['notifications', 'preferences'] as const,
  queryFn: () => api.get<PreferencesResponse>('/api/notifications/preferences'),
  meta: { persist: false },
  retry: false,
});

/** Every type in NOTIFICATION_TYPES order, the server's answer where it has one, the defaults elsewhere. */
export function draftFrom(response?: Partial<PreferencesResponse>): PreferencesDraft {
  const byType = new Map((response?.data ?? []).map((preference) => [preference.notificationType, preference]));
  return {
    preferences: NOTIFICATION_TYPES.map((type) => ({ ...defaultPreference(type), ...byType.get(type) })),
    quietHours: { ...DEFAULT_QUIET_HOURS, ...response?.quietHours },
    phone: response?.phone ?? null,
  };
}

export function savePreferences(draft: PreferencesDraft): Promise<PreferencesResponse> {
  const body: PreferencesBody = { preferences: draft.preferences, quietHours: draft.quietHours, phone: draft.phone };
  return api.put<PreferencesResponse>('/api/notifications/preferences', body);
}

export function readLocalCopy(): PreferencesDraft | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(LOCAL_PREFERENCES_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<PreferencesResponse> & { preferences?: NotificationPreference[] };
    return draftFrom({ data: parsed.preferences ?? parsed.data, quietHours: parsed.quietHours, phone: parsed.phone });
  } catch {
    return undefined;
  }
}

export function keepLocalCopy(draft: PreferencesDraft): void {
  try {
    globalThis.localStorage?.setItem(LOCAL_PREFERENCES_KEY, JSON.stringify(draft));
  } catch {
    // Without storage there is no fallback copy; the error message still tells the person.
  }
}

export function dropLocalCopy(): void {
  try {
    globalThis.localStorage?.removeItem(LOCAL_PREFERENCES_KEY);
  } catch {
    // Nothing to remove where storage is unavailable.
  }
}
