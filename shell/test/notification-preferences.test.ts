import { NOTIFICATION_TYPES } from '@campus/contracts';
import { LOCAL_PREFERENCES_KEY, draftFrom, dropLocalCopy, keepLocalCopy, readLocalCopy } from '../src/features/account/api/notification-preferences.js';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
});

describe('draftFrom', () => {
  test('when the server did not answer, then every type has the defaults and quiet hours are 23:00–07:00, off', () => {
    const draft = draftFrom(undefined);
    expect(draft.preferences.map((preference) => preference.notificationType)).toEqual([...NOTIFICATION_TYPES]);
    expect(draft.preferences.every((p) => p.enableInApp && p.enableEmail && !p.enablePush)).toBe(true);
    expect(draft.quietHours).toEqual({ enabled: false, start: '23:00', end: '07:00' });
  });

  test('when the server answered for some types, then those are used and the rest keep the defaults', () => {
    const draft = draftFrom({ data: [{ notificationType: 'grade', enableInApp: false, enableEmail: false, enablePush: true }], quietHours: { enabled: true, start: '22:00', end: '06:30' }, phone: null });
    expect(draft.preferences.find((p) => p.notificationType === 'grade')).toEqual({ notificationType: 'grade', enableInApp: false, enableEmail: false, enablePush: true });
    expect(draft.preferences.find((p) => p.notificationType === 'course')?.enableInApp).toBe(true);
    expect(draft.quietHours.start).toBe('22:00');
  });
});

describe('the copy kept on this device', () => {
  test('when a save failed, then the copy is kept, read back the same, and removed after a good save', () => {
    const draft = draftFrom({ data: [{ notificationType: 'schedule', enableInApp: true, enableEmail: false, enablePush: true }], quietHours: { enabled: true, start: '21:00', end: '08:00' }, phone: '+374 10 123456' });
    keepLocalCopy(draft);
    expect(readLocalCopy()).toEqual(draft);
    dropLocalCopy();
    expect(globalThis.localStorage.getItem(LOCAL_PREFERENCES_KEY)).toBeNull();
    expect(readLocalCopy()).toBeUndefined();
  });

  test('when the stored copy is damaged, then there is none', () => {
    globalThis.localStorage.setItem(LOCAL_PREFERENCES_KEY, '{not json');
    expect(readLocalCopy()).toBeUndefined();
  });
});
