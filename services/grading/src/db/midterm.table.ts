// A midterm (one sheet per section and number; its id is the legacy batch id) and its entries, one per student.
import type { ColumnType, Generated } from 'kysely';

/** The stored statuses; `not_created` is the absence of a row, `verifying` only a screen's state. */
export type StoredMidtermStatus = 'draft' | 'awaiting_authorization' | 'published';

/** pg answers numeric as a string; we write numbers. */
export type Score = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export interface MidtermTable {
  id: Generated<string>;
  section_id: string;
  course_id: string;
  period_id: string;
  number: number;
  status: ColumnType<StoredMidtermStatus, StoredMidtermStatus | undefined, StoredMidtermStatus>;
  /** 1 from the first save, +1 at each save (and at each publish). */
  version: ColumnType<number, number | undefined, number>;
  last_saved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The account that saved last. */
  last_saved_by: string | null;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The publisher's name as it was then. */
  published_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** The test-data generator's run that made it; null for every midterm a lecturer made. */
  generation_run_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface MidtermEntryTable {
  midterm_id: string;
  /** organizational's student record (students.id), not the account. */
  student_id: string;
  /** The saved score; null when cleared. */
  score: Score;
  /** What the student sees; null before the first publish. */
  published_score: Score;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The test-data generator's run that made it (its midterm's); null otherwise. */
  generation_run_id: ColumnType<string | null, string | null | undefined, never>;
}
