// Academic years and their periods (semesters).
import type { Generated } from 'kysely';
import type { Timestamps, Id, DateColumn } from './columns.js';

export interface AcademicYearTable extends Timestamps {
  id: Id;
  name: string;
  starts_on: DateColumn;
  ends_on: DateColumn;
  is_active: Generated<boolean>;
}

export interface PeriodTable extends Timestamps {
  id: Id;
  academic_year_id: string;
  name: string;
  semester: number;
  starts_on: DateColumn;
  ends_on: DateColumn;
  is_active: Generated<boolean>;
}
