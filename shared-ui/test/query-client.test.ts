import { afterEach, describe, expect, it } from '@jest/globals';
import { dehydrate } from '@tanstack/react-query';
import { ApiError } from '../src/api/api-error.js';
import { createQueryClient, retryDelay, shouldPersistQuery, shouldRetryQuery } from '../src/query/query-client.js';

// Every client made here is cleared afterwards so its garbage-collection timers do not keep jest alive.
const clients: ReturnType<typeof createQueryClient>[] = [];
function newClient() {
  const client = createQueryClient();
  clients.push(client);
  return client;
}
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

const clientError = (status: number) => new ApiError({ status, message: 'caller mistake' });

describe('retry policy', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('when a query fails with %i, then it is not retried', (status) => {
    expect(shouldRetryQuery(0, clientError(status))).toBe(false);
  });

  it('when a query fails with 5xx or a network error, then it is retried up to 3 times', () => {
    const serverError = new ApiError({ status: 503, message: 'down' });
    const offline = new ApiError({ status: 0, message: 'Network connection failed' });
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, offline)).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('boom'))).toBe(true);
  });

  it('when retrying, then the delay starts at 1 s, doubles and is capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('when the client is created, then mutations never retry and queries refetch on focus and reconnect', () => {
    const defaults = newClient().getDefaultOptions();
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries).toMatchObject({ refetchOnWindowFocus: true, refetchOnReconnect: true, staleTime: 300_000, gcTime: 900_000 });
  });
});

describe('what goes to browser storage', () => {
  function persistedKeys(setup: (client: ReturnType<typeof createQueryClient>) => void): string[] {
    const client = newClient();
    setup(client);
    const state = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery });
    return state.queries.map((query) => String(query.queryKey[0]));
  }

  it('when a query succeeded and is fresh, then it is persisted', () => {
    expect(persistedKeys((client) => client.setQueryData(['courses'], [1]))).toEqual(['courses']);
  });

  it('when a query failed, then it is not persisted', async () => {
    const client = newClient();
    await client
      .fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(clientError(404)), retry: false })
      .catch(() => undefined);
    expect(dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries).toHaveLength(0);
  });

  it('when a query is stale, then it is not persisted', () => {
    const keys = persistedKeys((client) => {
      client.setQueryData(['old'], 1, { updatedAt: Date.now() - 6 * 60_000 });
      client.setQueryData(['new'], 2);
    });
    expect(keys).toEqual(['new']);
  });

  it('when a query says persist: false or realtime, then it is not persisted', async () => {
    const client = newClient();
    await client.fetchQuery({ queryKey: ['me'], queryFn: () => ({ id: 1 }), meta: { persist: false } });
    await client.fetchQuery({ queryKey: ['stream'], queryFn: () => [1], meta: { realtime: true } });
    await client.fetchQuery({ queryKey: ['courses'], queryFn: () => [1] });
    const keys = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(['courses']);
  });
});
