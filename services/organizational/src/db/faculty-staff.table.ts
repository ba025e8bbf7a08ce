// The dean's office staff of a faculty besides its dean: one row per (faculty, auth user id).
import type { Timestamps } from './columns.js';

export interface FacultyStaffTable extends Timestamps {
  faculty_id: string;
  user_id: string;
}
