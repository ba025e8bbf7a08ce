// A faculty and its dean (an auth user id).
import type { LocalizedName } from '@campus/contracts/organizational';
import type { Timestamps, Id, Json } from './columns.js';

export interface FacultyTable extends Timestamps {
  id: Id;
  code: string;
  name: Json<LocalizedName>;
  description: string | null;
  dean_user_id: string | null;
}
