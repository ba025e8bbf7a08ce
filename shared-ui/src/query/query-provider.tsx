// The app-wide React Query provider: one client, persisted to localStorage and synced between tabs.
import { useEffect, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { broadcastQueryClient } from '@tanstack/query-broadcast-client-experimental';
import { setUnauthorizedHandler } from '../api/client.js';
import { clearSession } from '../auth/auth-api.js';
import { useAuthStore } from '../auth/auth-store.js';
import { createFlushingPersister } from './flushing-persister.js';
import { createQueryClient, shouldPersistQuery } from './query-client.js';

export const QUERY_CACHE_STORAGE_KEY = 'campus-query-cache';
export const QUERY_CACHE_MAX_AGE = 24 * 60 * 60 * 1000;
/** Bump when cached shapes change so old caches are dropped. */
export const QUERY_CACHE_BUSTER = 'v1';
export const QUERY_BROADCAST_CHANNEL = 'campus-query';

let sharedClient: QueryClient | undefined;

/** The platform's one QueryClient (this module is a shared singleton, so the shell and remotes agree). */
export function getQueryClient(): QueryClient {
  sharedClient ??= createQueryClient();
  return sharedClient;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A 401 that a refresh could not heal ends the session. Only a signed-in session is cleared: clearing the
 * cache while signed out would make mounted queries refetch, fail again and loop.
 */
function installUnauthorizedHandler(client: QueryClient): void {
  setUnauthorizedHandler(() => {
    if (useAuthStore.getState().isAuthenticated) clearSession(client);
  });
}

export interface QueryProviderProps {
  children: ReactNode;
  /** Defaults to the shared client from getQueryClient(). */
  client?: QueryClient;
}

export function QueryProvider({ children, client }: QueryProviderProps) {
  const [queryClient] = useState(() => {
    const chosen = client ?? getQueryClient();
    // Installed before any child query can run (children's effects run before this component's).
    installUnauthorizedHandler(chosen);
    return chosen;
  });
  const [persister] = useState(() =>
    createFlushingPersister({
      storage: browserStorage(),
      key: QUERY_CACHE_STORAGE_KEY,
      throttleTime: 1000,
      page: typeof window === 'undefined' ? undefined : window,
    }),
  );

  useEffect(() => {
    const close = broadcastQueryClient({
      queryClient,
      broadcastChannel: QUERY_BROADCAST_CHANNEL,
    });
    return close;
  }, [queryClient]);

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: QUERY_CACHE_MAX_AGE,
        buster: QUERY_CACHE_BUSTER,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
