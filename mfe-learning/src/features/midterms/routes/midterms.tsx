// /midterms: a student's published grades of one academic period (the active one first), or, for the staff who
// oversee midterms (an administrator, quality assurance, a dean's office, a chair), shared-ui's overview of every
// midterm in their scope. A lecturer is sent to their own workspace, /lecturer/midterms/.
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Typography from 'antd/es/typography';
import { FileDoneOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { MidtermsOverviewPage, PeriodScreen, academicPeriodsQuery, gradingErrorText, hasRole, useCurrentUser, useGradingTranslation } from '@campus/shared-ui';
import { QueryState } from '../../../components/query-state.js';
import { outcomeOf, studentMidtermsQuery } from '../../../lib/midterms-api.js';
import { MidtermsTable } from '../components/midterms-table.js';

/** The roles that oversee midterms (the server keeps each to its scope). */
const MIDTERM_STAFF = ['admin', 'quality_assurance', 'deans_office', 'chair'];

function PeriodGrades({ periodId }: { periodId: string }) {
  const { t } = useTranslation('learning');
  const { t: tg } = useGradingTranslation();
  const grades = useQuery(studentMidtermsQuery(periodId));
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <QueryState query={grades} errorTitle={t('midterms.loadFailed')} errorText={(error) => gradingErrorText(tg, error)} emptyText={t('midterms.empty')} isEmpty={(list) => list.length === 0}>
      {(list) => {
        const outcomes = list.map(outcomeOf);
        return (
          <Flex vertical gap="middle">
            <Typography.Text type="secondary">
              {t('midterms.summary', { passed: outcomes.filter((o) => o === 'pass').length, failed: outcomes.filter((o) => o === 'fail').length })}
            </Typography.Text>
            <MidtermsTable grades={list} phone={phone} />
          </Flex>
        );
      }}
    </QueryState>
  );
}

export function StudentMidterms() {
  const { t } = useTranslation('learning');
  const { t: tg } = useGradingTranslation();
  const periods = useQuery(academicPeriodsQuery);
  return (
    <PeriodScreen
      icon={<FileDoneOutlined />}
      title={t('midterms.title')}
      subtitle={t('midterms.subtitle')}
      periods={periods}
      texts={{
        period: t('midterms.period'),
        activePeriod: (name) => t('midterms.activePeriod', { name }),
        periodsLoadFailed: t('midterms.periodsLoadFailed'),
        noPeriods: t('midterms.noPeriods'),
      }}
      errorText={(error) => gradingErrorText(tg, error)}
    >
      {(periodId) => <PeriodGrades periodId={periodId} />}
    </PeriodScreen>
  );
}

export default function Midterms() {
  const { data: user } = useCurrentUser();
  if (hasRole(user, ...MIDTERM_STAFF)) return <MidtermsOverviewPage settingsKey="midterms-overview" />;
  if (hasRole(user, 'lecturer') && !hasRole(user, 'student')) return <Navigate to="/lecturer/midterms/" replace />;
  return <StudentMidterms />;
}
