// A study program of a department.
import type { Generated } from 'kysely';
import type { LocalizedName } from '@campus/contracts/organizational';
import type { Timestamps, Id, Json } from './columns.js';

export interface ProgramTable extends Timestamps {
  id: Id;
  code: string;
  name: Json<LocalizedName>;
  level: string;
  duration_years: number;
  department_id: string;
  description: string | null;
  is_active: Generated<boolean>;
}
