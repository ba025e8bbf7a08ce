// A student's attendance at one session day of a section: one row per (section, date, student). `unmarked` is no row.
import type { ColumnType } from 'kysely';

export interface MarkTable {
  section_id: string;
  /** The session's day in the university's time zone; pg answers a Date, we write YYYY-MM-DD. */
  session_date: ColumnType<Date | string, string, string>;
  /** organizational's student record (students.id), not the account. */
  student_id: string;
  status: 'present' | 'absent' | 'late' | 'excused' | 'partial' | 'remote';
  notes: string | null;
  /** When the person made the mark (a queued offline mark keeps its time); a later one is never overwritten. */
  recorded_at: ColumnType<Date, Date | string, Date | string>;
  /** The account that marked. */
  marked_by: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
