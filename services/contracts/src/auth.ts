// Request and response schemas of the auth API (/api/auth/*, /api/me*). The schema is the validation, the
// TypeScript type and the API documentation at once.
import { Type, type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH } from './password.js';

export const EMAIL_MAX_LENGTH = 254;

export const RoleName = Type.String({ minLength: 1, description: 'A role name such as admin, lecturer, deans_office' });

/** "resource:action", e.g. "materials:manage". */
export const PermissionString = Type.String({ pattern: '^[a-z_]+:[a-z_]+$', description: 'resource:action' });

export const Permission = Type.Object({
  resource: Type.String(),
  action: Type.String(),
});
export type Permission = Static<typeof Permission>;

/** A password as typed; the password rules are checked by the handler so the answer names the rule. */
const PasswordInput = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 4 });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The signed-in person as every client sees them (SPEC §3). */
export const User = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  role: RoleName,
  firstName: Type.String(),
  lastName: Type.String(),
  /** The chosen display name, else "first last". */
  displayName: Type.String(),
  roles: Type.Array(RoleName),
  permissions: Type.Array(PermissionString),
  mustChangePassword: Type.Boolean(),
  /** Two-factor verification (TOTP) is on for this account. */
  mfaEnabled: Type.Boolean(),
  avatar: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  lastLoginAt: Nullable(Type.String({ format: 'date-time' })),
});
export type User = Static<typeof User>;

export const LoginBody = Type.Object(
  {
    /** Checked by the handler so a malformed address gets 'Please enter a valid email address'. */
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
    password: PasswordInput,
    rememberMe: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  requiresMFA: Type.Boolean(),
  /** Absent when requiresMFA: no session yet, verify-mfa completes the sign-in. */
  user: Type.Optional(User),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const RefreshResponse = Type.Object({ user: User });
export type RefreshResponse = Static<typeof RefreshResponse>;

export const ChangePasswordBody = Type.Object(
  { currentPassword: PasswordInput, newPassword: PasswordInput },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const SetupPasswordBody = Type.Object({ newPassword: PasswordInput }, { additionalProperties: false });
export type SetupPasswordBody = Static<typeof SetupPasswordBody>;

export const MustChangePasswordResponse = Type.Object({
  data: Type.Object({ mustChangePassword: Type.Boolean() }),
});
export type MustChangePasswordResponse = Static<typeof MustChangePasswordResponse>;

export const MeRolesResponse = Type.Object({ data: Type.Array(RoleName) });
export type MeRolesResponse = Static<typeof MeRolesResponse>;

export const MePermissionsResponse = Type.Object({ data: Type.Array(Permission) });
export type MePermissionsResponse = Static<typeof MePermissionsResponse>;

export const SuccessResponse = Type.Object({ success: Type.Boolean(), message: Type.Optional(Type.String()) });
export type SuccessResponse = Static<typeof SuccessResponse>;

export const InitRbacResponse = Type.Object({
  success: Type.Boolean(),
  roles: Type.Array(RoleName),
  permissions: Type.Array(PermissionString),
});
export type InitRbacResponse = Static<typeof InitRbacResponse>;

export const DemoAccount = Type.Object({
  email: Type.String(),
  role: RoleName,
  name: Type.String(),
});
export type DemoAccount = Static<typeof DemoAccount>;

/** Listed on the login page while demo mode is on; never carries passwords. */
export const DemoAccountsResponse = Type.Object({ data: Type.Array(DemoAccount) });
export type DemoAccountsResponse = Static<typeof DemoAccountsResponse>;

/** Every error answer: `error` is what a person can act on, `code` is stable for machines. */
export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  details: Type.Optional(Type.Unknown()),
  /** Seconds until another attempt is allowed (429 only). */
  retryAfter: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Stable machine codes the auth API answers with. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountDisabled: 'ACCOUNT_DISABLED',
  rateLimited: 'RATE_LIMITED',
  unauthenticated: 'UNAUTHENTICATED',
  sessionExpired: 'SESSION_EXPIRED',
  refreshReused: 'REFRESH_TOKEN_REUSED',
  currentPasswordIncorrect: 'CURRENT_PASSWORD_INCORRECT',
  weakPassword: 'WEAK_PASSWORD',
  passwordChangeNotRequired: 'PASSWORD_CHANGE_NOT_REQUIRED',
  rbacAlreadyInitialised: 'RBAC_ALREADY_INITIALISED',
  googleNotConfigured: 'GOOGLE_NOT_CONFIGURED',
  demoOff: 'DEMO_OFF',
  invalidResetToken: 'INVALID_RESET_TOKEN',
  invalidVerificationToken: 'INVALID_VERIFICATION_TOKEN',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  registrationClosed: 'REGISTRATION_CLOSED',
  cannotDeactivateSelf: 'CANNOT_DEACTIVATE_OWN_ACCOUNT',
  cannotDemoteSelf: 'CANNOT_REMOVE_OWN_ADMIN_ROLE',
  unknownRole: 'UNKNOWN_ROLE',
  adminOnly: 'ADMIN_ONLY',
} as const;
