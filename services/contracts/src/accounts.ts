// Accounts: password recovery, registration, the own profile, the admin user list and the internal user API
// between services (/api/auth/*, /internal/auth/*). Rules the browser shows before sending live here too.
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, RoleName } from './auth.js';
import { PageNumber } from './lists.js';
import { PASSWORD_MAX_LENGTH } from './password.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The languages an emailed message can be written in (hy is the default and fallback). */
export const MAIL_LANGUAGES = ['hy', 'en', 'ru'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export const MailLanguage = Type.Union([Type.Literal('hy'), Type.Literal('en'), Type.Literal('ru')], {
  description: 'Language of the email (else Accept-Language, else hy)',
});

/** Checked by the handler so a malformed address gets 'Please enter a valid email address'. */
const EmailInput = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH });
const PasswordInput = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 4 });
/** The emailed tokens are 32 random bytes in base64url (43 characters); anything else is simply not found. */
const EmailedToken = Type.String({ maxLength: 200, description: 'The token from the emailed link' });

/** A reset link lasts 1 hour (SPEC §5), a verification link 24 hours. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

// ---- Password recovery ----

export const ForgotPasswordBody = Type.Object(
  { email: EmailInput, language: Type.Optional(MailLanguage) },
  { additionalProperties: false },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const ResetPasswordBody = Type.Object({ token: EmailedToken, newPassword: PasswordInput }, { additionalProperties: false });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** The one answer of forgot-password, whether or not the address has an account. */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, we have sent a link to reset the password. The link is valid for 1 hour.';
export const INVALID_RESET_TOKEN_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';

// ---- Registration ----

export const NAME_MAX_LENGTH = 100;

export const RegisterBody = Type.Object(
  {
    email: EmailInput,
    password: PasswordInput,
    firstName: Type.String({ maxLength: NAME_MAX_LENGTH * 2 }),
    lastName: Type.String({ maxLength: NAME_MAX_LENGTH * 2 }),
    language: Type.Optional(MailLanguage),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type RegisterResponse = Static<typeof RegisterResponse>;

export const REGISTERED_MESSAGE = 'Thank you. We have sent an email to this address: a link to confirm it (valid for 24 hours), or, if it already has an account, how to sign in.';
export const REGISTRATION_CLOSED_MESSAGE = 'Registration is closed. Please ask your administrator for an account.';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please confirm your email address first: open the link we emailed you when you registered.';
export const INVALID_VERIFICATION_TOKEN_MESSAGE = 'This confirmation link is invalid or has expired. Please register again or ask for a new link.';

export const VerifyEmailBody = Type.Object({ token: EmailedToken }, { additionalProperties: false });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

export const ResendVerificationBody = Type.Object(
  { email: EmailInput, language: Type.Optional(MailLanguage) },
  { additionalProperties: false },
);
export type ResendVerificationBody = Static<typeof ResendVerificationBody>;

// ---- The own profile ----

export const PROFILE_VISIBILITIES = ['public', 'university', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];
export const ProfileVisibility = Type.Union([Type.Literal('public'), Type.Literal('university'), Type.Literal('private')], {
  description: 'public: anyone; university: signed-in people of the university; private: only the person and administrators',
});

export const BIO_MAX_LENGTH = 1000;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

export const Profile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  displayName: Type.String(),
  role: RoleName,
  roles: Type.Array(RoleName),
  bio: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  visibility: ProfileVisibility,
  createdAt: Type.String({ format: 'date-time' }),
  lastLoginAt: Nullable(Type.String({ format: 'date-time' })),
  avatar: Nullable(Type.String()),
});
export type Profile = Static<typeof Profile>;

export const ProfileResponse = Type.Object({ profile: Profile });
export type ProfileResponse = Static<typeof ProfileResponse>;

/** Lengths are checked by profileUpdateProblems so the answer names the field in words; these bounds only stop abuse. */
export const UpdateProfileBody = Type.Object(
  {
    firstName: Type.Optional(Type.String({ maxLength: 1000 })),
    lastName: Type.Optional(Type.String({ maxLength: 1000 })),
    displayName: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    bio: Type.Optional(Nullable(Type.String({ maxLength: BIO_MAX_LENGTH * 4 }))),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    visibility: Type.Optional(ProfileVisibility),
  },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export interface FieldProblem {
  field: string;
  message: string;
}

/** Digits, spaces, dashes, dots, parentheses and one leading +. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** What is wrong with a profile update, field by field, in words a person can act on (empty when fine). */
export function profileUpdateProblems(update: UpdateProfileBody): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, label] of [['firstName', 'First name'], ['lastName', 'Last name']] as const) {
    const value = update[field];
    if (value === undefined) continue;
    if (value.trim() === '') problems.push({ field, message: `${label} cannot be empty` });
    else if (value.trim().length > NAME_MAX_LENGTH) problems.push({ field, message: `${label} must be at most ${NAME_MAX_LENGTH} characters` });
  }
  if (update.displayName && update.displayName.trim().length > NAME_MAX_LENGTH) {
    problems.push({ field: 'displayName', message: `Display name must be at most ${NAME_MAX_LENGTH} characters` });
  }
  if (update.bio && [...update.bio.trim()].length > BIO_MAX_LENGTH) {
    problems.push({ field: 'bio', message: `Biography must be at most ${BIO_MAX_LENGTH} characters (it has ${[...update.bio.trim()].length})` });
  }
  const phone = update.phone?.trim();
  if (phone) {
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE_PATTERN.test(phone)) {
      problems.push({ field: 'phone', message: 'Phone number may contain only digits, spaces, dashes, parentheses and a leading +' });
    } else if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) {
      problems.push({ field: 'phone', message: `Phone number must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits, e.g. +374 10 123456` });
    }
  }
  return problems;
}

// ---- A user as other services see them (the admin list adds the account's state) ----

export const InternalUser = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  displayName: Type.String(),
  role: RoleName,
  roles: Type.Array(RoleName),
  isActive: Type.Boolean(),
});
export type InternalUser = Static<typeof InternalUser>;

// ---- Admin: users ----

export const ADMIN_USER_SORTS = ['name', '-name', 'email', '-email', 'role', '-role', 'createdAt', '-createdAt', 'lastLoginAt', '-lastLoginAt'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;

export const AdminUsersQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the name or email, any case' })),
    role: Type.Optional(RoleName),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
    page: Type.Optional(PageNumber),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_USERS_MAX_PAGE_SIZE, default: 20 })),
    sort: Type.Optional(Type.Enum(ADMIN_USER_SORTS, { description: 'A column; a leading - or order=desc sorts descending', default: 'name' })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type AdminUsersQuery = Static<typeof AdminUsersQuery>;

/** A user as the admin list shows them: what other services see (InternalUser) and the account's state. */
export const AdminUser = Type.Object({
  ...InternalUser.properties,
  emailVerified: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  lastLoginAt: Nullable(Type.String({ format: 'date-time' })),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminUsersResponse = Type.Object({
  users: Type.Array(AdminUser),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type AdminUsersResponse = Static<typeof AdminUsersResponse>;

export const AdminUserParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type AdminUserParams = Static<typeof AdminUserParams>;

export const UpdateAdminUserBody = Type.Object(
  { role: Type.Optional(RoleName), isActive: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateAdminUserBody = Static<typeof UpdateAdminUserBody>;

export const AdminUserResponse = Type.Object({ user: AdminUser });
export type AdminUserResponse = Static<typeof AdminUserResponse>;

export const CANNOT_DEACTIVATE_SELF_MESSAGE = 'You cannot deactivate your own account. Ask another administrator.';
export const CANNOT_DEMOTE_SELF_MESSAGE = 'You cannot remove your own administrator role. Ask another administrator.';

// ---- Internal (service token) ----


export const InternalCreateUserBody = Type.Object(
  {
    email: EmailInput,
    firstName: Type.String({ maxLength: NAME_MAX_LENGTH }),
    lastName: Type.String({ maxLength: NAME_MAX_LENGTH }),
    role: RoleName,
    /** A temporary password chosen by the creator; one is generated when missing. Either way it must be changed at first sign-in. */
    password: Type.Optional(PasswordInput),
  },
  { additionalProperties: false },
);
export type InternalCreateUserBody = Static<typeof InternalCreateUserBody>;

export const InternalCreateUserResponse = Type.Object({
  user: InternalUser,
  /** False when the email already had an account (the role was added to it). */
  created: Type.Boolean(),
  /**
   * Only with a generated password: show it once to the creator. Given when the account is created, and when the
   * email belonged to a self-registered account nobody had confirmed (it is taken over with this password).
   */
  temporaryPassword: Type.Optional(Type.String()),
});
export type InternalCreateUserResponse = Static<typeof InternalCreateUserResponse>;

/**
 * Takes back what POST /internal/auth/users just did when the caller's own record could not be written: an account
 * it created is deleted while it holds no other role and has never signed in; a role it added is removed.
 */
export const InternalWithdrawAccountBody = Type.Object(
  { userId: Type.String({ format: 'uuid' }), role: RoleName, created: Type.Boolean(), roleAdded: Type.Boolean() },
  { additionalProperties: false },
);
export type InternalWithdrawAccountBody = Static<typeof InternalWithdrawAccountBody>;
export const WITHDRAW_OUTCOMES = ['deleted', 'role_removed', 'kept'] as const;
export const InternalWithdrawAccountResponse = Type.Object({ outcome: Type.Enum(WITHDRAW_OUTCOMES) });
export type InternalWithdrawAccountResponse = Static<typeof InternalWithdrawAccountResponse>;

/** Accounts one batch call creates, each with its own password (hashed concurrently in auth). */
export const INTERNAL_BATCH_MAX_USERS = 100;

/** Many accounts, each exactly as POST /internal/auth/users would make it, in one call (a bulk import's window of rows). */
export const InternalBatchUsersBody = Type.Object(
  { users: Type.Array(InternalCreateUserBody, { minItems: 1, maxItems: INTERNAL_BATCH_MAX_USERS }) },
  { additionalProperties: false },
);
export type InternalBatchUsersBody = Static<typeof InternalBatchUsersBody>;

/** One answer per user, in the order given: the account, or why this one was refused (the others still run). */
export const InternalBatchUsersResponse = Type.Object({
  results: Type.Array(
    Type.Union([
      Type.Object({ user: InternalUser, created: Type.Boolean() }),
      Type.Object({ error: Type.String(), code: Type.String() }),
    ]),
  ),
});
export type InternalBatchUsersResponse = Static<typeof InternalBatchUsersResponse>;

export const INTERNAL_BULK_MAX_USERS = 2000;

export const InternalBulkUsersBody = Type.Object(
  {
    users: Type.Array(
      Type.Object(
        {
          email: EmailInput,
          firstName: Type.String({ maxLength: NAME_MAX_LENGTH }),
          lastName: Type.String({ maxLength: NAME_MAX_LENGTH }),
          role: RoleName,
        },
        { additionalProperties: false },
      ),
      { maxItems: INTERNAL_BULK_MAX_USERS },
    ),
    /** The public demo password for every new account (demo mode only); otherwise an unguessable one to be reset. */
    demoPassword: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type InternalBulkUsersBody = Static<typeof InternalBulkUsersBody>;

export const InternalBulkUsersResponse = Type.Object({
  users: Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }), email: Type.String() })),
});
export type InternalBulkUsersResponse = Static<typeof InternalBulkUsersResponse>;

export const INTERNAL_LOOKUP_MAX = 1000;

export const InternalLookupBody = Type.Object(
  {
    ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: INTERNAL_LOOKUP_MAX })),
    emails: Type.Optional(Type.Array(EmailInput, { maxItems: INTERNAL_LOOKUP_MAX })),
    /** Every active holder of any of these roles (primary or extra). */
    roles: Type.Optional(Type.Array(RoleName, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type InternalLookupBody = Static<typeof InternalLookupBody>;

export const InternalUsersResponse = Type.Object({ users: Type.Array(InternalUser) });
export type InternalUsersResponse = Static<typeof InternalUsersResponse>;

/** At most this many ids in one "which are active" question (about 390 KB of body). */
export const INTERNAL_ACTIVE_IDS_MAX = 10_000;

/** Which of these accounts are active (an audience leaves out deactivated and unknown ones). */
export const InternalActiveIdsBody = Type.Object(
  { ids: Type.Array(Type.String({ format: 'uuid' }), { maxItems: INTERNAL_ACTIVE_IDS_MAX }) },
  { additionalProperties: false },
);
export type InternalActiveIdsBody = Static<typeof InternalActiveIdsBody>;
export const InternalActiveIdsResponse = Type.Object({ ids: Type.Array(Type.String({ format: 'uuid' })) });
export type InternalActiveIdsResponse = Static<typeof InternalActiveIdsResponse>;

export const InternalRoleParams = Type.Object({ id: Type.String({ format: 'uuid' }), role: RoleName });
export type InternalRoleParams = Static<typeof InternalRoleParams>;

/**
 * Taking back a role that a link gave (a faculty's dean or staff, a department's chair). The account's primary role
 * is an administrator's explicit grant (set at /admin/users, or the role the account was made for) and stays:
 * `removed` is false then, and when the account did not hold the role.
 */
export const InternalRemoveRoleResponse = Type.Object({ user: InternalUser, removed: Type.Boolean() });
export type InternalRemoveRoleResponse = Static<typeof InternalRemoveRoleResponse>;
