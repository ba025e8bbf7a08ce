// /admin/users: every account, with search, role and status filters, sorting and pages; change a role,
// activate or deactivate (with confirmation).
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { CheckCircleOutlined, StopOutlined, TeamOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { CANNOT_DEACTIVATE_SELF_MESSAGE, ROLES, normalizeRole } from '@campus/contracts';
import { DataTable, PageHeader, initials, useAuthStore, useDateFormat, usePagedList, useRoleLabel, type DataTableProps, useConfirmAction } from '@campus/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';
import { fetchUsers, useUpdateUser, userKeys, type AdminUser } from '../api/users.js';
import { RoleDialog } from '../components/role-dialog.js';

export default function UsersScreen() {
  const { t } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const { formatDate, formatDateTime } = useDateFormat();
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  const me = useAuthStore((state) => state.user);
  const update = useUpdateUser();
  const [changingRole, setChangingRole] = useState<AdminUser | null>(null);
  const list = usePagedList<AdminUser>({
    queryKey: userKeys.list(),
    fetchPage: fetchUsers,
    defaultSort: { field: 'name', order: 'asc' },
  });

  const confirmActivation = (user: AdminUser) => {
    const activate = !user.isActive;
    confirm({
      title: t(activate ? 'users.activateConfirm' : 'users.deactivateConfirm', { name: user.displayName }),
      content: t(activate ? 'users.activateHint' : 'users.deactivateHint'),
      okText: t(activate ? 'users.activate' : 'users.deactivate'),
      danger: !activate,
      cancelText: t('actions.cancel'),
      action: () => update.mutateAsync({ id: user.id, body: { isActive: activate } }),
      done: t(activate ? 'users.activated' : 'users.deactivated', { name: user.displayName }),
    });
  };

  const columns: DataTableProps<AdminUser>['columns'] = [
    {
      key: 'name',
      title: t('users.fields.name'),
      sorter: true,
      hideable: false,
      render: (_, user) => (
        <Flex gap="small" align="center">
          <Avatar size="small" style={{ flex: 'none' }}>
            {initials(user)}
          </Avatar>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong>
              {user.displayName}
              {user.id === me?.id ? (
                <Tag bordered={false} color="blue" style={{ marginInlineStart: 8 }}>
                  {t('users.you')}
                </Tag>
              ) : null}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { key: 'email', title: t('users.fields.email'), sorter: true, render: (_, user) => <Typography.Text copyable={{ text: user.email }}>{user.email}</Typography.Text> },
    {
      key: 'role',
      title: t('users.fields.role'),
      sorter: true,
      render: (_, user) => (
        <Flex gap={4} wrap>
          <Tag color="geekblue" bordered={false}>
            {roleLabel(user.role)}
          </Tag>
          {user.roles
            .filter((name) => normalizeRole(name) !== normalizeRole(user.role))
            .map((name) => (
              <Tag key={name} bordered={false}>
                {roleLabel(name)}
              </Tag>
            ))}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('users.fields.status'),
      render: (_, user) =>
        user.isActive ? (
          <Tag color="success" bordered={false} icon={<CheckCircleOutlined />}>
            {t('users.status.active')}
          </Tag>
        ) : (
          <Tag color="default" bordered={false} icon={<StopOutlined />}>
            {t('users.status.inactive')}
          </Tag>
        ),
    },
    { key: 'createdAt', title: t('users.fields.createdAt'), sorter: true, render: (_, user) => formatDate(user.createdAt) },
    {
      key: 'lastLoginAt',
      title: t('users.fields.lastLoginAt'),
      sorter: true,
      render: (_, user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : <Typography.Text type="secondary">{t('users.neverSignedIn')}</Typography.Text>),
    },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      fixed: 'right',
      render: (_, user) => {
        const self = user.id === me?.id;
        return (
          <Space size={4}>
            <Button size="small" icon={<UserSwitchOutlined />} onClick={() => setChangingRole(user)} aria-label={t('users.changeRoleFor', { name: user.displayName })}>
              {t('users.changeRole')}
            </Button>
            <Tooltip title={self && user.isActive ? t('serverErrors.cannotDeactivateSelf', { message: CANNOT_DEACTIVATE_SELF_MESSAGE }) : undefined}>
              <Button
                size="small"
                danger={user.isActive}
                disabled={self && user.isActive}
                icon={user.isActive ? <StopOutlined /> : <CheckCircleOutlined />}
                onClick={() => confirmActivation(user)}
                aria-label={t(user.isActive ? 'users.deactivateFor' : 'users.activateFor', { name: user.displayName })}
              >
                {t(user.isActive ? 'users.deactivate' : 'users.activate')}
              </Button>
            </Tooltip>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader icon={<TeamOutlined />} title={t('users.title')} subtitle={t('users.subtitle')} />
      <DataTable<AdminUser>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('users.title')}
        errorTitle={t('users.loadFailed')}
        searchPlaceholder={t('users.search')}
        settingsKey="admin-users"
        filters={[
          { key: 'role', label: t('users.fields.role'), options: ROLES.map((role) => ({ value: role, label: roleLabel(role) })), width: 200 },
          {
            key: 'status',
            label: t('users.fields.status'),
            options: [
              { value: 'active', label: t('users.status.active') },
              { value: 'inactive', label: t('users.status.inactive') },
            ],
            width: 160,
          },
        ]}
        emptyText={t('users.empty')}
      />
      <RoleDialog user={changingRole} onClose={() => setChangingRole(null)} />
    </>
  );
}
