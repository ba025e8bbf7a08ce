// Two-factor verification (TOTP, RFC 6238) and Google sign-in (OpenID Connect): request and response shapes of
// /api/auth/enable-mfa, verify-mfa, disable-mfa and /api/auth/google/*, and the codes the browser reacts to.
import { Type, type Static } from 'typebox';
import { User } from './auth.js';

/** The authenticator app's parameters (RFC 6238 defaults every app understands). */
export const MFA_CODE_DIGITS = 6;
export const MFA_PERIOD_SECONDS = 30;
/** How long a person has, after a correct password, to type the code. */
export const MFA_PENDING_SECONDS = 5 * 60;

/** Six digits, as the authenticator app shows them (the client strips spaces before sending). */
export const MfaCode = Type.String({ pattern: `^[0-9]{${MFA_CODE_DIGITS}}$`, description: 'The 6-digit code from the authenticator app' });

export const MfaCodeBody = Type.Object({ token: MfaCode }, { additionalProperties: false });
export type MfaCodeBody = Static<typeof MfaCodeBody>;

export const EnableMfaResponse = Type.Object({
  /** Base32, for typing into an app that cannot scan; shown once, never returned again after confirming. */
  secret: Type.String(),
  /** A PNG data URL of the otpauth:// URI. */
  qrCode: Type.String({ description: 'data:image/png;base64,...' }),
});
export type EnableMfaResponse = Static<typeof EnableMfaResponse>;

/** verify-mfa: after a login that answered requiresMFA it signs in; when signed in it confirms enabling. */
export const VerifyMfaResponse = Type.Object({ success: Type.Boolean(), user: User });
export type VerifyMfaResponse = Static<typeof VerifyMfaResponse>;

export const GoogleCheckResponse = Type.Object({
  /** Where the browser goes to start signing in with Google (a same-origin address that redirects on). */
  url: Type.String(),
});
export type GoogleCheckResponse = Static<typeof GoogleCheckResponse>;

export const MFA_ERROR_CODES = {
  invalidCode: 'INVALID_MFA_CODE',
  /** The 5 minutes after the password passed, or the browser lost the pending cookie: sign in again. */
  pendingExpired: 'MFA_SIGN_IN_EXPIRED',
  alreadyEnabled: 'MFA_ALREADY_ENABLED',
  notEnabled: 'MFA_NOT_ENABLED',
  notStarted: 'MFA_NOT_STARTED',
} as const;

/** Values of `error` in /login?error=… after a Google sign-in that did not end in a session. */
export const GOOGLE_SIGN_IN_ERRORS = ['google_no_account', 'google_domain', 'google_disabled', 'google_failed', 'google_rate_limited'] as const;
export type GoogleSignInError = (typeof GOOGLE_SIGN_IN_ERRORS)[number];
