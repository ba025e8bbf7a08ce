import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { formatDate, formatDateTime } from '../src/i18n/format.js';

const signIn = new Date(2026, 10, 22, 9, 5);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('dates in the interface language', () => {
  it('when the browser has no Armenian ICU data (Chromium), then dates are still written in Armenian', () => {
    jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatDateTime(signIn, 'hy')).toBe('22 նոյեմբերի 2026 թ., 09:05');
    expect(formatDate(signIn, 'ru')).toBe('22 ноября 2026 г.');
  });

  it('when Intl knows the language, then its own long format is used', () => {
    expect(formatDate(signIn, 'en')).toBe('November 22, 2026');
    expect(formatDateTime(signIn, 'ru')).toContain('22 ноября 2026');
  });
});
