// An attendance status as a coloured, translated tag, and the attendance service's errors in the person's language.
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import type { AttendanceStatus } from '@campus/contracts/attendance';
import { errorMessage, isApiError } from '../api/api-error.js';
import { ATTENDANCE_NAMESPACE, useAttendanceTranslation } from './i18n/index.js';

/** antd preset colours: green attended, red missed, amber late or in part, blue excused. */
export const ATTENDANCE_STATUS_COLORS: Record<AttendanceStatus, string> = {
  present: 'green',
  absent: 'red',
  late: 'orange',
  excused: 'blue',
  partial: 'gold',
  remote: 'cyan',
  unmarked: 'default',
};

export function AttendanceStatusTag({ status }: { status: AttendanceStatus }) {
  const { t } = useAttendanceTranslation();
  return <Tag color={ATTENDANCE_STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** The text of an attendance call's error: by its code (`attendance:errors.<CODE>`), the client's text otherwise. */
export function attendanceErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code && !error.messageKey) return t(`errors.${error.code}`, { ns: ATTENDANCE_NAMESPACE, defaultValue: error.message });
  return errorMessage(error, t);
}
