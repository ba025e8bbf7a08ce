// "5 minutes ago" in the interface language. dayjs rather than Intl.RelativeTimeFormat: Chromium's bundled
// ICU has no Armenian (see shared-ui's format.ts, which also owns the dayjs locales used here).
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { dayjsLocale, type Language } from '@campus/shared-ui';

dayjs.extend(relativeTime);

export function relativeTimeFrom(value: string, language: Language, now: Date = new Date()): string {
  return dayjs(value).locale(dayjsLocale(language)).from(now);
}
