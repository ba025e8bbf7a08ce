import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, errorMessage, hasRole, useAuthStore } from '@campus/shared-ui';
import { useMyPermissions, type PermissionsByResource } from '../api/my-permissions.js';

function PermissionRows({ permissions }: { permissions: PermissionsByResource }) {
  const { t } = useTranslation('admin');
  return (
    <Flex vertical gap="small" role="list">
      {permissions.map(({ resource, actions }) => (
        <Flex key={resource} role="listitem" justify="space-between" align="center" gap="middle" wrap>
          <Typography.Text code>{resource}</Typography.Text>
          <Flex gap={4} wrap>
            {actions.map((action) => (
              <Tag key={action} color={action === 'manage' ? 'gold' : 'blue'}>
                {action === 'manage' ? `${action} · ${t('analytics.permissions.allActions')}` : action}
              </Tag>
            ))}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}

export function PermissionsCard() {
  const { t } = useTranslation('admin');
  const permissions = useMyPermissions();
  const isAdmin = useAuthStore((state) => hasRole(state.user, 'admin'));
  return (
    <Card title={t('analytics.permissions.title')} style={{ height: '100%' }}>
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('analytics.permissions.intro')}</Typography.Text>
        {isAdmin ? <Alert type="info" showIcon title={t('analytics.permissions.adminNote')} /> : null}
        {permissions.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
        {permissions.isError ? (
          <ErrorPanel
            title={t('analytics.permissions.loadFailed')}
            message={errorMessage(permissions.error, t)}
            onRetry={() => void permissions.refetch()}
            retrying={permissions.isFetching}
          />
        ) : null}
        {permissions.data?.length === 0 ? <Empty description={t('analytics.permissions.empty')} /> : null}
        {permissions.data?.length ? <PermissionRows permissions={permissions.data} /> : null}
      </Flex>
    </Card>
  );
}
