// /deans-office/analytics: enrolment per program and group sizes against capacity.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { BarChartOutlined } from '@ant-design/icons';
import { CardGrid, ErrorPanel, PageHeader, errorMessage, useLocalized, BarChart } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';
import { GroupStatusTag } from '../../../lib/status-tag.js';
import { enrollmentByProgramQuery, groupSizesQuery } from '../api/analytics.js';

export default function AnalyticsScreen() {
  const { t } = useTranslation('deans-office');
  const { t: tc } = useTranslation('common');
  const localized = useLocalized();
  const scope = useFacultyScope();
  const programs = useQuery(enrollmentByProgramQuery(scope.facultyId));
  const groups = useQuery(groupSizesQuery(scope.facultyId));
  const largestGroups = [...(groups.data ?? [])].sort((a, b) => b.studentCount - a.studentCount).slice(0, 20);

  return (
    <Flex vertical gap="large">
      <PageHeader icon={<BarChartOutlined />} title={t('analytics.title')} subtitle={t('analytics.subtitle')} extra={<FacultyPicker scope={scope} />} />
      <CardGrid minColumnWidth={420}>
        <Card title={t('analytics.byProgram')}>
          {programs.isError ? (
            <ErrorPanel title={t('analytics.loadFailed')} message={errorMessage(programs.error, tc)} onRetry={() => void programs.refetch()} />
          ) : (
            <BarChart
              label={t('analytics.byProgram')}
              loading={programs.isPending}
              horizontal
              height={Math.max(240, (programs.data?.length ?? 0) * 36)}
              data={(programs.data ?? []).map((row) => ({ label: row.programCode, value: row.studentCount, secondary: row.activeCount, title: localized(row.programName) }))}
              valueLabel={t('analytics.students')}
              secondaryLabel={t('analytics.active')}
            />
          )}
        </Card>
        <Card title={t('analytics.groupSizes')}>
          {groups.isError ? (
            <ErrorPanel title={t('groups.loadFailed')} message={errorMessage(groups.error, tc)} onRetry={() => void groups.refetch()} />
          ) : (
            <BarChart
              label={t('analytics.groupSizes')}
              loading={groups.isPending}
              data={largestGroups.map((row) => ({ label: row.groupName, value: row.studentCount, secondary: row.maxCapacity }))}
              valueLabel={t('analytics.students')}
              secondaryLabel={t('analytics.capacity')}
            />
          )}
        </Card>
      </CardGrid>
      <Card title={t('analytics.programTable')}>
        <Table
          size="small"
          rowKey="programId"
          loading={programs.isPending && Boolean(scope.facultyId)}
          dataSource={programs.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'code', title: t('programs.fields.code'), render: (_, row) => <Typography.Text code>{row.programCode}</Typography.Text> },
            { key: 'name', title: t('programs.fields.name'), render: (_, row) => localized(row.programName) },
            { key: 'level', title: t('programs.fields.level'), render: (_, row) => t(`level.${row.level}`) },
            { key: 'students', title: t('analytics.students'), align: 'right', dataIndex: 'studentCount', sorter: (a, b) => a.studentCount - b.studentCount },
            { key: 'active', title: t('analytics.active'), align: 'right', dataIndex: 'activeCount' },
            { key: 'groups', title: t('programs.fields.groups'), align: 'right', dataIndex: 'groupCount' },
          ]}
        />
      </Card>
      <Card title={t('analytics.fullest')}>
        <Table
          size="small"
          rowKey="groupId"
          loading={groups.isPending && Boolean(scope.facultyId)}
          dataSource={[...(groups.data ?? [])].sort((a, b) => b.percent - a.percent).slice(0, 10)}
          pagination={false}
          columns={[
            { key: 'name', title: t('groups.fields.name'), dataIndex: 'groupName' },
            { key: 'status', title: t('groups.fields.status'), render: (_, row) => <GroupStatusTag status={row.status} /> },
            { key: 'size', title: t('groups.fields.students'), render: (_, row) => t('groups.studentsOf', { count: row.studentCount, max: row.maxCapacity }) },
            { key: 'percent', title: '%', align: 'right', render: (_, row) => `${row.percent}%` },
          ]}
        />
      </Card>
    </Flex>
  );
}
