// The `timetable` namespace: texts of the shared timetable (the department's week, /schedule). Registered when
// the timetable is first imported, like the `charts` namespace.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const TIMETABLE_NAMESPACE = 'timetable';

registerTranslations(TIMETABLE_NAMESPACE, { hy, en, ru });

export function useTimetableTranslation() {
  return useTranslation(TIMETABLE_NAMESPACE);
}
