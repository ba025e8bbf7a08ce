// Texts of two-factor verification (the login code step and the settings card) and Google sign-in (namespace
// `shell`, merged at the top level of shell/src/i18n/en.ts). hy.ts and ru.ts beside this file have the same keys.
const en = {
  mfa: {
    step: {
      title: 'Two-factor verification',
      hint: 'Open your authenticator app and enter the 6-digit code for Campus.',
      code: 'Verification code',
      submit: 'Verify',
      back: 'Back to sign in',
    },
    errors: {
      invalidCode: 'Invalid verification code',
      expired: 'Your sign-in has expired. Please sign in again',
    },
    settings: {
      title: 'Two-factor verification',
      description: 'Ask for a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) after your password.',
      toggle: 'Two-factor verification',
      on: 'On',
      off: 'Off',
      enabledNotice: 'Your account asks for a code from your authenticator app at every sign-in.',
      scan: 'Scan this QR code with your authenticator app',
      qrAlt: 'QR code for your authenticator app',
      manual: 'Or type this key into the app:',
      copy: 'Copy the key',
      copied: 'Copied',
      enterCode: 'Enter the 6-digit code the app shows to finish',
      confirm: 'Turn on',
      cancel: 'Cancel',
      disablePrompt: 'To turn two-factor verification off, enter a current code from your authenticator app.',
      disable: 'Turn off',
      enabled: 'Two-factor verification is on',
      disabled: 'Two-factor verification is off',
      startFailed: 'Two-factor verification could not be started',
    },
  },
  /** SPEC §8: the answer to 429 on any sign-in step, with N from retryAfter. */
  loginLimits: {
    tooMany: 'Too many login attempts. Please try again in {{seconds}} seconds.',
  },
  /** Server answers of the password step, by code. */
  loginErrors: {
    invalidCredentials: 'Invalid email or password',
    accountDisabled: 'This account is disabled. Please contact your administrator.',
  },
  googleSignIn: {
    errors: {
      google_no_account: 'There is no Campus account for this Google account. Sign in with your email and password, or ask your university to add you.',
      google_domain: 'This Google account is not from a domain allowed to sign in here. Use your university account.',
      google_disabled: 'This account is disabled. Please contact your administrator.',
      google_failed: 'Signing in with Google did not complete. Please try again.',
      google_rate_limited: 'Too many login attempts. Please wait a moment and try again.',
    },
  },
};

export default en;
