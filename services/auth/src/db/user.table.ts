import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ProfileVisibility } from '@campus/contracts';

/** A timestamp column read back as a Date. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (`default now()`) unless one is given. */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UserTable {
  id: Generated<string>;
  /** Always stored lower-case; unique. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string | null;
  avatar: string | null;
  /** The primary role; also present in user_roles. */
  role: string;
  must_change_password: Generated<boolean>;
  is_active: Generated<boolean>;
  /** Two-factor verification (TOTP) is on: sign-in needs a code after the password. */
  mfa_enabled: Generated<boolean>;
  /** The confirmed TOTP secret, encrypted (mfa-secrets.ts); never leaves the server once confirmed. */
  mfa_secret: string | null;
  /** A secret from enable-mfa waiting for its first code (encrypted), and when it was made. */
  mfa_pending_secret: string | null;
  mfa_pending_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last accepted TOTP time step: a code is accepted once (replay protection). */
  mfa_last_step: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  last_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The sign-in before the latest one: what a person means by "last sign-in" while signed in. */
  previous_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** False from registration until the emailed link is opened; such accounts cannot sign in. */
  email_verified: Generated<boolean>;
  bio: string | null;
  phone: string | null;
  /** Who may see the profile. */
  visibility: Generated<ProfileVisibility>;
  /** Signed into every access token (`sv`); raising it ends the tokens signed before (0004). */
  session_version: Generated<number>;
  /** The linked Google Workspace account's Directory id (= its Google sign-in `sub`), unique (0005). */
  google_workspace_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
