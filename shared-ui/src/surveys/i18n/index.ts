// The `surveys` namespace: the texts every surveys part shares, registered when a surveys piece is first imported
// (no other page pays for them). Each part registers its own texts into the same namespace under its key.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../api/api-error.js';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const SURVEYS_NAMESPACE = 'surveys';

registerTranslations(SURVEYS_NAMESPACE, { hy, en, ru });

/** `t('status.open')` reads `surveys:status.open`. */
export function useSurveysTranslation() {
  return useTranslation(SURVEYS_NAMESPACE);
}

/** The text of a surveys call's error: by its code (`surveys:errors.<CODE>`), the client's text otherwise. */
export function surveysErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code && !error.messageKey) return t(`errors.${error.code}`, { ns: SURVEYS_NAMESPACE, defaultValue: error.message });
  return errorMessage(error, t);
}
