// The one QueryClient's defaults (SPEC §7 "Client behaviour", §9 "Query cache").
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.js';
import type { RefreshOnNotification } from './notification-refresh.js';

const MINUTE = 60_000;
export const QUERY_STALE_TIME = 5 * MINUTE;
export const QUERY_GC_TIME = 15 * MINUTE;
export const MAX_QUERY_RETRIES = 3;
export const MAX_RETRY_DELAY = 30_000;

/** The caller's mistakes (4xx) will not change on a retry; network and server failures might. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s; `attempt` counts from 0. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY);
}

export interface QueryMeta extends Record<string, unknown> {
  /** false keeps a query out of browser storage (session-bound or sensitive data). */
  persist?: boolean;
  /** Live data (streams, polling) is never persisted. */
  realtime?: boolean;
  /** Notifications that make the query out of date; the shell invalidates it when one arrives (notification-refresh.ts). */
  refreshOn?: RefreshOnNotification;
}

/**
 * The parts of a Query the persistence filter reads. Structural on purpose: the persist packages bring
 * their own copy of query-core, whose Query type is not assignable to react-query's.
 */
export interface PersistCandidate {
  state: { status: string };
  meta?: Record<string, unknown>;
  /** Includes the client's defaults, so `staleTime` is there even though QueryOptions does not declare it. */
  options: object;
  isStale(): boolean;
  isStaleByTime(staleTime?: number): boolean;
}

/** Stale by the query's own staleTime, whether or not a screen is watching it right now. */
function isStale(query: PersistCandidate): boolean {
  const { staleTime } = query.options as { staleTime?: unknown };
  return query.isStale() || query.isStaleByTime(typeof staleTime === 'number' ? staleTime : QUERY_STALE_TIME);
}

/** Only fresh, successful, persistable queries go to browser storage. */
export function shouldPersistQuery(query: PersistCandidate): boolean {
  const meta = (query.meta ?? {}) as QueryMeta;
  if (meta.persist === false || meta.realtime === true) return false;
  return query.state.status === 'success' && !isStale(query);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME,
        gcTime: QUERY_GC_TIME,
        retry: shouldRetryQuery,
        retryDelay,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}
