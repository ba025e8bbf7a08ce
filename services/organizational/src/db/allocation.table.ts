// A lecturer's teaching hours on a course or section in a period.
import type { Generated } from 'kysely';
import type { Timestamps, Id } from './columns.js';

export interface AllocationTable extends Timestamps {
  id: Id;
  lecturer_id: string;
  course_id: string;
  section_id: string | null;
  period_id: string;
  hours: number;
  role: Generated<string>;
}
