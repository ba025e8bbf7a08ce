// The `upcoming` namespace: the upcoming classes and dashboard figures. Registered when the card is first imported, so no
// page pays for these texts before it shows one.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const UPCOMING_NAMESPACE = 'upcoming';

registerTranslations(UPCOMING_NAMESPACE, { hy, en, ru });

/** `t('badge.today')` reads `upcoming:badge.today`. */
export function useUpcomingTranslation() {
  return useTranslation(UPCOMING_NAMESPACE);
}
