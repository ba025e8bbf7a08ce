// The `materials` namespace: the materials vocabularies and the materials service's errors by code, shared by the
// teaching and learning areas. Registered when a materials piece is first imported.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const MATERIALS_NAMESPACE = 'materials';

registerTranslations(MATERIALS_NAMESPACE, { hy, en, ru });

/** `t('type.pdf')` reads `materials:type.pdf`. */
export function useMaterialsTranslation() {
  return useTranslation(MATERIALS_NAMESPACE);
}
