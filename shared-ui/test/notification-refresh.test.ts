import { afterEach, describe, expect, it } from '@jest/globals';
import { createQueryClient } from '../src/query/query-client.js';
import { refreshLiveQueries, refreshQueriesFor, refreshedBy } from '../src/query/notification-refresh.js';

const clients: ReturnType<typeof createQueryClient>[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

const grades = { refreshOn: { types: ['grade'], link: '/midterms' } };

/** A cache holding grades (which follow grade notifications) and courses (which follow none). */
function gradesAndCourses() {
  const client = createQueryClient();
  clients.push(client);
  client.setQueryData(['grades'], [1]);
  client.getQueryCache().find({ queryKey: ['grades'] })!.setOptions({ queryKey: ['grades'], meta: grades });
  client.setQueryData(['courses'], [2]);
  return client;
}

describe('queries refreshed by notifications', () => {
  it('when a notification has a listed type or links to the path or below it, then the query is out of date', () => {
    expect(refreshedBy(grades, { type: 'grade' })).toBe(true);
    expect(refreshedBy(grades, { type: 'system', link: '/midterms' })).toBe(true);
    expect(refreshedBy(grades, { type: 'system', link: '/midterms/?periodId=1' })).toBe(true);
    expect(refreshedBy(grades, { type: 'system', link: '/midterms/abc#x' })).toBe(true);
  });

  it('when a notification is of another type and links elsewhere, or the query asks for nothing, then it is not', () => {
    expect(refreshedBy(grades, { type: 'material', link: '/midtermsx' })).toBe(false);
    expect(refreshedBy(grades, { type: 'material', link: '/courses/1' })).toBe(false);
    expect(refreshedBy(grades, { type: 'material' })).toBe(false);
    expect(refreshedBy(undefined, { type: 'grade', link: '/midterms' })).toBe(false);
    expect(refreshedBy({ persist: false }, { type: 'grade', link: '/midterms' })).toBe(false);
  });

  it('when a grade notification arrives, then only the queries that asked for it are invalidated', async () => {
    const client = gradesAndCourses();
    await refreshQueriesFor(client, { type: 'grade', link: '/midterms' });
    expect(client.getQueryState(['grades'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['courses'])?.isInvalidated).toBe(false);
  });

  it('when the stream (re)connects, then every query that follows notifications is invalidated, and no other', async () => {
    const client = gradesAndCourses();
    await refreshLiveQueries(client);
    expect(client.getQueryState(['grades'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['courses'])?.isInvalidated).toBe(false);
  });
});
