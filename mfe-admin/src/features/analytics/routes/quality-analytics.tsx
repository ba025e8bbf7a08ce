// /admin/analytics (admin, quality assurance): enrolment per program, teaching load per lecturer and group
// sizes as charts, with the key figures above them; narrowed to one faculty on request.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import theme from 'antd/es/theme';
import { ApartmentOutlined, BarChartOutlined, DashboardOutlined, TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { CardGrid, ErrorPanel, PageHeader, errorMessage, useLocalized, StatCard, BarChart, DonutChart } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFacultyOptions } from '../../../lib/org-api.js';
import { countByBand, enrollmentByProgramQuery, groupSizesQuery, loadByLecturerQuery } from '../api/analytics.js';
import { PermissionsCard } from '../components/permissions-card.js';

const MAX_BARS = 15;

function ChartCard({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }} styles={{ body: { paddingTop: 12 } }}>
      {children}
    </Card>
  );
}

export default function QualityAnalytics() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { token } = theme.useToken();
  const localized = useLocalized();
  const faculties = useFacultyOptions();
  const [facultyId, setFacultyId] = useState<string | undefined>();
  const programs = useQuery(enrollmentByProgramQuery(facultyId));
  const loads = useQuery(loadByLecturerQuery(facultyId));
  const groups = useQuery(groupSizesQuery(facultyId));

  const programRows = [...(programs.data ?? [])].sort((a, b) => b.studentCount - a.studentCount);
  const loadRows = [...(loads.data ?? [])].sort((a, b) => b.percent - a.percent);
  const groupRows = [...(groups.data ?? [])].sort((a, b) => b.studentCount - a.studentCount);
  const totalStudents = programRows.reduce((sum, row) => sum + row.studentCount, 0);
  const averageLoad = loadRows.length ? Math.round(loadRows.reduce((sum, row) => sum + row.percent, 0) / loadRows.length) : 0;
  const overloaded = loadRows.filter((row) => row.percent > 100).length;
  const bands = countByBand(groupRows);

  const failure = (query: { isError: boolean; error: unknown; refetch: () => unknown; isFetching: boolean }, title: string) =>
    query.isError ? <ErrorPanel title={title} message={errorMessage(query.error, tc)} onRetry={() => void query.refetch()} retrying={query.isFetching} /> : null;

  return (
    <Flex vertical gap="large">
      <PageHeader
        icon={<BarChartOutlined />}
        title={t('analytics.title')}
        subtitle={t('analytics.subtitle')}
        extra={
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('fields.faculty')}
            placeholder={t('analytics.allFaculties')}
            value={facultyId}
            onChange={setFacultyId}
            loading={faculties.isPending}
            options={(faculties.data ?? []).map((faculty) => ({ value: faculty.id, label: localized(faculty.name) }))}
            style={{ width: 260 }}
          />
        }
      />
      <CardGrid minColumnWidth={200} gap={16}>
        <StatCard title={t('analytics.figures.students')} value={totalStudents} icon={<TeamOutlined />} loading={programs.isPending} failed={programs.isError ? t('overview.unavailable') : undefined} />
        <StatCard title={t('analytics.figures.programs')} value={programRows.length} icon={<ApartmentOutlined />} loading={programs.isPending} failed={programs.isError ? t('overview.unavailable') : undefined} />
        <StatCard
          title={t('analytics.figures.averageLoad')}
          value={averageLoad}
          icon={<DashboardOutlined />}
          suffix="%"
          loading={loads.isPending}
          failed={loads.isError ? t('overview.unavailable') : undefined}
        />
        <StatCard title={t('analytics.figures.groups')} value={groupRows.length} icon={<UsergroupAddOutlined />} loading={groups.isPending} failed={groups.isError ? t('overview.unavailable') : undefined} />
      </CardGrid>
      <CardGrid minColumnWidth={440}>
        <ChartCard title={t('analytics.byProgram')}>
          {failure(programs, t('analytics.loadFailed')) ?? (
            <BarChart
              label={t('analytics.byProgram')}
              loading={programs.isPending}
              horizontal
              height={Math.max(240, Math.min(programRows.length, MAX_BARS) * 34 + 60)}
              data={programRows.slice(0, MAX_BARS).map((row) => ({ label: row.programCode, value: row.studentCount, secondary: row.activeCount, title: localized(row.programName) }))}
              valueLabel={t('analytics.students')}
              secondaryLabel={t('analytics.activeStudents')}
              emptyText={t('analytics.noPrograms')}
            />
          )}
        </ChartCard>
        <ChartCard title={t('analytics.loadByLecturer')} extra={overloaded ? t('analytics.overloaded', { count: overloaded }) : undefined}>
          {failure(loads, t('analytics.loadFailed')) ?? (
            <BarChart
              label={t('analytics.loadByLecturer')}
              loading={loads.isPending}
              horizontal
              height={Math.max(240, Math.min(loadRows.length, MAX_BARS) * 30 + 60)}
              data={loadRows.slice(0, MAX_BARS).map((row) => ({
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
          )}
        </ChartCard>
      </CardGrid>
      <CardGrid minColumnWidth={440} weights={[2, 3]}>
        <ChartCard title={t('analytics.groupFill')}>
          {failure(groups, t('analytics.loadFailed')) ?? (
            <DonutChart
              label={t('analytics.groupFill')}
              loading={groups.isPending}
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
          )}
        </ChartCard>
        <ChartCard title={t('analytics.groupSizes')}>
          {failure(groups, t('analytics.loadFailed')) ?? (
            <BarChart
              label={t('analytics.groupSizes')}
              loading={groups.isPending}
              data={groupRows.slice(0, MAX_BARS).map((row) => ({ label: row.groupName, value: row.studentCount, secondary: row.maxCapacity }))}
              valueLabel={t('analytics.students')}
              secondaryLabel={t('analytics.capacity')}
              emptyText={t('analytics.noGroups')}
            />
          )}
        </ChartCard>
      </CardGrid>
      <PermissionsCard />
    </Flex>
  );
}
