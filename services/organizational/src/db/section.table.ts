// A section of a course in a period, the groups it teaches and its enrolments.
import type { Generated } from 'kysely';
import type { Timestamps, Id } from './columns.js';

export interface SectionTable extends Timestamps {
  id: Id;
  course_id: string;
  period_id: string;
  section_number: string;
  capacity: number;
  is_virtual: Generated<boolean>;
  join_url: string | null;
  lecturer_id: string | null;
}

export interface SectionGroupTable extends Timestamps {
  section_id: string;
  group_id: string;
}

export interface EnrollmentTable extends Timestamps {
  id: Id;
  section_id: string;
  student_id: string;
  group_id: string | null;
}
