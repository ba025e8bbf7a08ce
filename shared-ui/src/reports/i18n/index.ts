// The `reports` namespace: the dean's office's and the department's reports. Registered when the reports screen
// is first loaded, so no other page pays for these texts.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const REPORTS_NAMESPACE = 'reports';

registerTranslations(REPORTS_NAMESPACE, { hy, en, ru });

export function useReportsTranslation() {
  return useTranslation(REPORTS_NAMESPACE);
}
