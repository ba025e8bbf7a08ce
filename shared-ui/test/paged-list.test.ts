import { describe, expect, it } from '@jest/globals';
import { narrowsDefaults, pagedSearchParams, sortFromString, sortToString, withFiltersReset, type PagedListParams } from '../src/query/paged-list.js';

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

describe('resetting the filters of a paged list', () => {
  const defaults = { status: 'active' };
  const narrowed: PagedListParams = {
    page: 3,
    pageSize: 50,
    search: 'mat',
    sort: { field: 'name', order: 'desc' },
    filters: { status: 'archived', year: '2' },
  };

  it('when a filter has a default, then resetting puts the default back and clears the search and other filters', () => {
    expect(withFiltersReset(narrowed, defaults)).toEqual({
      page: 1,
      pageSize: 50,
      search: '',
      sort: { field: 'name', order: 'desc' },
      filters: { status: 'active' },
    });
  });

  it('when the view is back at its default filters, then it no longer counts as narrowed', () => {
    expect(narrowsDefaults(narrowed, defaults)).toBe(true);
    expect(narrowsDefaults(withFiltersReset(narrowed, defaults), defaults)).toBe(false);
    expect(narrowsDefaults({ ...narrowed, search: '', filters: {} }, defaults)).toBe(true);
    expect(narrowsDefaults({ ...narrowed, search: '', filters: {} }, {})).toBe(false);
  });
});
