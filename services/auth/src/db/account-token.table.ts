import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DefaultedTimestamp, Timestamp } from './user.table.js';

export type AccountTokenPurpose = 'password_reset' | 'email_verification';

/** Emailed single-use tokens; only their SHA-256 is stored, so a copy of the table opens no account. */
export interface AccountTokenTable {
  id: Generated<string>;
  user_id: string;
  purpose: AccountTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: DefaultedTimestamp;
}

export type AccountTokenRow = Selectable<AccountTokenTable>;
export type NewAccountTokenRow = Insertable<AccountTokenTable>;
