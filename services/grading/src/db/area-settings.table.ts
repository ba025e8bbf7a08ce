import type { Generated } from 'kysely';

export interface AreaSettingsTable {
  id: Generated<string>;
  faculty_id: string;
  /** null: the faculty's own row. */
  department_id: string | null;
  /** numeric: a string from pg. */
  pass_mark: number | string;
  failing_subjects: number;
  absence_share: number | string;
  default_period_id: string | null;
  updated_by: string | null;
  updated_at: Generated<Date>;
}
