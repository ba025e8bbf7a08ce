import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import { useTranslation } from 'react-i18next';
import { AccountSummary, PageHeader } from '@campus/shared-ui';
import { PermissionsCard } from '../components/permissions-card.js';

/** The quality-assurance landing page; admins reach it too. */
export default function QualityAnalytics() {
  const { t } = useTranslation('admin');
  return (
    <Flex vertical gap="large">
      <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <AccountSummary />
        </Col>
        <Col xs={24} lg={14}>
          <PermissionsCard />
        </Col>
      </Row>
    </Flex>
  );
}
