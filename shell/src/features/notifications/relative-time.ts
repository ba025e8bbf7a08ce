// "5 minutes ago" in the interface language. dayjs rather than Intl.RelativeTimeFormat: Chromium's bundled
// ICU has no Armenian (see shared-ui's format.ts).
import dayjs from 'dayjs';
import 'dayjs/locale/hy-am';
import 'dayjs/locale/ru';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { Language } from '@campus/shared-ui';

dayjs.extend(relativeTime);

const DAYJS_LOCALE: Record<Language, string> = { hy: 'hy-am', en: 'en', ru: 'ru' };

export function relativeTimeFrom(value: string, language: Language, now: Date = new Date()): string {
  return dayjs(value).locale(DAYJS_LOCALE[language]).from(now);
}
