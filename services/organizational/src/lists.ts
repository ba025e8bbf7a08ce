// Paging, sorting and search shared by every list: page ≥ 1, pageSize 1–100 (default 20), sort on a whitelisted
// column (unknown names answer 400 naming the allowed ones), search by lower-cased prefix.
import { sql } from 'kysely';
import { badRequest } from '@campus/kit';
import { BOUNDS, type ListQuery } from '@campus/contracts/organizational';

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export function paging(query: ListQuery): Paging {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? BOUNDS.pageSize.default, BOUNDS.pageSize.max);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The SQL column for a sort name, or 400 listing what is allowed. */
export function sortColumn<T extends string>(query: ListQuery, columns: Record<T, string>, fallback: T): { column: string; direction: 'asc' | 'desc' } {
  const name = (query.sort ?? fallback) as T;
  // Own keys only: `constructor` or `__proto__` would otherwise read Object.prototype and reach the SQL.
  const column = Object.hasOwn(columns, name) ? columns[name] : undefined;
  if (!column) {
    throw badRequest(`sort: "${query.sort}" is not a sortable column; use one of ${Object.keys(columns).join(', ')}`, { field: 'sort' }, 'INVALID_SORT');
  }
  return { column, direction: query.order === 'desc' ? 'desc' : 'asc' };
}

/** The search as typed, trimmed and lower-cased, with LIKE wildcards escaped; undefined when empty. */
function likeText(search: string | undefined): string | undefined {
  const value = search?.trim().toLowerCase();
  return value ? value.replace(/[\\%_]/g, (char) => `\\${char}`) : undefined;
}

/** Matches a record's code or any of its three names (alias: the table's alias in the query). */
export const nameSearch = (alias: string, pattern: string | undefined) =>
  pattern
    ? sql`(lower(${sql.ref(`${alias}.code`)}) like ${pattern} or lower(${sql.ref(`${alias}.name`)}->>'hy') like ${pattern} or lower(${sql.ref(`${alias}.name`)}->>'en') like ${pattern} or lower(${sql.ref(`${alias}.name`)}->>'ru') like ${pattern})`
    : undefined;

/** "Ab%" pattern for prefix search. */
export function prefixPattern(search: string | undefined): string | undefined {
  const text = likeText(search);
  return text === undefined ? undefined : `${text}%`;
}

/** "%ab%" for small tables where a contains-search is cheap. */
export function containsPattern(search: string | undefined): string | undefined {
  const text = likeText(search);
  return text === undefined ? undefined : `%${text}%`;
}

export const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** A date column as YYYY-MM-DD whatever the driver returned. */
export function dateOnly(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const local = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** "08:30:00" → "08:30" */
export const hhmm = (value: string): string => value.slice(0, 5);

export const toInt = (value: unknown): number => Number(value ?? 0);
