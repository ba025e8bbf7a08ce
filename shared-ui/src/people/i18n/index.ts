// The `people` namespace: the students and lecturers directory. Registered when a people table is first imported,
// so no page pays for these texts before it shows one.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const PEOPLE_NAMESPACE = 'people';

registerTranslations(PEOPLE_NAMESPACE, { hy, en, ru });

/** `t('students.title')` reads `people:students.title`. */
export function usePeopleTranslation() {
  return useTranslation(PEOPLE_NAMESPACE);
}
