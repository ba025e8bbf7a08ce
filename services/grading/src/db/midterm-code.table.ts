// grading.midterm_codes: the verification code of a midterm's publish (see migration 0002).
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface MidtermCodeTable {
  midterm_id: string;
  /** Which request the row is: the mail job fills the hash of this one only (a newer request replaces it). */
  request_id: string;
  lecturer_id: string;
  /** HMAC-SHA256 (hex) of the code; null until the mail job made it. */
  code_hash: string | null;
  /** The sheet's version when the code was requested: a save after it voids the code. */
  sheet_version: number;
  expires_at: Date;
  failed_attempts: ColumnType<number, number | undefined, number>;
  requested_at: ColumnType<Date, Date | undefined, Date>;
  consumed_at: Date | null;
}

export type MidtermCode = Selectable<MidtermCodeTable>;
export type NewMidtermCode = Insertable<MidtermCodeTable>;
export type MidtermCodeUpdate = Updateable<MidtermCodeTable>;
