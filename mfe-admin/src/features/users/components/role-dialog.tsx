// Change a person's primary role. Their other roles stay; the server refuses an admin's own demotion (409) and
// its message is shown here.
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { ROLES, normalizeRole } from '@campus/contracts';
import { useRoleLabel } from '@campus/shared-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFeedback } from '../../../lib/feedback.js';
import { useUpdateUser, type AdminUser } from '../api/users.js';

export function RoleDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const update = useUpdateUser();
  const feedback = useFeedback();
  const errorText = useErrorText();
  const [role, setRole] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    setRole(user ? normalizeRole(user.role) : undefined);
    setProblem(null);
    update.reset();
    // `update` changes identity every render; only a new person resets the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const submit = async () => {
    if (!user || !role) return;
    if (role === normalizeRole(user.role)) {
      onClose();
      return;
    }
    setProblem(null);
    try {
      await update.mutateAsync({ id: user.id, body: { role } });
      feedback.success(t('users.roleChanged', { name: user.displayName, role: roleLabel(role) }));
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Modal
      open={user !== null}
      title={t('users.changeRoleTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      {user ? (
        <Form layout="vertical" style={{ marginTop: 16 }} onFinish={() => void submit()}>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: t('users.fields.name'), children: user.displayName },
              { key: 'email', label: t('users.fields.email'), children: user.email },
              {
                key: 'roles',
                label: t('users.fields.otherRoles'),
                children: user.roles.filter((name) => normalizeRole(name) !== normalizeRole(user.role)).map(roleLabel).join(', ') || '—',
              },
            ]}
          />
          <Form.Item label={t('users.fields.primaryRole')} htmlFor="admin-role-select" extra={t('users.roleHint')}>
            <Select
              id="admin-role-select"
              value={role}
              onChange={setRole}
              options={ROLES.map((name) => ({ value: name, label: roleLabel(name) }))}
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
          {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
        </Form>
      ) : null}
    </Modal>
  );
}
