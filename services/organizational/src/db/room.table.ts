// A room classes are booked in.
import type { Timestamps, Id } from './columns.js';

export interface RoomTable extends Timestamps {
  id: Id;
  code: string;
  building: string;
  capacity: number;
}
