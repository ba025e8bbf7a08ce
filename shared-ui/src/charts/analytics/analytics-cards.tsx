// The analytics charts every analytics screen shows (admin, dean's office, department): each a card that
// loads its own list for the given scope, with a skeleton while loading, an empty text and an error panel with
// retry. Two cards of one list share one request (same query key).
import Card from 'antd/es/card';
import theme from 'antd/es/theme';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.js';
import { ErrorPanel } from '../../components/error-panel.js';
import { useLocalized } from '../../i18n/localized.js';
import { BarChart, DonutChart } from '../charts.js';
import { useChartsTranslation } from '../i18n/index.js';
import { countByBand, enrollmentByProgramQuery, groupSizesQuery, loadByLecturerQuery, type AnalyticsScope } from './analytics-api.js';

/** More bars than this stop being readable; the lists are sorted so the ones that matter come first. */
const MAX_BARS = 15;

export interface AnalyticsCardProps {
  scope: AnalyticsScope;
  /** False while the scope is not known yet: the card shows its skeleton. Default true. */
  enabled?: boolean;
}

/** Pixels for a horizontal bar chart of `rows` bars. */
const barsHeight = (rows: number, perBar: number) => Math.max(240, Math.min(rows, MAX_BARS) * perBar + 60);

function ChartCard<T>({ title, extra, query, children }: { title: string; extra?: ReactNode; query: UseQueryResult<T>; children: ReactNode }) {
  const { t } = useChartsTranslation();
  const { t: tc } = useTranslation('common');
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }} styles={{ body: { paddingTop: 12 } }}>
      {query.isError ? (
        <ErrorPanel title={t('analytics.loadFailed')} message={errorMessage(query.error, tc)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        children
      )}
    </Card>
  );
}

export function EnrollmentByProgramCard({ scope, enabled = true }: AnalyticsCardProps) {
  const { t } = useChartsTranslation();
  const localized = useLocalized();
  const query = useQuery(enrollmentByProgramQuery(scope, enabled));
  const rows = [...(query.data ?? [])].sort((a, b) => b.studentCount - a.studentCount).slice(0, MAX_BARS);
  return (
    <ChartCard title={t('analytics.byProgram')} query={query}>
      <BarChart
        label={t('analytics.byProgram')}
        loading={query.isPending}
        horizontal
        height={barsHeight(rows.length, 34)}
        data={rows.map((row) => ({ label: row.programCode, value: row.studentCount, secondary: row.activeCount, title: localized(row.programName) }))}
        valueLabel={t('analytics.students')}
        secondaryLabel={t('analytics.activeStudents')}
        emptyText={t('analytics.noPrograms')}
      />
    </ChartCard>
  );
}

export function LoadByLecturerCard({ scope, enabled = true }: AnalyticsCardProps) {
  const { t } = useChartsTranslation();
  const { token } = theme.useToken();
  const query = useQuery(loadByLecturerQuery(scope, enabled));
  const all = [...(query.data ?? [])].sort((a, b) => b.percent - a.percent);
  const overloaded = all.filter((row) => row.percent > 100).length;
  const rows = all.slice(0, MAX_BARS);
  return (
    <ChartCard title={t('analytics.loadByLecturer')} extra={overloaded ? t('analytics.overloaded', { count: overloaded }) : undefined} query={query}>
      <BarChart
        label={t('analytics.loadByLecturer')}
        loading={query.isPending}
        horizontal
        height={barsHeight(rows.length, 30)}
        data={rows.map((row) => ({
          label: row.lecturerName,
          value: row.percent,
          title: t('analytics.loadTooltip', { name: row.lecturerName, current: row.currentLoad, max: row.maxLoad }),
        }))}
        valueLabel={t('analytics.loadPercent')}
        unit="%"
        reference={{ value: 100, label: '100%' }}
        colorOf={(datum) => (datum.value > 100 ? token.colorError : datum.value >= 90 ? token.colorWarning : undefined)}
        emptyText={t('analytics.noLecturers')}
      />
    </ChartCard>
  );
}

export function GroupFillCard({ scope, enabled = true }: AnalyticsCardProps) {
  const { t } = useChartsTranslation();
  const { token } = theme.useToken();
  const query = useQuery(groupSizesQuery(scope, enabled));
  const bands = countByBand(query.data ?? []);
  return (
    <ChartCard title={t('analytics.groupFill')} query={query}>
      <DonutChart
        label={t('analytics.groupFill')}
        loading={query.isPending}
        valueLabel={t('analytics.groups')}
        totalLabel={t('analytics.groups')}
        emptyText={t('analytics.noGroups')}
        data={[
          { label: t('analytics.bands.low'), value: bands.low, color: token.colorInfo },
          { label: t('analytics.bands.medium'), value: bands.medium, color: token.colorSuccess },
          { label: t('analytics.bands.high'), value: bands.high, color: token.colorWarning },
          { label: t('analytics.bands.full'), value: bands.full, color: token.colorError },
        ]}
      />
    </ChartCard>
  );
}

export function GroupSizesCard({ scope, enabled = true }: AnalyticsCardProps) {
  const { t } = useChartsTranslation();
  const query = useQuery(groupSizesQuery(scope, enabled));
  const rows = [...(query.data ?? [])].sort((a, b) => b.studentCount - a.studentCount).slice(0, MAX_BARS);
  return (
    <ChartCard title={t('analytics.groupSizes')} query={query}>
      <BarChart
        label={t('analytics.groupSizes')}
        loading={query.isPending}
        data={rows.map((row) => ({ label: row.groupName, value: row.studentCount, secondary: row.maxCapacity }))}
        valueLabel={t('analytics.students')}
        secondaryLabel={t('analytics.capacity')}
        emptyText={t('analytics.noGroups')}
      />
    </ChartCard>
  );
}
