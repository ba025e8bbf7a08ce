import Flex from 'antd/es/flex';
import { CalendarOutlined, CheckSquareOutlined, ReadOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AccountSummary, CardGrid, FeaturePreviewCard, PageHeader, useCurrentUser } from '@campus/shared-ui';
import { QuickLinks } from '../components/quick-links.js';

export default function StudentDashboard() {
  const { t } = useTranslation('learning');
  const { data: user } = useCurrentUser();
  const upcoming = [
    { key: 'courses', icon: <ReadOutlined />, title: t('dashboard.next.courses') },
    { key: 'assignments', icon: <CheckSquareOutlined />, title: t('dashboard.next.assignments') },
    { key: 'schedule', icon: <CalendarOutlined />, title: t('dashboard.next.schedule') },
    { key: 'grades', icon: <TrophyOutlined />, title: t('dashboard.next.grades') },
  ];
  return (
    <Flex vertical gap="large">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={user ? t('dashboard.greeting', { name: user.firstName || user.displayName }) : undefined}
      />
      <CardGrid>
        <AccountSummary />
        <FeaturePreviewCard title={t('dashboard.next.title')} intro={t('dashboard.next.intro')} items={upcoming} />
      </CardGrid>
      <QuickLinks />
    </Flex>
  );
}
