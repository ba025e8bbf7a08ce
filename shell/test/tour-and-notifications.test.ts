import { sortForDisplay, type AppNotification } from '../src/features/notifications/api/notifications.js';
import { TOUR_SEEN_KEY_PREFIX, hasSeenTour, markTourSeen, shouldOfferTour } from '../src/features/tour/tour-seen.js';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe('the tour offer', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
  });

  test('when a person signs in for the first time, then the tour is offered until they finish or skip it', () => {
    const user = { id: 'u1', lastLoginAt: null };
    expect(shouldOfferTour(user)).toBe(true);
    markTourSeen('u1');
    expect(shouldOfferTour(user)).toBe(false);
    expect(globalThis.localStorage.getItem(`${TOUR_SEEN_KEY_PREFIX}u1`)).toBe('1');
  });

  test('when another person signs in on the same device, then their own answer counts', () => {
    markTourSeen('u1');
    expect(hasSeenTour('u1')).toBe(true);
    expect(shouldOfferTour({ id: 'u2', lastLoginAt: null })).toBe(true);
  });

  test('when the person has signed in before, then the tour is not offered (it stays in the user menu)', () => {
    expect(shouldOfferTour({ id: 'u3', lastLoginAt: '2026-01-01T10:00:00.000Z' })).toBe(false);
    expect(shouldOfferTour(null)).toBe(false);
  });
});

describe('sortForDisplay', () => {
  const item = (id: string, isRead: boolean, createdAt: string): AppNotification => ({
    id,
    isRead,
    createdAt,
    title: id,
    message: '',
    type: 'system',
    priority: 'normal',
    isArchived: false,
  });

  test('when read and unread are mixed, then unread come first, each newest first', () => {
    const sorted = sortForDisplay([
      item('old-read', true, '2026-01-01T08:00:00Z'),
      item('new-read', true, '2026-01-03T08:00:00Z'),
      item('old-unread', false, '2026-01-01T09:00:00Z'),
      item('new-unread', false, '2026-01-02T09:00:00Z'),
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(['new-unread', 'old-unread', 'new-read', 'old-read']);
  });
});
