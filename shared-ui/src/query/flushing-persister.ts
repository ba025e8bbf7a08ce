// Writes the query cache to browser storage at most once per `throttleTime` (serialising the whole cache on
// every change is expensive), and at once when the page is left: otherwise a reload within that window
// restores the cache from before the last change (a role just changed shows the old one again, and keeps
// showing it, because the restored data counts as fresh). Removing the cache (sign-out) also cancels a
// pending write, so it cannot come back a moment later.
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

export interface FlushingPersisterOptions {
  storage: Storage | undefined;
  key: string;
  throttleTime: number;
  /** Where 'pagehide' is heard; the window in a browser. */
  page?: EventTarget;
}

export function createFlushingPersister({ storage, key, throttleTime, page }: FlushingPersisterOptions): Persister {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (!pending || !storage) return;
    try {
      storage.setItem(key, JSON.stringify(pending));
    } catch {
      // Storage full or blocked: the app works on without a persisted cache.
    }
    pending = undefined;
  }
  page?.addEventListener('pagehide', flush);

  return {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(flush, throttleTime);
    },
    restoreClient() {
      const stored = storage?.getItem(key);
      return stored ? (JSON.parse(stored) as PersistedClient) : undefined;
    },
    removeClient() {
      pending = undefined;
      clearTimeout(timer);
      timer = undefined;
      storage?.removeItem(key);
    },
  };
}
