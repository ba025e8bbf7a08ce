// A student: the dean's office record of a person with an auth account.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamps, Id } from './columns.js';

export interface StudentTable extends Timestamps {
  id: Id;
  user_id: string;
  email: string;
  student_id: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  program_id: string | null;
  group_id: string | null;
  year_of_study: Generated<number>;
  status: Generated<string>;
  enrollment_date: ColumnType<Date | string, string | undefined, string>;
  /** The CSV import's columns (migration 0004); null for students made another way. */
  date_of_birth: ColumnType<Date | string | null, string | null | undefined, string | null>;
  gender: string | null;
  nationality: string | null;
  admission_year: number | null;
  academic_level: string | null;
  gpa: ColumnType<string | null, number | null | undefined, number | null>;
  emergency_contact: string | null;
  address: string | null;
  notes: string | null;
}
