// A weekly class of a section: weekday, times, room.
import type { Generated } from 'kysely';
import type { Timestamps, Id } from './columns.js';

export interface WeeklyClassTable extends Timestamps {
  id: Id;
  section_id: string;
  weekday: number;
  /** HH:mm:ss */
  start_time: string;
  end_time: string;
  room_id: string | null;
  is_virtual: Generated<boolean>;
}
