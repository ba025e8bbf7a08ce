// The results texts join the `surveys` namespace under `results` (registerTranslations merges deeply), registered
// when a results piece is first imported.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../../i18n/i18n.js';
import { SURVEYS_NAMESPACE } from '../../i18n/index.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

registerTranslations(SURVEYS_NAMESPACE, { hy, en, ru });

/** `t('withheld')` reads `surveys:results.withheld`. */
export function useResultsTranslation() {
  return useTranslation(SURVEYS_NAMESPACE, { keyPrefix: 'results' });
}
