// The answering texts join the `surveys` namespace under `answer` (registerTranslations merges deeply), registered
// when an answering piece is first imported.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../../i18n/i18n.js';
import { SURVEYS_NAMESPACE } from '../../i18n/index.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

registerTranslations(SURVEYS_NAMESPACE, { hy, en, ru });

/** `t('submit')` reads `surveys:answer.submit`. */
export function useAnswerTranslation() {
  return useTranslation(SURVEYS_NAMESPACE, { keyPrefix: 'answer' });
}
