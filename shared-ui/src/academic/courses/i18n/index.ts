// The course catalogue's texts join the `academic` namespace under `courses` (registerTranslations merges deeply),
// registered when the course table or form is first imported.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../../i18n/i18n.js';
import { ACADEMIC_NAMESPACE } from '../../i18n/index.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

registerTranslations(ACADEMIC_NAMESPACE, { hy, en, ru });

/** `t('title')` reads `academic:courses.title`. */
export function useCoursesTranslation() {
  return useTranslation(ACADEMIC_NAMESPACE, { keyPrefix: 'courses' });
}
