// A department of a faculty and its chair (an auth user id).
import type { LocalizedName } from '@campus/contracts/organizational';
import type { Timestamps, Id, Json } from './columns.js';

export interface DepartmentTable extends Timestamps {
  id: Id;
  code: string;
  name: Json<LocalizedName>;
  description: string | null;
  faculty_id: string;
  chair_user_id: string | null;
}
