// Paging, search and sort of every list the services answer, and the envelope a page travels in.
import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/** How many records one page holds: 1–100, 20 when the query does not say. */
export const PAGE_SIZE = { max: 100, default: 20 } as const;

const ListQueryProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.default })),
  /** Case-insensitive; names, codes and emails match by prefix of a word or of the whole value. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  /** One of the list's sortable columns (named per list); unknown names answer 400. */
  sort: Type.Optional(Type.String({ maxLength: 40 })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};
/** A list's query: paging, search and sort, then its own filters. Any other key answers 400 naming it. */
export function listQuery<P extends TProperties>(filters: P) {
  return Type.Object({ ...ListQueryProperties, ...filters }, { additionalProperties: false });
}
export const ListQuery = listQuery({});
export type ListQuery = Static<typeof ListQuery>;

/** total, page and pageSize: spread into an envelope that names its records otherwise than `data`. */
export const PageMetaProperties = { total: Type.Integer({ minimum: 0 }), page: Type.Integer({ minimum: 1 }), pageSize: Type.Integer({ minimum: 1 }) };

export const DataList = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), ...PageMetaProperties });
