import { describe, expect, it } from '@jest/globals';
import { relativeTimeFrom } from '../src/features/notifications/relative-time.js';

const now = new Date(2026, 10, 22, 9, 5);
const fiveMinutesEarlier = new Date(2026, 10, 22, 9, 0).toISOString();

describe('relative times of notifications', () => {
  it('when the interface is in Armenian or Russian, then the time is written in that language (locales from shared-ui)', () => {
    expect(relativeTimeFrom(fiveMinutesEarlier, 'en', now)).toBe('5 minutes ago');
    expect(relativeTimeFrom(fiveMinutesEarlier, 'ru', now)).toBe('5 минут назад');
    expect(relativeTimeFrom(fiveMinutesEarlier, 'hy', now)).toBe('5 րոպե առաջ');
  });
});
