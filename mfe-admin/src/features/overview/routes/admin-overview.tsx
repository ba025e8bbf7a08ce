import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import {
  ApartmentOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FormOutlined,
  LineChartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AccountSummary, CardGrid, FeaturePreviewCard, PageHeader, useCurrentUser } from '@campus/shared-ui';

const PLANNED_TOOLS = [
  { key: 'users', icon: <TeamOutlined /> },
  { key: 'academic', icon: <ApartmentOutlined /> },
  { key: 'dataManagement', icon: <DatabaseOutlined /> },
  { key: 'surveys', icon: <FormOutlined /> },
  { key: 'testing', icon: <ExperimentOutlined /> },
] as const;

export default function AdminOverview() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const analytics = {
    key: 'analytics',
    icon: <LineChartOutlined />,
    title: t('overview.tools.analytics'),
    description: t('overview.tools.analyticsText'),
    action: <Button onClick={() => navigate('/admin/analytics')}>{t('overview.tools.open')}</Button>,
  };
  const planned = PLANNED_TOOLS.map(({ key, icon }) => ({
    key,
    icon,
    title: t(`overview.tools.${key}`),
    description: t(`overview.tools.${key}Text`),
  }));
  return (
    <Flex vertical gap="large">
      <PageHeader
        title={t('overview.title')}
        subtitle={user ? t('overview.greeting', { name: user.firstName || user.displayName }) : undefined}
      />
      <CardGrid weights={[10, 14]}>
        <AccountSummary />
        <FeaturePreviewCard title={t('overview.tools.title')} intro={t('overview.tools.intro')} items={[analytics, ...planned]} />
      </CardGrid>
    </Flex>
  );
}
