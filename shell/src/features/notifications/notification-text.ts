// What a notification says in the reader's language. One that names a text of the shell (its `i18n`, such
// as an admin's "New suggestion") is shown through that text; any other, or a text this shell does not have
// (a newer server), shows the stored title and message.
import type { TFunction } from 'i18next';
import type { AppNotification } from './api/notifications.js';

/** A param value is looked up among the template's own words only when it is one plain word, never a key path. */
const WORD = /^[a-zA-Z0-9_-]+$/;

export function notificationText(t: TFunction, item: AppNotification): { title: string; message: string } {
  if (!item.i18n) return { title: item.title, message: item.message };
  const template = `notifications.templates.${item.i18n.key}`;
  const replace = Object.fromEntries(
    Object.entries(item.i18n.params).map(([name, value]) => [
      name,
      WORD.test(value) ? t(`${template}.params.${name}.${value}`, { defaultValue: value }) : value,
    ]),
  );
  // `replace`, not spread options: a param can never be taken for an option of t (count, context, lng).
  return {
    title: t(`${template}.title`, { replace, defaultValue: item.title }),
    message: t(`${template}.message`, { replace, defaultValue: item.message }),
  };
}
