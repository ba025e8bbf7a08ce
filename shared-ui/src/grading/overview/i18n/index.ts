// The overview's texts join the `grading` namespace under `overview` (registerTranslations merges deeply),
// registered when the overview is first imported.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../../i18n/i18n.js';
import { GRADING_NAMESPACE } from '../../i18n/index.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

registerTranslations(GRADING_NAMESPACE, { hy, en, ru });

/** `t('title')` reads `grading:overview.title`. */
export function useOverviewTranslation() {
  return useTranslation(GRADING_NAMESPACE, { keyPrefix: 'overview' });
}
