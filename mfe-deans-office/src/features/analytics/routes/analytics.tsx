// /deans-office/analytics: enrolment per program, teaching load per lecturer and group sizes against capacity
// (the shared analytics charts, narrowed to the faculty), and the programs and fullest groups as tables.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { BarChartOutlined } from '@ant-design/icons';
import {
  CardGrid,
  EnrollmentByProgramCard,
  GroupSizesCard,
  LoadByLecturerCard,
  PageHeader,
  enrollmentByProgramQuery,
  groupSizesQuery,
  useLocalized,
  type AnalyticsScope,
} from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';
import { GroupStatusTag } from '../../../lib/status-tag.js';

export default function AnalyticsScreen() {
  const { t } = useTranslation('deans-office');
  const localized = useLocalized();
  const faculty = useFacultyScope();
  const scope: AnalyticsScope = { facultyId: faculty.facultyId };
  const ready = Boolean(faculty.facultyId);
  // The same queries as the charts: one request each, shared.
  const programs = useQuery(enrollmentByProgramQuery(scope, ready));
  const groups = useQuery(groupSizesQuery(scope, ready));

  return (
    <Flex vertical gap="large">
      <PageHeader icon={<BarChartOutlined />} title={t('analytics.title')} subtitle={t('analytics.subtitle')} extra={<FacultyPicker scope={faculty} />} />
      <CardGrid minColumnWidth={420}>
        <EnrollmentByProgramCard scope={scope} enabled={ready} />
        <LoadByLecturerCard scope={scope} enabled={ready} />
      </CardGrid>
      <GroupSizesCard scope={scope} enabled={ready} />
      <Card title={t('analytics.programTable')}>
        <Table
          size="small"
          rowKey="programId"
          loading={programs.isPending && ready}
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
          loading={groups.isPending && ready}
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
