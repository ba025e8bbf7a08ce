// How many absences of each status the period holds, as the same coloured tags the table shows.
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { AttendanceStatusTag } from '@campus/shared-ui';
import { ABSENCE_STATUSES, type AbsenceRecord } from '@campus/contracts/attendance';

export function AbsenceSummary({ absences }: { absences: readonly AbsenceRecord[] }) {
  const { t } = useTranslation('learning');
  const counts = ABSENCE_STATUSES.map((status) => ({ status, count: absences.filter((absence) => absence.status === status).length })).filter(({ count }) => count > 0);
  return (
    <Flex wrap gap="small" align="center" aria-label={t('absences.summary')} role="group">
      <Typography.Text type="secondary">{t('absences.summary')}:</Typography.Text>
      {counts.map(({ status, count }) => (
        <span key={status}>
          <AttendanceStatusTag status={status} /> <Typography.Text strong>{count}</Typography.Text>
        </span>
      ))}
    </Flex>
  );
}
