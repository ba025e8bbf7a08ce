import { describe, expect, it } from '@jest/globals';
import { pagedSearchParams, sortFromString, sortToString } from '../src/query/paged-list.js';

describe('paged list query strings', () => {
  it('when a list is sorted descending, then the sort is written with a leading minus and read back', () => {
    expect(sortToString({ field: 'name', order: 'desc' })).toBe('-name');
    expect(sortFromString('-name')).toEqual({ field: 'name', order: 'desc' });
    expect(sortFromString('year')).toEqual({ field: 'year', order: 'asc' });
    expect(sortFromString('')).toBeUndefined();
  });

  it('when params have a search, filters and extras, then empty values are left out', () => {
    const query = pagedSearchParams(
      { page: 2, pageSize: 50, search: 'mat', sort: { field: 'year', order: 'asc' }, filters: { status: 'active' } },
      { facultyId: 'f1', type: undefined, empty: '' },
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      page: '2',
      pageSize: '50',
      search: 'mat',
      sort: 'year',
      order: 'asc',
      status: 'active',
      facultyId: 'f1',
    });
  });

  it('when there is no search or sort, then only the page and page size are sent', () => {
    expect(pagedSearchParams({ page: 1, pageSize: 20, search: '', filters: {} })).toBe('page=1&pageSize=20');
  });
});
