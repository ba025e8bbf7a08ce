// The `charts` namespace: texts of the shared analytics charts (enrolment, load, group sizes). Registered when
// the charts are first imported, like the `academic` namespace.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const CHARTS_NAMESPACE = 'charts';

registerTranslations(CHARTS_NAMESPACE, { hy, en, ru });

export function useChartsTranslation() {
  return useTranslation(CHARTS_NAMESPACE);
}
