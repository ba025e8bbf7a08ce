import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  /** MFA comes in a later issue; the columns exist so that issue needs no table rewrite. */
  mfa_enabled: Generated<boolean>;
  mfa_secret: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  last_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The sign-in before the latest one: what a person means by "last sign-in" while signed in. */
  previous_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
