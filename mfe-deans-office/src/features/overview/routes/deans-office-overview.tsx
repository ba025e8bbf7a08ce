import Flex from 'antd/es/flex';
import {
  ApartmentOutlined,
  BarChartOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserAddOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AccountSummary, CardGrid, FeaturePreviewCard, PageHeader, useCurrentUser } from '@campus/shared-ui';

const TOOLS = [
  { key: 'students', icon: <UserAddOutlined /> },
  { key: 'programs', icon: <SolutionOutlined /> },
  { key: 'groups', icon: <TeamOutlined /> },
  { key: 'faculty', icon: <ApartmentOutlined /> },
  { key: 'enrollment', icon: <UsergroupAddOutlined /> },
  { key: 'analytics', icon: <BarChartOutlined /> },
] as const;

export default function DeansOfficeOverview() {
  const { t } = useTranslation('deans-office');
  const { data: user } = useCurrentUser();
  const tools = TOOLS.map(({ key, icon }) => ({
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
        <FeaturePreviewCard title={t('overview.tools.title')} intro={t('overview.tools.intro')} items={tools} />
      </CardGrid>
    </Flex>
  );
}
