// `/password-setup`: a person signed in with a temporary password chooses their own (SPEC §2, §5, §8).
// The guarded area sends everyone with mustChangePassword here until it succeeds.
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_MESSAGE_KEYS } from '@campus/contracts/password';
import { PageHeader, api, authKeys, isApiError, useAuthStore } from '@campus/shared-ui';
import { accountErrorText } from '../../../lib/account-errors.js';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { NewPasswordFields } from '../../../components/new-password-fields.js';
import { passwordChecklistMet } from '../../../components/password-checklist.js';
import { mustChangePasswordQuery } from '../api/password.js';

/** SPEC §9: redirect after password setup (and after the "not required" / "session expired" notices). */
export const REDIRECT_DELAY_MS = 1500;

type Outcome = { kind: 'done' } | { kind: 'notRequired' } | { kind: 'expired' };

function OutcomePage({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const target = outcome.kind === 'expired' ? '/login' : '/dashboard';
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);
  const texts = {
    done: { status: 'success' as const, title: t('passwordSetup.success') },
    notRequired: { status: 'info' as const, title: t('passwordSetup.notRequired') },
    expired: { status: 'warning' as const, title: t('passwordSetup.sessionExpired') },
  }[outcome.kind];
  return (
    <Card>
      <Result status={texts.status} title={texts.title} />
    </Card>
  );
}

interface SetupValues {
  newPassword: string;
  confirmPassword: string;
}

function SetupForm({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<SetupValues>();
  const queryClient = useQueryClient();
  const email = useAuthStore((state) => state.user?.email ?? '');
  const password = (Form.useWatch('newPassword', form) as string | undefined) ?? '';
  const confirmation = (Form.useWatch('confirmPassword', form) as string | undefined) ?? '';
  const ready = passwordChecklistMet(password, 'setup', confirmation);
  const setup = useMutation({
    mutationFn: (newPassword: string) => api.post('/api/auth/setup-password', { newPassword }),
    onSuccess: async () => {
      // The new access token no longer says mustChangePassword; the guard reads it from `me`.
      await queryClient.refetchQueries({ queryKey: authKeys.me() });
      queryClient.removeQueries({ queryKey: mustChangePasswordQuery.queryKey });
      onOutcome({ kind: 'done' });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) onOutcome({ kind: 'notRequired' });
      else if (isApiError(error) && error.status === 401) onOutcome({ kind: 'expired' });
    },
  });

  const failure = setup.isError && !(isApiError(setup.error) && [401, 409].includes(setup.error.status));
  const ruleProblem = isApiError(setup.error) && setup.error.status === 400;
  return (
    <Card>
      <LazyAlert
        type="warning"
        showIcon
        style={{ marginBottom: 24 }}
        title={t('passwordSetup.noticeTitle')}
        description={t('passwordSetup.notice')}
      />
      {failure ? (
        <LazyAlert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('passwordSetup.setupFailed')}
          description={ruleProblem ? accountErrorText(setup.error, t) : t('passwordSetup.failed')}
        />
      ) : null}
      <Form<SetupValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={setup.isPending}
        aria-label={t('passwordSetup.title')}
        onFinish={({ newPassword }) => setup.mutate(newPassword)}
        style={{ maxWidth: 480 }}
      >
        <Form.Item label={t('passwordSetup.email')} htmlFor="password-setup-email">
          <Input id="password-setup-email" size="large" value={email} readOnly prefix={<MailOutlined />} autoComplete="username" />
        </Form.Item>
        <NewPasswordFields
          ruleSet="setup"
          autoFocus
          checklistMatch
          newLabel={t('passwordSetup.newPassword')}
          confirmLabel={t('passwordSetup.confirmPassword')}
        />
        {password !== '' && !ready ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
            {t(PASSWORD_MESSAGE_KEYS.notAllMet)}
          </Typography.Paragraph>
        ) : null}
        <Button type="primary" htmlType="submit" size="large" icon={<LockOutlined />} disabled={!ready} loading={setup.isPending}>
          {t('passwordSetup.submit')}
        </Button>
      </Form>
    </Card>
  );
}

export default function PasswordSetupPage() {
  const { t } = useTranslation('shell');
  const [outcome, setOutcome] = useState<Outcome>();
  const required = useQuery(mustChangePasswordQuery);
  const status = isApiError(required.error) ? required.error.status : undefined;
  const shown: Outcome | undefined =
    outcome ??
    (required.data?.data.mustChangePassword === false ? { kind: 'notRequired' } : status === 401 ? { kind: 'expired' } : undefined);

  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader icon={<LockOutlined />} title={t('passwordSetup.title')} subtitle={t('passwordSetup.subtitle')} />
      {shown ? (
        <OutcomePage outcome={shown} />
      ) : required.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        // A failed check (other than 401) should not lock anyone out: the server checks again on submit.
        <SetupForm onOutcome={setOutcome} />
      )}
    </div>
  );
}
