import Flex from 'antd/es/flex';
import { useTranslation } from 'react-i18next';
import { AccountSummary, CardGrid, PageHeader } from '@campus/shared-ui';
import { PermissionsCard } from '../components/permissions-card.js';

/** The quality-assurance landing page; admins reach it too. */
export default function QualityAnalytics() {
  const { t } = useTranslation('admin');
  return (
    <Flex vertical gap="large">
      <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
      <CardGrid weights={[10, 14]}>
        <AccountSummary />
        <PermissionsCard />
      </CardGrid>
    </Flex>
  );
}
