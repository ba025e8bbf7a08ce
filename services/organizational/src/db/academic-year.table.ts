// Academic years, their periods (semesters) and their calendar: exam sessions and holidays.
import type { Generated } from 'kysely';
import type { LocalizedName } from '@campus/contracts/organizational';
import type { Timestamps, Id, DateColumn, Json } from './columns.js';

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

/** An exam session or a holiday of an academic year (dates inclusive); a holiday has no classes. */
export interface CalendarEntryTable extends Timestamps {
  id: Id;
  academic_year_id: string;
  kind: 'exam_session' | 'holiday';
  name: Json<LocalizedName>;
  starts_on: DateColumn;
  ends_on: DateColumn;
}
