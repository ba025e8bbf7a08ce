// A lecturer: the department's record of a person with an auth account.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamps, Id } from './columns.js';

export interface LecturerTable extends Timestamps {
  id: Id;
  user_id: string;
  email: string;
  employee_id: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  title: string | null;
  department_id: string;
  position: string;
  employment_type: Generated<string>;
  status: Generated<string>;
  max_load: Generated<number>;
  office: string | null;
  /** The CSV import's fields the table has no column for (migration 0005). */
  profile: ColumnType<Record<string, unknown>, string | undefined, string>;
}
