// /department/: the department at a glance — figures, lecturer load, and the tools.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import {
  ApartmentOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  ClusterOutlined,
  NodeIndexOutlined,
  ScheduleOutlined,
  TeamOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { api, CardGrid, LoadByLecturerCard, ORG_ROOT, ScopeDashboard, useLocalized } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type DepartmentDashboard } from '@campus/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker, useDepartmentScope } from '../../../lib/scope.js';

const dashboardQuery = (departmentId: string | undefined) =>
  queryOptions({
    queryKey: [...ORG_ROOT, 'dashboard', 'department', departmentId],
    queryFn: async () => (await api.get<{ data: DepartmentDashboard }>(`${ORGANIZATIONAL_PATHS.dashboards}/department/${departmentId}`)).data,
    enabled: Boolean(departmentId),
    staleTime: 3 * 60_000,
  });

const LINKS = [
  { key: 'weeklyClasses', path: '/department/weekly-classes', icon: <CalendarOutlined /> },
  { key: 'scheduling', path: '/department/scheduling', icon: <ScheduleOutlined /> },
  { key: 'lecturers', path: '/department/lecturers', icon: <TeamOutlined /> },
  { key: 'courses', path: '/department/courses', icon: <BookOutlined /> },
  { key: 'courseLecturers', path: '/department/course-lecturers', icon: <ClusterOutlined /> },
  { key: 'allocation', path: '/department/allocation', icon: <NodeIndexOutlined /> },
  { key: 'analytics', path: '/department/analytics', icon: <BarChartOutlined /> },
];

export default function DepartmentDashboardScreen() {
  const { t } = useTranslation('department');
  const localized = useLocalized();
  const scope = useDepartmentScope();
  const dashboard = useQuery(dashboardQuery(scope.departmentId));
  const data = dashboard.data;
  const loading = scope.isLoading || dashboard.isPending;
  const stats = [
    { key: 'lecturers', value: data?.lecturerCount, icon: <TeamOutlined />, suffix: data ? `/ ${data.activeLecturerCount} ${t('dashboard.active')}` : undefined },
    { key: 'courses', value: data?.courseCount, icon: <BookOutlined /> },
    { key: 'sections', value: data?.sectionCount, icon: <ClusterOutlined /> },
    { key: 'groups', value: data?.groupCount, icon: <ApartmentOutlined /> },
    { key: 'students', value: data?.studentCount, icon: <UserOutlined /> },
    { key: 'weeklyClasses', value: data?.weeklyClassCount, icon: <CalendarOutlined /> },
    { key: 'unallocated', value: data?.unallocatedSectionCount, icon: <WarningOutlined /> },
  ];

  return (
    <ScopeDashboard
      ns="department"
      icon={<ApartmentOutlined />}
      title={scope.department ? localized(scope.department.name) : undefined}
      picker={<DepartmentPicker scope={scope} />}
      query={dashboard}
      loading={loading}
      stats={stats}
      charts={
        <CardGrid minColumnWidth={320} weights={[1, 2]}>
          <Card title={t('dashboard.loadTitle')}>
            <Flex vertical align="center" gap="small">
              <Progress type="dashboard" aria-label={t('dashboard.loadTitle')} percent={data?.loadPercent ?? 0} status={(data?.loadPercent ?? 0) > 100 ? 'exception' : 'normal'} />
              <Typography.Text type="secondary">{t('dashboard.loadHint')}</Typography.Text>
            </Flex>
          </Card>
          <LoadByLecturerCard scope={{ departmentId: scope.departmentId }} enabled={Boolean(scope.departmentId)} />
        </CardGrid>
      }
      links={LINKS}
    />
  );
}
