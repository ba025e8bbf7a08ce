// Dates in the interface language. Chromium's bundled ICU has no Armenian, so Intl would print English
// there; dayjs' Armenian locale stands in wherever Intl lacks the language.
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/hy-am';
import 'dayjs/locale/ru';
import { currentLanguage, useLanguage, type Language } from './i18n.js';

dayjs.extend(relativeTime);

const DAYJS_LOCALE: Record<Language, string> = { hy: 'hy-am', en: 'en', ru: 'ru' };
/** The same shape Intl's dateStyle 'long' + timeStyle 'short' gives, per language. */
const DAYJS_DATE_TIME: Record<Language, string> = { hy: 'D MMMM YYYY թ., HH:mm', en: 'MMMM D, YYYY h:mm A', ru: 'D MMMM YYYY г., H:mm' };
const DAYJS_DATE: Record<Language, string> = { hy: 'D MMMM YYYY թ.', en: 'MMMM D, YYYY', ru: 'D MMMM YYYY г.' };
const DAYJS_DAY_MONTH: Record<Language, string> = { hy: 'D MMM', en: 'MMM D', ru: 'D MMM' };

/** The dayjs locale of an interface language; importing this module loads the locales' data. */
export function dayjsLocale(language: Language): string {
  return DAYJS_LOCALE[language];
}

function intlSupports(language: Language): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
}

export function formatDateTime(value: string | Date, language: Language = currentLanguage()): string {
  const date = new Date(value);
  if (intlSupports(language)) return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  return dayjs(date).locale(DAYJS_LOCALE[language]).format(DAYJS_DATE_TIME[language]);
}

export function formatDate(value: string | Date, language: Language = currentLanguage()): string {
  const date = new Date(value);
  if (intlSupports(language)) return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
  return dayjs(date).locale(DAYJS_LOCALE[language]).format(DAYJS_DATE[language]);
}

/** "in 3 days", "2 hours ago" (dayjs rather than Intl.RelativeTimeFormat, which lacks Armenian in Chromium). */
export function formatRelative(value: string | Date, language: Language = currentLanguage(), now: Date = new Date()): string {
  return dayjs(value).locale(DAYJS_LOCALE[language]).from(now);
}

/** A day of the month and the month's short name (a timetable's day headings). */
export function formatDayMonth(value: string | Date, language: Language = currentLanguage()): string {
  const date = new Date(value);
  if (intlSupports(language)) return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
  return dayjs(date).locale(DAYJS_LOCALE[language]).format(DAYJS_DAY_MONTH[language]);
}

/** Formatters bound to the current language; components using them re-render when it changes. */
export function useDateFormat() {
  const language = useLanguage();
  return {
    formatDateTime: (value: string | Date) => formatDateTime(value, language),
    formatDate: (value: string | Date) => formatDate(value, language),
    formatDayMonth: (value: string | Date) => formatDayMonth(value, language),
    formatRelative: (value: string | Date, now?: Date) => formatRelative(value, language, now),
  };
}
