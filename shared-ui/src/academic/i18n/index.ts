// The `academic` namespace: texts of the academic pieces several areas share (allocation, load bars, the department
// form). Registered when a piece that uses them is first imported, so no page pays for them before it shows one.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const ACADEMIC_NAMESPACE = 'academic';

registerTranslations(ACADEMIC_NAMESPACE, { hy, en, ru });

export function useAcademicTranslation() {
  return useTranslation(ACADEMIC_NAMESPACE);
}

/** `t('edit')` reads `academic:actions.edit`: the buttons the academic tables and forms share. */
export function useActionsTranslation() {
  return useTranslation(ACADEMIC_NAMESPACE, { keyPrefix: 'actions' });
}
