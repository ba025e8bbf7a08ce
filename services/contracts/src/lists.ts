// Paging, search and sort of every list the services answer, and the envelope a page travels in.
import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/** How many records one page holds: 1–100, 20 when the query does not say. */
export const PAGE_SIZE = { max: 100, default: 20 } as const;

/** A page number, at most a million: a larger one would be an offset beyond what Postgres takes (a 500, not a 400). */
export const PageNumber = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });

const PagingProperties = {
  page: Type.Optional(PageNumber),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.default })),
  /** Case-insensitive; names, codes and emails match by prefix of a word or of the whole value. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};

/**
 * A list's query: paging, search, `sort` = one of the list's sort names, then its own filters. A sort it does not
 * name, or any other key, answers 400 naming it; the sort names are a literal union the server's column map and
 * the browser's tables both type against.
 */
export function listQuery<const Sorts extends readonly [string, ...string[]], P extends TProperties>(sorts: Sorts, filters: P) {
  return Type.Object({ ...PagingProperties, sort: Type.Optional(Type.Enum<[...Sorts]>(sorts)), ...filters }, { additionalProperties: false });
}

/** The query of a list in a fixed order: paging and search; a `sort` is accepted and ignored. */
export const ListQuery = Type.Object({ ...PagingProperties, sort: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });
export type ListQuery = Static<typeof ListQuery>;

/** total, page and pageSize: spread into an envelope that names its records otherwise than `data`. */
export const PageMetaProperties = { total: Type.Integer({ minimum: 0 }), page: Type.Integer({ minimum: 1 }), pageSize: Type.Integer({ minimum: 1 }) };

/** One page of `data`, as DataList answers it. */
export type DataPage<T> = { data: T[] } & { [Key in keyof typeof PageMetaProperties]: Static<(typeof PageMetaProperties)[Key]> };

export const DataList = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), ...PageMetaProperties });
