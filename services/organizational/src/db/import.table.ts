// A bulk import and its rows (migration 0004): the import's counts and scope, each row's values, status and result.
import type { ColumnType, Generated } from 'kysely';
import type { Id, Json, Timestamps } from './columns.js';

export type ImportEntityName = 'students' | 'lecturers' | 'subjects' | 'groups';
export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';
export type ImportRowStatus = 'pending' | 'creating' | 'success' | 'error';

export interface ImportTable extends Timestamps {
  id: Id;
  entity: ImportEntityName;
  created_by: string;
  creator_is_admin: boolean;
  faculty_ids: ColumnType<string[], string[] | undefined, string[]>;
  status: Generated<ImportStatus>;
  total: number;
  succeeded: Generated<number>;
  failed: Generated<number>;
  error: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  heartbeat_at: Date | null;
}

export interface ImportRowTable {
  import_id: string;
  row_number: number;
  /** The row's values as the CSV schema validated them (camelCase keys). */
  fields: Json<Record<string, unknown>>;
  program_id: string | null;
  email: string;
  label: string;
  temporary_password: string | null;
  status: Generated<ImportRowStatus>;
  error: string | null;
  note: string | null;
  /** The code and params of the error or note (0006). */
  code: string | null;
  params: ColumnType<Record<string, string | number> | null, string | null | undefined, string | null>;
  record_id: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date | string>;
}
