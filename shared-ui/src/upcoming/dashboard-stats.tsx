// The caller's dashboard figures (GET /api/dashboard/stats, stale after 3 minutes): their courses and students.
import { BookOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { CardGrid } from '../components/card-grid.js';
import { StatCard } from '../components/stat-card.js';
import { useUpcomingTranslation } from './i18n/index.js';
import { dashboardStatsQuery } from './upcoming-api.js';

export function DashboardStatCards() {
  const { t } = useUpcomingTranslation();
  const stats = useQuery(dashboardStatsQuery);
  const failed = stats.isError ? t('stats.unavailable') : undefined;
  return (
    <CardGrid minColumnWidth={160} gap={16}>
      <StatCard title={t('stats.courses')} value={stats.data?.totalCourses} icon={<BookOutlined />} loading={stats.isPending} failed={failed} />
      <StatCard title={t('stats.students')} value={stats.data?.totalStudents} icon={<TeamOutlined />} loading={stats.isPending} failed={failed} />
    </CardGrid>
  );
}
