// A notification that names a text of the shell reads right in Armenian, English and Russian; anything else
// shows its stored title and message.
import { NOTIFICATION_TEXT_KEYS } from '@campus/contracts';
import { SUPPORTED_LANGUAGES, i18n } from '@campus/shared-ui';
import en from '../../i18n/en.js';
import hy from '../../i18n/hy.js';
import ru from '../../i18n/ru.js';
import type { AppNotification } from './api/notifications.js';
import { notificationText } from './notification-text.js';

const SHELL = 'shell';

beforeAll(() => {
  for (const [language, texts] of Object.entries({ hy, en, ru })) i18n.addResourceBundle(language, SHELL, texts, true, true);
});

function suggestion(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: '7',
    title: 'Նոր առաջարկ՝ feature',
    message: 'Show the room on the schedule card.',
    type: 'suggestion',
    priority: 'normal',
    link: '/admin/suggestions',
    isRead: false,
    isArchived: false,
    createdAt: '2026-11-24T10:00:00.000Z',
    i18n: { key: 'suggestionReceived', params: { type: 'feature' } },
    ...overrides,
  };
}

test.each([
  ['hy', 'Նոր առաջարկ՝ Նոր հնարավորություն'],
  ['en', 'New suggestion: New feature'],
  ['ru', 'Новое предложение: Новая функция'],
])('when an admin reading in %s gets a new suggestion, then its title and type are in that language', (language, title) => {
  expect(notificationText(i18n.getFixedT(language, SHELL), suggestion())).toEqual({ title, message: 'Show the room on the schedule card.' });
});

test('when the type is not one the template has words for, then it is shown as sent', () => {
  const t = i18n.getFixedT('en', SHELL);

  expect(notificationText(t, suggestion({ i18n: { key: 'suggestionReceived', params: { type: 'Dark mode' } } })).title).toBe('New suggestion: Dark mode');
  expect(notificationText(t, suggestion({ i18n: { key: 'suggestionReceived', params: { type: 'params' } } })).title).toBe('New suggestion: params');
});

test('when a notification names no text, or one this shell does not have, then the stored title and message are shown', () => {
  const t = i18n.getFixedT('ru', SHELL);
  const { i18n: _none, ...plain } = suggestion({ title: 'Exam moved', message: 'Room 204.' });

  expect(notificationText(t, plain)).toEqual({ title: 'Exam moved', message: 'Room 204.' });
  expect(notificationText(t, suggestion({ i18n: { key: 'fromANewerServer' as never, params: {} } }))).toEqual({
    title: 'Նոր առաջարկ՝ feature',
    message: 'Show the room on the schedule card.',
  });
});

test('when the service can name a text, then every language of the shell has its title', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    for (const key of NOTIFICATION_TEXT_KEYS) {
      expect([language, key, typeof i18n.getResource(language, SHELL, `notifications.templates.${key}.title`)]).toEqual([language, key, 'string']);
    }
  }
});

test.each([
  ['hy', 'Դասերը չեղարկված են', 'Վաղը դասեր չկան։'],
  ['en', 'Classes cancelled', 'No classes tomorrow.'],
  ['ru', 'Занятия отменены', 'Завтра занятий нет.'],
])('when an announcement reaches a reader in %s, then its own language\'s title and text are shown', (language, title, message) => {
  const params = { titleHy: 'Դասերը չեղարկված են', titleEn: 'Classes cancelled', titleRu: 'Занятия отменены', messageHy: 'Վաղը դասեր չկան։', messageEn: 'No classes tomorrow.', messageRu: 'Завтра занятий нет.' };
  const announcement = suggestion({ type: 'announcement', title: params.titleHy, message: params.messageHy, i18n: { key: 'announcement', params } });
  expect(notificationText(i18n.getFixedT(language, SHELL), announcement)).toEqual({ title, message });
});
