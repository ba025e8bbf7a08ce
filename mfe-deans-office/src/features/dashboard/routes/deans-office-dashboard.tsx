// /deans-office/: the faculty at a glance — figures, students by year and status, and the tools.
import Card from 'antd/es/card';
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
import { BarChart, CardGrid, ScopeDashboard, useLocalized } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const localized = useLocalized();
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
    <ScopeDashboard
      ns="deans-office"
      icon={<BankOutlined />}
      title={scope.faculty ? localized(scope.faculty.name) : undefined}
      picker={<FacultyPicker scope={scope} />}
      query={dashboard}
      loading={loading}
      stats={stats}
      charts={
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
      }
      links={LINKS}
      toolsFooter={
        scope.faculty?.deanName ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('dashboard.dean', { name: scope.faculty.deanName })}
          </Typography.Paragraph>
        ) : null
      }
    />
  );
}
