// State and data of a server-side paged list: page, page size, debounced search, sort and filters, kept in
// the address (so a reload or a shared link shows the same view) and fetched with React Query.
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  field: string;
  order: SortOrder;
}

export interface PagedListParams {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Trimmed; '' when there is none. */
  search: string;
  sort?: ListSort;
  /** Only filters with a value are present. */
  filters: Record<string, string>;
}

export interface PagedResult<T> {
  rows: T[];
  total: number;
}

export interface UsePagedListOptions<T> {
  /** Prefix of the query key; the params are appended. Invalidate the list with this prefix. */
  queryKey: readonly unknown[];
  fetchPage: (params: PagedListParams, signal: AbortSignal) => Promise<PagedResult<T>>;
  defaultPageSize?: number;
  defaultSort?: ListSort;
  defaultFilters?: Record<string, string>;
  /**
   * Keep the view in the address under these names (true: no prefix; a string: prefix, for two lists on
   * one screen). false keeps it in memory only. Default true.
   */
  urlState?: boolean | string;
  /** Wait this long after the last keystroke before searching. Default 300 ms. */
  searchDebounceMs?: number;
  enabled?: boolean;
}

export interface PagedList<T> {
  params: PagedListParams;
  /** What is typed in the search box right now (params.search follows it after the debounce). */
  searchText: string;
  setSearchText: (text: string) => void;
  setPage: (page: number, pageSize?: number) => void;
  setSort: (sort: ListSort | undefined) => void;
  setFilter: (key: string, value: string | undefined) => void;
  /** Clears the search and puts every filter back to its default (none when it has no default). */
  resetFilters: () => void;
  /**
   * True when a search or a filter other than the defaults narrows the list (an empty result then means
   * "no match", not "no data", and resetting the filters would change the list).
   */
  isFiltered: boolean;
  rows: T[];
  total: number;
  query: UseQueryResult<PagedResult<T>>;
}

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
const RESERVED = new Set(['page', 'pageSize', 'search', 'sort']);

/** `name` → `-name` for descending: how a sort is kept in the address bar. */
export function sortToString(sort: ListSort | undefined): string | undefined {
  if (!sort) return undefined;
  return sort.order === 'desc' ? `-${sort.field}` : sort.field;
}

export function sortFromString(value: string | null | undefined): ListSort | undefined {
  if (!value) return undefined;
  return value.startsWith('-') ? { field: value.slice(1), order: 'desc' } : { field: value, order: 'asc' };
}

/**
 * A table's page, search, sort and filters as the list API's query reads them, plus `extra` values of that
 * query. Query is the contract's list query the call site expects (fetchList's); a table's sort is one of its
 * columns' keys and its filters are the query's filter names, which are the contract's names by construction.
 */
export function pagedListQuery<Query extends object>(params: PagedListParams, extra: NoInfer<Partial<Query>> = {}): Query {
  const { page, pageSize, search, sort, filters } = params;
  return { page, pageSize, search, sort: sort?.field, order: sort?.order, ...filters, ...extra } as Query;
}

/** A query object as a query string: values undefined or '' are left out. */
export function searchParamsOf(query: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/**
 * The query string of a paged request as the platform's list APIs read it (contracts' list queries): page,
 * pageSize, search (when set), sort = column and order = asc|desc (when sorted) and each filter, plus any
 * `extra` values (undefined and '' are left out).
 */
export function pagedSearchParams(params: PagedListParams, extra: Record<string, string | number | undefined> = {}): string {
  return searchParamsOf(pagedListQuery(params, extra));
}

/** The view with the search cleared and the filters back to their defaults, from page 1 (size and sort stay). */
export function withFiltersReset(params: PagedListParams, defaultFilters: Record<string, string>): PagedListParams {
  return { ...params, search: '', filters: { ...defaultFilters }, page: 1 };
}

/** True when the search or any filter differs from the default view. */
export function narrowsDefaults(params: PagedListParams, defaultFilters: Record<string, string>): boolean {
  if (params.search !== '') return true;
  const keys = new Set([...Object.keys(params.filters), ...Object.keys(defaultFilters)]);
  return [...keys].some((key) => (params.filters[key] ?? '') !== (defaultFilters[key] ?? ''));
}

function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

function readParams(
  url: URLSearchParams,
  prefix: string | null,
  defaults: { pageSize: number; sort?: ListSort; filters: Record<string, string> },
): PagedListParams {
  if (prefix === null) return { page: 1, pageSize: defaults.pageSize, search: '', sort: defaults.sort, filters: { ...defaults.filters } };
  const filters: Record<string, string> = { ...defaults.filters };
  for (const [name, value] of url.entries()) {
    if (!name.startsWith(prefix)) continue;
    const key = name.slice(prefix.length);
    if (!RESERVED.has(key) && value !== '') filters[key] = value;
  }
  const pageSize = positiveInt(url.get(`${prefix}pageSize`), defaults.pageSize);
  return {
    page: positiveInt(url.get(`${prefix}page`), 1),
    pageSize: PAGE_SIZE_OPTIONS.includes(pageSize) ? pageSize : defaults.pageSize,
    search: (url.get(`${prefix}search`) ?? '').trim(),
    sort: url.has(`${prefix}sort`) ? sortFromString(url.get(`${prefix}sort`)) : defaults.sort,
    filters,
  };
}

/** Writes the non-default parts of the view into the address, leaving other search params alone. */
function writeParams(url: URLSearchParams, prefix: string, params: PagedListParams, defaults: { pageSize: number; sort?: ListSort }): URLSearchParams {
  const next = new URLSearchParams(url);
  for (const name of [...next.keys()]) if (name.startsWith(prefix)) next.delete(name);
  if (params.page > 1) next.set(`${prefix}page`, String(params.page));
  if (params.pageSize !== defaults.pageSize) next.set(`${prefix}pageSize`, String(params.pageSize));
  if (params.search) next.set(`${prefix}search`, params.search);
  // No sort in the address means the default one; a cleared sort is written as an empty value.
  const sort = sortToString(params.sort);
  if (sort !== sortToString(defaults.sort)) next.set(`${prefix}sort`, sort ?? '');
  for (const [key, value] of Object.entries(params.filters)) if (value) next.set(`${prefix}${key}`, value);
  return next;
}

function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) => [...params.entries()].map(([k, v]) => `${k}=${v}`).sort().join('&');
  return sorted(a) === sorted(b);
}

/**
 * A server-side paged list. The previous page stays on screen while the next one loads; a search or filter
 * change goes back to page 1; a page past the end (after deletions) falls back to the last page.
 */
export function usePagedList<T>(options: UsePagedListOptions<T>): PagedList<T> {
  const {
    queryKey,
    fetchPage,
    defaultPageSize = DEFAULT_PAGE_SIZE,
    defaultSort,
    defaultFilters,
    urlState = true,
    searchDebounceMs = 300,
    enabled = true,
  } = options;
  const prefix = urlState === false ? null : urlState === true ? '' : urlState;
  const [url, setUrl] = useSearchParams();
  const defaults = useRef({ pageSize: defaultPageSize, sort: defaultSort, filters: defaultFilters ?? {} });
  const [params, setParams] = useState<PagedListParams>(() => readParams(url, prefix, defaults.current));
  const [searchText, setSearchTextState] = useState(params.search);

  // Keep the address in step with the view (replace: paging through a list should not flood history).
  useEffect(() => {
    if (prefix === null) return;
    const next = writeParams(url, prefix, params, defaults.current);
    if (!sameParams(next, url)) setUrl(next, { replace: true });
    // `url` is read, not watched: the view drives the address, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, prefix, setUrl]);

  // Debounce typing into params.search.
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === params.search) return;
    const timer = setTimeout(() => setParams((current) => ({ ...current, search: trimmed, page: 1 })), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [searchText, params.search, searchDebounceMs]);

  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetchRef.current(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

  // After deleting the last rows of the last page, show the new last page instead of an empty one.
  const total = query.data?.total ?? 0;
  useEffect(() => {
    if (query.isPlaceholderData || !query.isSuccess) return;
    const lastPage = Math.max(1, Math.ceil(total / params.pageSize));
    if (params.page > lastPage) setParams((current) => ({ ...current, page: lastPage }));
  }, [query.isPlaceholderData, query.isSuccess, total, params.page, params.pageSize]);

  const setSearchText = useCallback((text: string) => setSearchTextState(text), []);
  const setPage = useCallback((page: number, pageSize?: number) => {
    setParams((current) => {
      const size = pageSize ?? current.pageSize;
      return { ...current, page: size !== current.pageSize ? 1 : page, pageSize: size };
    });
  }, []);
  const setSort = useCallback((sort: ListSort | undefined) => setParams((current) => ({ ...current, sort, page: 1 })), []);
  const setFilter = useCallback((key: string, value: string | undefined) => {
    setParams((current) => {
      const filters = { ...current.filters };
      if (value === undefined || value === '') delete filters[key];
      else filters[key] = value;
      return { ...current, filters, page: 1 };
    });
  }, []);
  const resetFilters = useCallback(() => {
    setSearchTextState('');
    setParams((current) => withFiltersReset(current, defaults.current.filters));
  }, []);

  const isFiltered = narrowsDefaults(params, defaults.current.filters);
  return useMemo(
    () => ({
      params,
      searchText,
      setSearchText,
      setPage,
      setSort,
      setFilter,
      resetFilters,
      isFiltered,
      rows: query.data?.rows ?? [],
      total,
      query,
    }),
    [params, searchText, setSearchText, setPage, setSort, setFilter, resetFilters, isFiltered, query, total],
  );
}
