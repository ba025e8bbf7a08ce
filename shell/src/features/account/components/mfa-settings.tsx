// Two-factor verification in Settings, self-contained: the switch turns it on (a new secret as a QR code and as
// text, then the first 6-digit code from the app confirms) or off (a current code is required).
import { SafetyCertificateOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnableMfaResponse, SuccessResponse } from '@campus/contracts';
import { api, authKeys, errorMessage, fetchCurrentUser, useAuthStore, useCurrentUser, useToast } from '@campus/shared-ui';
import { useVerifyMfaSignIn } from '../../../lib/verify-mfa.js';
import { MFA_CODE_LENGTH, mfaCodeProblem, normalizeCode } from '../../../lib/mfa-code.js';

function useMfaMutations() {
  const queryClient = useQueryClient();
  const refreshMe = async () => queryClient.setQueryData(authKeys.me(), await fetchCurrentUser());
  return {
    enable: useMutation({ mutationFn: () => api.post<EnableMfaResponse>('/api/auth/enable-mfa') }),
    confirm: useVerifyMfaSignIn(),
    disable: useMutation({
      mutationFn: (token: string) => api.post<SuccessResponse>('/api/auth/disable-mfa', { token }),
      onSuccess: refreshMe,
    }),
  };
}

/** The 6-digit field with its submit and cancel buttons, used to confirm enabling and to disable. */
function CodeForm({
  id,
  label,
  submitLabel,
  danger,
  pending,
  error,
  onSubmit,
  onCancel,
  onEdit,
}: {
  id: string;
  label: string;
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
  onCancel: () => void;
  /** The person changed the code: the last answer no longer applies. */
  onEdit: () => void;
}) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === MFA_CODE_LENGTH) onSubmit(code);
  };
  const problem = mfaCodeProblem(error, t);
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} style={{ display: 'block', marginBottom: token.marginXS }}>
        {label}
      </label>
      <Flex gap="small" wrap align="flex-start">
        <Input
          id={id}
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
          value={code}
          onChange={(event) => {
            setCode(normalizeCode(event.target.value));
            if (error) onEdit();
          }}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          style={{ width: 160, fontSize: 18, letterSpacing: '0.3em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
        />
        <Button type="primary" danger={danger} htmlType="submit" loading={pending} disabled={code.length !== MFA_CODE_LENGTH}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={pending}>
          {t('mfa.settings.cancel')}
        </Button>
      </Flex>
      {problem ? (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, marginTop: token.marginXS }}>
          {problem}
        </div>
      ) : null}
    </form>
  );
}

export function MfaSettings() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const toast = useToast();
  const me = useCurrentUser();
  const storedUser = useAuthStore((state) => state.user);
  const enabled = me.data?.mfaEnabled ?? storedUser?.mfaEnabled ?? false;
  const { enable, confirm, disable } = useMfaMutations();
  const [enrolment, setEnrolment] = useState<EnableMfaResponse>();
  const [disabling, setDisabling] = useState(false);
  const cancelDisabling = () => {
    setDisabling(false);
    disable.reset();
  };

  const toggle = (checked: boolean) => {
    if (checked && !enabled) {
      enable.mutate(undefined, { onSuccess: setEnrolment });
    } else if (!checked && enrolment) {
      setEnrolment(undefined);
      confirm.reset();
    } else if (!checked && enabled) {
      // Stays on until a code confirms; a second click takes the request back.
      if (disabling) cancelDisabling();
      else setDisabling(true);
    }
  };

  const finishEnabling = (code: string) =>
    confirm.mutate(code, {
      onSuccess: () => {
        setEnrolment(undefined);
        toast.success(t('mfa.settings.enabled'));
      },
    });
  const finishDisabling = (code: string) =>
    disable.mutate(code, {
      onSuccess: () => {
        setDisabling(false);
        toast.success(t('mfa.settings.disabled'));
      },
    });

  const switchOn = enabled || enrolment !== undefined;
  return (
    <Card
      title={
        <Flex gap="small" align="center">
          <SafetyCertificateOutlined style={{ color: token.colorPrimary }} aria-hidden />
          {t('mfa.settings.title')}
        </Flex>
      }
      extra={
        <Flex gap="small" align="center">
          <Typography.Text type="secondary">{switchOn ? t('mfa.settings.on') : t('mfa.settings.off')}</Typography.Text>
          <Switch
            checked={switchOn}
            loading={enable.isPending || me.isLoading}
            onChange={toggle}
            aria-label={t('mfa.settings.toggle')}
          />
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('mfa.settings.description')}</Typography.Text>
        {enable.isError ? <Alert type="error" showIcon title={t('mfa.settings.startFailed')} description={errorMessage(enable.error, t)} /> : null}
        {enabled && !disabling ? <Alert type="success" showIcon title={t('mfa.settings.enabledNotice')} /> : null}
        {enrolment ? (
          <Flex gap="large" wrap align="flex-start">
            <img
              src={enrolment.qrCode}
              alt={t('mfa.settings.qrAlt')}
              width={180}
              height={180}
              style={{ borderRadius: token.borderRadius, border: `1px solid ${token.colorBorderSecondary}`, background: '#fff' }}
            />
            <Flex vertical gap="middle" style={{ flex: 1, minWidth: 240 }}>
              <Typography.Text strong>{t('mfa.settings.scan')}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{t('mfa.settings.manual')}</Typography.Text>
                <br />
                <Typography.Text
                  code
                  copyable={{ text: enrolment.secret, tooltips: [t('mfa.settings.copy'), t('mfa.settings.copied')] }}
                  data-testid="mfa-secret"
                  style={{ wordBreak: 'break-all' }}
                >
                  {enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
                </Typography.Text>
              </div>
              <CodeForm
                id="mfa-enable-code"
                label={t('mfa.settings.enterCode')}
                submitLabel={t('mfa.settings.confirm')}
                pending={confirm.isPending}
                error={confirm.error}
                onSubmit={finishEnabling}
                onCancel={() => toggle(false)}
                onEdit={confirm.reset}
              />
            </Flex>
          </Flex>
        ) : null}
        {disabling ? (
          <CodeForm
            id="mfa-disable-code"
            label={t('mfa.settings.disablePrompt')}
            submitLabel={t('mfa.settings.disable')}
            danger
            pending={disable.isPending}
            error={disable.error}
            onSubmit={finishDisabling}
            onCancel={cancelDisabling}
            onEdit={disable.reset}
          />
        ) : null}
      </Flex>
    </Card>
  );
}
