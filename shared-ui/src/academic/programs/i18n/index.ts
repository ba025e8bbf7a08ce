// The study programs' texts join the `academic` namespace under `programs`, registered when the programs table or
// form is first imported.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../../i18n/i18n.js';
import { ACADEMIC_NAMESPACE } from '../../i18n/index.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

registerTranslations(ACADEMIC_NAMESPACE, { hy, en, ru });

/** `t('title')` reads `academic:programs.title`. */
export function useProgramsTranslation() {
  return useTranslation(ACADEMIC_NAMESPACE, { keyPrefix: 'programs' });
}
