import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { DefaultedTimestamp, Timestamp } from './user.table.js';

/** Opaque rotating refresh tokens; only their SHA-256 is stored. One sign-in starts one family. */
export interface RefreshTokenTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  /** Signed in with "remember me": the cookie outlives the browser session. */
  remember: boolean;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The token that replaced this one on rotation; presenting a replaced token is reuse. */
  replaced_by: string | null;
  created_at: DefaultedTimestamp;
}

export type RefreshTokenRow = Selectable<RefreshTokenTable>;
export type NewRefreshTokenRow = Insertable<RefreshTokenTable>;
