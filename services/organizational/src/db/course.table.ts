// A course (subject) of a department.
import type { ColumnType, Generated } from 'kysely';
import type { LocalizedName } from '@campus/contracts/organizational';
import type { Timestamps, Id, Json } from './columns.js';

export interface CourseTable extends Timestamps {
  id: Id;
  code: string;
  name: Json<LocalizedName>;
  description: string | null;
  credits: number;
  department_id: string;
  semester: number;
  level: number;
  type: string;
  prerequisites: ColumnType<string[], string[] | undefined, string[]>;
  weekly_hours: number;
  lab_hours: Generated<number>;
  exam_hours: Generated<number>;
  status: Generated<string>;
  leader_id: string | null;
}
