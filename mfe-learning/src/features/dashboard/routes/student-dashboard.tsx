import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import { CalendarOutlined, CheckSquareOutlined, ReadOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AccountSummary, FeaturePreviewCard, PageHeader, useCurrentUser } from '@campus/shared-ui';
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
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <AccountSummary />
        </Col>
        <Col xs={24} lg={12}>
          <FeaturePreviewCard title={t('dashboard.next.title')} intro={t('dashboard.next.intro')} items={upcoming} />
        </Col>
      </Row>
      <QuickLinks />
    </Flex>
  );
}
