// The `grading` namespace: midterm statuses, the spec's messages and the grading service's errors. Registered when a
// grading piece is first imported, so no other page pays for these texts.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const GRADING_NAMESPACE = 'grading';

registerTranslations(GRADING_NAMESPACE, { hy, en, ru });

/** `t('status.published')` reads `grading:status.published`. */
export function useGradingTranslation() {
  return useTranslation(GRADING_NAMESPACE);
}
