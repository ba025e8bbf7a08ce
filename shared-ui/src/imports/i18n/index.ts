// The `imports` namespace: CSV import and export. Registered when an import or export screen is first imported, so no
// page pays for these texts before it shows one.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const IMPORTS_NAMESPACE = 'imports';

registerTranslations(IMPORTS_NAMESPACE, { hy, en, ru });

/** `t('source.parse')` reads `imports:source.parse`. */
export function useImportsTranslation() {
  return useTranslation(IMPORTS_NAMESPACE);
}
