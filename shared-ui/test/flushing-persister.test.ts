import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createFlushingPersister } from '../src/query/flushing-persister.js';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const client = (role: string): PersistedClient => ({
  timestamp: Date.now(),
  buster: 'v1',
  clientState: { mutations: [], queries: [{ queryKey: ['users'], queryHash: '["users"]', dehydratedAt: 0, state: { data: { role } } as never }] },
});
const storedRole = (storage: Storage) => JSON.parse(storage.getItem('cache') ?? 'null')?.clientState.queries[0].state.data.role;

describe('the query cache persister', () => {
  let storage: Storage;
  let page: EventTarget;
  beforeEach(() => {
    jest.useFakeTimers();
    storage = memoryStorage();
    page = new EventTarget();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('when the cache changes often, then storage gets the newest state once per throttle window', () => {
    const persister = createFlushingPersister({ storage, key: 'cache', throttleTime: 1000, page });
    void persister.persistClient(client('student'));
    void persister.persistClient(client('lecturer'));
    expect(storage.getItem('cache')).toBeNull();

    jest.advanceTimersByTime(1000);
    expect(storedRole(storage)).toBe('lecturer');
    expect(persister.restoreClient()).toMatchObject({ buster: 'v1' });
  });

  it('when the page is left within the throttle window, then the newest cache is written at once', () => {
    const persister = createFlushingPersister({ storage, key: 'cache', throttleTime: 1000, page });
    void persister.persistClient(client('lecturer'));

    page.dispatchEvent(new Event('pagehide'));
    expect(storedRole(storage)).toBe('lecturer');
  });

  it('when the cache is removed (sign-out), then a pending write does not bring it back', () => {
    const persister = createFlushingPersister({ storage, key: 'cache', throttleTime: 1000, page });
    void persister.persistClient(client('student'));
    void persister.removeClient();

    jest.advanceTimersByTime(1000);
    page.dispatchEvent(new Event('pagehide'));
    expect(storage.getItem('cache')).toBeNull();
  });
});
