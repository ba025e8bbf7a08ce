// The text of an account API failure in the interface language: the auth service answers in English with a
// stable `code` (and, for a weak password, the rule in `details.rule`), so known codes are translated here.
import type { TFunction } from 'i18next';
import { AUTH_ERROR_CODES } from '@campus/contracts/auth';
import { errorMessage, isApiError } from '@campus/shared-ui';

const CODE_KEYS: Record<string, string> = {
  [AUTH_ERROR_CODES.registrationClosed]: 'accountErrors.registrationClosed',
  [AUTH_ERROR_CODES.emailNotVerified]: 'accountErrors.emailNotVerified',
  [AUTH_ERROR_CODES.currentPasswordIncorrect]: 'accountSettings.currentIncorrect',
  [AUTH_ERROR_CODES.passwordChangeNotRequired]: 'passwordSetup.notRequired',
  [AUTH_ERROR_CODES.sessionExpired]: 'passwordSetup.sessionExpired',
};

/** `t` of the `shell` namespace. */
export function accountErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.code) {
    const rule = (error.details as { rule?: unknown } | undefined)?.rule;
    if (error.code === AUTH_ERROR_CODES.weakPassword && typeof rule === 'string' && rule.startsWith('password.')) return t(rule);
    const key = CODE_KEYS[error.code];
    if (key) return t(key);
  }
  return errorMessage(error, t);
}
