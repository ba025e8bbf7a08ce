// A student group of a department, optionally of a program.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamps, Id } from './columns.js';

export interface GroupTable extends Timestamps {
  id: Id;
  name: string;
  code: string;
  type: Generated<string>;
  year: number;
  academic_year: string | null;
  department_id: string;
  program_id: string | null;
  advisor_id: string | null;
  classroom: string | null;
  max_capacity: number;
  status: Generated<string>;
  notes: string | null;
  /** The CSV import's fields the table has no column for (migration 0005). */
  profile: ColumnType<Record<string, unknown>, string | undefined, string>;
}
