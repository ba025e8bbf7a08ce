// A student's attendance at one session day of a section: one row per (section, date, student). `unmarked` is kept
// as a row that every read skips (a removal with its time), so an older queued mark cannot bring a removed one back.
import type { ColumnType } from 'kysely';
import type { AttendanceStatus } from '@campus/contracts/attendance';

export interface MarkTable {
  section_id: string;
  /** The session's day in the university's time zone; pg answers a Date, we write YYYY-MM-DD. */
  session_date: ColumnType<Date | string, string, string>;
  /** organizational's student record (students.id), not the account. */
  student_id: string;
  status: AttendanceStatus;
  notes: string | null;
  /** When the person made the mark (a queued offline mark keeps its time); a later one is never overwritten. */
  recorded_at: ColumnType<Date, Date | string, Date | string>;
  /** The account that marked. */
  marked_by: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The test-data generator's run that made the mark; null for every mark a person made. */
  generation_run_id: ColumnType<string | null, string | null | undefined, string | null>;
}
