// /student/absences/: the student's absences of one academic period (the active one first), with a count per status.
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { AuditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, PageHeader, attendanceErrorText, useAttendanceTranslation } from '@campus/shared-ui';
import { absencesQuery, defaultPeriod, periodsQuery } from '../api/absences.js';
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
  const [chosenId, setChosenId] = useState<string>();
  const periodId = chosenId ?? (periods.data ? defaultPeriod(periods.data)?.id : undefined);

  const content = periods.isPending ? (
    <Skeleton active paragraph={{ rows: 4 }} />
  ) : periods.isError ? (
    <ErrorPanel title={t('absences.attendance_periods_load_failed')} message={attendanceErrorText(ta, periods.error)} onRetry={() => void periods.refetch()} retrying={periods.isRefetching} />
  ) : periodId ? (
    <PeriodAbsences periodId={periodId} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('absences.noPeriods')} />
  );

  return (
    <Flex vertical gap="large">
      <PageHeader
        icon={<AuditOutlined />}
        title={t('absences.title')}
        subtitle={t('absences.subtitle')}
        extra={
          periods.data && periods.data.length > 0 ? (
            <Select
              aria-label={t('absences.period')}
              value={periodId}
              onChange={setChosenId}
              style={{ minWidth: 220 }}
              options={periods.data.map((period) => ({ value: period.id, label: period.isActive ? t('absences.activePeriod', { name: period.name }) : period.name }))}
            />
          ) : undefined
        }
      />
      {content}
    </Flex>
  );
}
