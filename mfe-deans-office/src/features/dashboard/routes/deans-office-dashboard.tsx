// /deans-office/: the faculty at a glance — figures, students by year and status, and the tools.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import {
  ApartmentOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  IdcardOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { AccountSummary, CardGrid, ErrorPanel, PageHeader, errorMessage, useCurrentUser, useLocalized, StatCard, BarChart } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';
import { facultyDashboardQuery } from '../api/dashboard.js';

const LINKS = [
  { key: 'programs', path: '/deans-office/programs', icon: <SolutionOutlined /> },
  { key: 'groups', path: '/deans-office/groups', icon: <TeamOutlined /> },
  { key: 'faculty', path: '/deans-office/faculty', icon: <BankOutlined /> },
  { key: 'departments', path: '/deans-office/departments', icon: <ApartmentOutlined /> },
  { key: 'enrollment', path: '/deans-office/enrollment', icon: <UsergroupAddOutlined /> },
  { key: 'analytics', path: '/deans-office/analytics', icon: <BarChartOutlined /> },
];

export default function DeansOfficeDashboard() {
  const { t } = useTranslation('deans-office');
  const { t: tc } = useTranslation('common');
  const localized = useLocalized();
  const { data: user } = useCurrentUser();
  const scope = useFacultyScope();
  const dashboard = useQuery(facultyDashboardQuery(scope.facultyId));
  const data = dashboard.data;
  const loading = scope.isLoading || dashboard.isPending;

  const stats = [
    { key: 'students', value: data?.studentCount, icon: <UserOutlined /> },
    { key: 'activeStudents', value: data?.activeStudentCount, icon: <IdcardOutlined /> },
    { key: 'groups', value: data?.groupCount, icon: <TeamOutlined /> },
    { key: 'programs', value: data?.programCount, icon: <SolutionOutlined /> },
    { key: 'departments', value: data?.departmentCount, icon: <ApartmentOutlined /> },
    { key: 'lecturers', value: data?.lecturerCount, icon: <UserOutlined /> },
    { key: 'courses', value: data?.courseCount, icon: <BookOutlined /> },
  ];

  return (
    <Flex vertical gap="large">
      <PageHeader
        icon={<BankOutlined />}
        title={scope.faculty ? localized(scope.faculty.name) : t('dashboard.title')}
        subtitle={user ? t('dashboard.greeting', { name: user.firstName || user.displayName }) : undefined}
        extra={<FacultyPicker scope={scope} />}
      />
      {dashboard.isError ? (
        <ErrorPanel title={t('dashboard.loadFailed')} message={errorMessage(dashboard.error, tc)} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : (
        <>
          <CardGrid minColumnWidth={128} gap={16}>
            {stats.map((stat) => (
              <StatCard key={stat.key} title={t(`dashboard.stats.${stat.key}`)} value={stat.value} icon={stat.icon} loading={loading} />
            ))}
          </CardGrid>
          <CardGrid minColumnWidth={340}>
            <Card title={t('dashboard.byYear')}>
              <BarChart
                loading={loading}
                label={t('dashboard.byYear')}
                data={(data?.studentsByYear ?? []).map((row) => ({ label: t('dashboard.yearN', { year: row.yearOfStudy }), value: row.count }))}
                valueLabel={t('dashboard.stats.students')}
              />
            </Card>
            <Card title={t('dashboard.byStatus')}>
              <BarChart
                loading={loading}
                label={t('dashboard.byStatus')}
                horizontal
                data={(data?.studentsByStatus ?? []).map((row) => ({ label: t(`enrollmentStatus.${row.status}`), value: row.count }))}
                valueLabel={t('dashboard.stats.students')}
              />
            </Card>
          </CardGrid>
        </>
      )}
      <CardGrid weights={[1, 2]}>
        <AccountSummary />
        <Card title={t('dashboard.tools')}>
          <Flex wrap gap="small">
            {LINKS.map((link) => (
              <Link key={link.key} to={link.path}>
                <Button icon={link.icon}>{t(`sidebar.${link.key}`)}</Button>
              </Link>
            ))}
          </Flex>
          {scope.faculty?.deanName ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              {t('dashboard.dean', { name: scope.faculty.deanName })}
            </Typography.Paragraph>
          ) : null}
        </Card>
      </CardGrid>
    </Flex>
  );
}
