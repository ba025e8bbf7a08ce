// /student/absences/: the student's absences of one academic period (the active one first), with a count per status.
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { AuditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, PeriodScreen, attendanceErrorText, useAttendanceTranslation } from '@campus/shared-ui';
import { absencesQuery, periodsQuery } from '../api/absences.js';
import { AbsencesTable } from '../components/absences-table.js';
import { AbsenceSummary } from '../components/absence-summary.js';

function PeriodAbsences({ periodId }: { periodId: string }) {
  const { t } = useTranslation('learning');
  const { t: ta } = useAttendanceTranslation();
  const absences = useQuery(absencesQuery(periodId));
  const phone = Grid.useBreakpoint().sm === false;
  if (absences.isPending)
    return (
      <Flex vertical role="status" aria-busy>
        <Typography.Text type="secondary">{t('absences.loading_absences')}</Typography.Text>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </Flex>
    );
  if (absences.isError)
    return <ErrorPanel title={t('absences.loadFailed')} message={attendanceErrorText(ta, absences.error)} onRetry={() => void absences.refetch()} retrying={absences.isRefetching} />;
  if (absences.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('absences.empty')} />;
  return (
    <Flex vertical gap="middle">
      <AbsenceSummary absences={absences.data} />
      <AbsencesTable absences={absences.data} phone={phone} />
    </Flex>
  );
}

export default function StudentAbsences() {
  const { t } = useTranslation('learning');
  const { t: ta } = useAttendanceTranslation();
  const periods = useQuery(periodsQuery);
  return (
    <PeriodScreen
      icon={<AuditOutlined />}
      title={t('absences.title')}
      subtitle={t('absences.subtitle')}
      periods={periods}
      texts={{
        period: t('absences.period'),
        activePeriod: (name) => t('absences.activePeriod', { name }),
        periodsLoadFailed: t('absences.attendance_periods_load_failed'),
        noPeriods: t('absences.noPeriods'),
      }}
      errorText={(error) => attendanceErrorText(ta, error)}
    >
      {(periodId) => <PeriodAbsences periodId={periodId} />}
    </PeriodScreen>
  );
}
