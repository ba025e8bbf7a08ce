// Where announcements live and how their errors read (each code of the notifications and organizational services
// that the screen can meet has its own words; anything else the server's message).
import type { TFunction } from 'i18next';
import { errorMessage, isApiError } from '../api/api-error.js';

export const ANNOUNCEMENTS_PATH = '/api/notifications/announcements';
export const ANNOUNCEMENTS_ROOT = ['notifications', 'announcements'] as const;

const KNOWN = new Set([
  'AUDIENCE_OUT_OF_SCOPE', 'AUDIENCE_NOT_FOUND', 'AUDIENCE_EMPTY', 'ANNOUNCEMENT_NOT_FOUND', 'ANNOUNCEMENT_NOT_SCHEDULED', 'ANNOUNCEMENT_TOO_LATE', 'VALIDATION_FAILED',
]);

export function announcementErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code && KNOWN.has(error.code)) return t(`errors.${error.code}`);
  return errorMessage(error, t) || t('errors.generic');
}
