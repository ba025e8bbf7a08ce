// The signed-in person as the server knows them: every area's home shows this, so all of them show real data.
import Avatar from 'antd/es/avatar';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@campus/contracts';
import { normalizeRole } from '@campus/contracts';
import { errorMessage } from '../api/api-error.js';
import { authQueries } from '../auth/auth-api.js';
import { initials, useRoleLabel } from '../auth/user-display.js';
import { useDateFormat } from '../i18n/format.js';
import { ErrorPanel } from './error-panel.js';

function RoleTags({ user }: { user: User }) {
  const roleLabel = useRoleLabel();
  const roles = [...new Set([user.role, ...user.roles].map(normalizeRole))];
  return (
    <Flex gap={4} wrap>
      {roles.map((role) => (
        <Tag key={role} color={role === normalizeRole(user.role) ? 'blue' : undefined}>
          {roleLabel(role)}
        </Tag>
      ))}
    </Flex>
  );
}

function AccountDetails({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const roleLabel = useRoleLabel();
  const { formatDateTime, formatDate } = useDateFormat();
  // Long Armenian labels leave no room for values beside them on a phone: stack them there.
  const screens = Grid.useBreakpoint();
  return (
    <Flex vertical gap="middle">
      <Flex align="center" gap="middle">
        <Avatar size={56} src={user.avatar ?? undefined} style={{ flexShrink: 0 }}>
          {initials(user)}
        </Avatar>
        <Flex vertical>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {user.displayName}
          </Typography.Title>
          <Typography.Text type="secondary">{roleLabel(user.role)}</Typography.Text>
        </Flex>
      </Flex>
      <Descriptions column={1} size="small" layout={screens.sm === false ? 'vertical' : 'horizontal'}>
        <Descriptions.Item label={t('account.email')}>{user.email}</Descriptions.Item>
        <Descriptions.Item label={t('account.roles')}>
          <RoleTags user={user} />
        </Descriptions.Item>
        <Descriptions.Item label={t('account.permissions')}>{user.permissions.length}</Descriptions.Item>
        <Descriptions.Item label={t('account.lastSignIn')}>
          {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('account.firstSignIn')}
        </Descriptions.Item>
        <Descriptions.Item label={t('account.memberSince')}>{formatDate(user.createdAt)}</Descriptions.Item>
      </Descriptions>
      {user.mustChangePassword ? <Tag color="warning">{t('account.mustChangePassword')}</Tag> : null}
    </Flex>
  );
}

export function AccountSummary() {
  const { t } = useTranslation('common');
  const me = useQuery(authQueries.me());
  return (
    <Card title={t('account.title')}>
      {me.isPending ? <Skeleton avatar active paragraph={{ rows: 3 }} /> : null}
      {me.isError ? (
        <ErrorPanel
          title={t('account.loadFailed')}
          message={errorMessage(me.error, t)}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      ) : null}
      {me.data ? <AccountDetails user={me.data} /> : null}
    </Card>
  );
}
