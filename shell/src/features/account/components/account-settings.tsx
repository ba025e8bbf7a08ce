// Settings → Account: who the account is (email, role, created, last sign-in) and a working password change
// (POST /api/auth/change-password; the server signs out every other session and renews this one).
import { KeyOutlined, LockOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authKeys, authQueries, useDateFormat, useRoleLabel, useToast } from '@campus/shared-ui';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { NewPasswordFields } from '../../../components/new-password-fields.js';
import { accountErrorText } from '../../../lib/account-errors.js';
import { changePassword } from '../api/password.js';

function AccountDetails() {
  const { t } = useTranslation('shell');
  const roleLabel = useRoleLabel();
  const { formatDate, formatDateTime } = useDateFormat();
  const screens = Grid.useBreakpoint();
  const me = useQuery(authQueries.me());
  const user = me.data;
  return (
    <Card title={t('accountSettings.details')}>
      {user ? (
        <Descriptions
          column={1}
          layout={screens.sm === false ? 'vertical' : 'horizontal'}
          items={[
            { key: 'email', label: t('accountSettings.email'), children: user.email },
            { key: 'role', label: t('accountSettings.role'), children: roleLabel(user.role) },
            { key: 'created', label: t('accountSettings.created'), children: formatDate(user.createdAt) },
            {
              key: 'lastLogin',
              label: t('accountSettings.lastLogin'),
              children: user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('accountSettings.firstSignIn'),
            },
          ]}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function ChangePasswordCard() {
  const { t } = useTranslation('shell');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ChangeValues>();
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.resetFields();
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      toast.success(t('accountSettings.changed'));
    },
  });
  const close = () => {
    form.resetFields();
    change.reset();
    setOpen(false);
  };
  return (
    <Card
      title={
        <Flex align="center" gap="small">
          <KeyOutlined />
          {t('accountSettings.changePassword')}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('accountSettings.changePasswordHint')}</Typography.Paragraph>
      {open ? (
        <>
          {change.isError ? (
            <LazyAlert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('accountSettings.changeFailed')}
              description={accountErrorText(change.error, t)}
            />
          ) : null}
          <Form<ChangeValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            disabled={change.isPending}
            style={{ maxWidth: 440 }}
            aria-label={t('accountSettings.changePassword')}
            onFinish={({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword })}
            onValuesChange={() => change.isError && change.reset()}
          >
            <Form.Item
              name="currentPassword"
              label={t('accountSettings.currentPassword')}
              rules={[{ required: true, message: t('accountSettings.currentRequired') }]}
            >
              <Input.Password autoComplete="current-password" prefix={<LockOutlined />} autoFocus />
            </Form.Item>
            <NewPasswordFields
              ruleSet="reset"
              size="middle"
              newLabel={t('accountSettings.newPassword')}
              confirmLabel={t('accountSettings.confirmPassword')}
              mismatchKey="accountSettings.mismatch"
            />
            <Flex gap="small">
              <Button type="primary" htmlType="submit" loading={change.isPending}>
                {t('accountSettings.submit')}
              </Button>
              <Button onClick={close}>{t('accountSettings.cancel')}</Button>
            </Flex>
          </Form>
        </>
      ) : (
        <Button icon={<KeyOutlined />} onClick={() => setOpen(true)}>
          {t('accountSettings.changePassword')}
        </Button>
      )}
    </Card>
  );
}

export function AccountSettings({ security }: { security?: ReactNode }) {
  return (
    <Flex vertical gap="large">
      <AccountDetails />
      <ChangePasswordCard />
      {security}
    </Flex>
  );
}
