// The 6-digit code of two-factor verification, for the sign-in step and Settings: what may be typed, and what a
// refused code means to the person. 'INVALID_MFA_CODE' is contracts' MFA_ERROR_CODES.invalidCode, written out:
// contracts/mfa.ts carries its TypeBox schemas (and TypeBox) wherever it is imported.
import type { TFunction } from 'i18next';
import { errorMessage, isApiError } from '@campus/shared-ui';
import { retryAfterOf } from './use-countdown.js';

export const MFA_CODE_LENGTH = 6;

/** Digits only, at most six: "123 456" and "123-456" as pasted from an app become "123456". */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH);
}

/** The reason a code was refused: over the limits (429), a wrong code, or what the server said. */
export function mfaCodeProblem(error: unknown, t: TFunction<'shell'>): string | undefined {
  if (!error) return undefined;
  const wait = retryAfterOf(error);
  if (wait !== undefined) return t('loginLimits.tooMany', { seconds: wait });
  if (isApiError(error) && error.code === 'INVALID_MFA_CODE') return t('mfa.errors.invalidCode');
  return errorMessage(error, t);
}
