// /midterms: a student's published grades of one academic period (the active one first), or, for the staff who
// oversee midterms (an administrator, quality assurance, a dean's office, a chair), shared-ui's overview of every
// midterm in their scope.
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { FileDoneOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorPanel,
  MidtermsOverviewPage,
  PageHeader,
  academicPeriodsQuery,
  defaultPeriod,
  gradingErrorText,
  hasRole,
  useCurrentUser,
  useGradingTranslation,
} from '@campus/shared-ui';
import { outcomeOf, studentMidtermsQuery } from '../../../lib/midterms-api.js';
import { MidtermsTable } from '../components/midterms-table.js';

/** The roles that oversee midterms (the server keeps each to its scope). */
export const MIDTERM_STAFF = ['admin', 'quality_assurance', 'deans_office', 'chair'];

function PeriodGrades({ periodId }: { periodId: string }) {
  const { t } = useTranslation('learning');
  const { t: tg } = useGradingTranslation();
  const grades = useQuery(studentMidtermsQuery(periodId));
  const phone = Grid.useBreakpoint().sm === false;
  if (grades.isPending)
    return (
      <Flex vertical role="status" aria-busy>
        <Typography.Text type="secondary">{t('midterms.loading')}</Typography.Text>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </Flex>
    );
  if (grades.isError)
    return <ErrorPanel title={t('midterms.loadFailed')} message={gradingErrorText(tg, grades.error)} onRetry={() => void grades.refetch()} retrying={grades.isRefetching} />;
  if (grades.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('midterms.empty')} />;
  const outcomes = grades.data.map(outcomeOf);
  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary" role="status">
        {t('midterms.summary', { passed: outcomes.filter((o) => o === 'pass').length, failed: outcomes.filter((o) => o === 'fail').length })}
      </Typography.Text>
      <MidtermsTable grades={grades.data} phone={phone} />
    </Flex>
  );
}

function StudentMidterms() {
  const { t } = useTranslation('learning');
  const { t: tg } = useGradingTranslation();
  const periods = useQuery(academicPeriodsQuery);
  const [chosenId, setChosenId] = useState<string>();
  const periodId = chosenId ?? (periods.data ? defaultPeriod(periods.data)?.id : undefined);

  const content = periods.isPending ? (
    <Skeleton active paragraph={{ rows: 4 }} />
  ) : periods.isError ? (
    <ErrorPanel title={t('midterms.periodsLoadFailed')} message={gradingErrorText(tg, periods.error)} onRetry={() => void periods.refetch()} retrying={periods.isRefetching} />
  ) : periodId ? (
    <PeriodGrades periodId={periodId} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('midterms.noPeriods')} />
  );

  return (
    <Flex vertical gap="large">
      <PageHeader
        icon={<FileDoneOutlined />}
        title={t('midterms.title')}
        subtitle={t('midterms.subtitle')}
        extra={
          periods.data && periods.data.length > 0 ? (
            <Select
              aria-label={t('midterms.period')}
              value={periodId}
              onChange={setChosenId}
              style={{ minWidth: 220 }}
              options={periods.data.map((period) => ({ value: period.id, label: period.isActive ? t('midterms.activePeriod', { name: period.name }) : period.name }))}
            />
          ) : undefined
        }
      />
      {content}
    </Flex>
  );
}

export default function Midterms() {
  const { data: user } = useCurrentUser();
  return hasRole(user, ...MIDTERM_STAFF) ? <MidtermsOverviewPage settingsKey="midterms-overview" /> : <StudentMidterms />;
}
