// The `attendance` namespace: statuses and the attendance service's errors. Registered when an attendance piece is
// first imported, so no other page pays for these texts.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n/i18n.js';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const ATTENDANCE_NAMESPACE = 'attendance';

registerTranslations(ATTENDANCE_NAMESPACE, { hy, en, ru });

/** `t('status.absent')` reads `attendance:status.absent`. */
export function useAttendanceTranslation() {
  return useTranslation(ATTENDANCE_NAMESPACE);
}
