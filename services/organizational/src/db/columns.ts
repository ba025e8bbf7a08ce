// Column types the organizational tables share.
import type { ColumnType, Generated } from 'kysely';

export type Timestamps = {
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date | string>;
};
export type Id = Generated<string>;
/** date columns come back as Date from pg and PGlite; we write YYYY-MM-DD strings. */
export type DateColumn = ColumnType<Date | string, string, string>;
export type Json<T> = ColumnType<T, string, string>;
