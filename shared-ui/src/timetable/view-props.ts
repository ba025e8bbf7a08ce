// What both views of the timetable receive from it.
import type { TimetableEntry } from './layout.js';

export interface Move {
  weekday: number;
  startTime: string;
  endTime: string;
  /** Dropped in another room's lane of the day view: that room's code. */
  roomCode?: string;
}

export interface TimetableViewProps<T extends TimetableEntry> {
  /** The classes after the filter. */
  entries: T[];
  days: number[];
  today?: number;
  dayLabel: (day: number) => string;
  dateLabel?: (day: number) => string;
  /** Rows of the week name the course too: a person's few classes, not a department's many. */
  named?: boolean;
  onOpen: (entry: T) => void;
  onCreateAt?: (weekday: number, time: string) => void;
  onMove?: (entry: T, move: Move) => void;
}
