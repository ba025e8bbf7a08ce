// `/login`. Kept small on purpose: no layout, menu or remote code is downloaded to show it.
import Alert from 'antd/es/alert';
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthStore, type DemoAccount, type LoginResponse } from '@campus/shared-ui';
import { Panel } from '../../../components/panel.js';
import { PublicLayout } from '../../../components/public-layout.js';
import { homePathFor, safeNextPath } from '../../../lib/home-path.js';
import { DEMO_PASSWORD, DemoAccounts } from '../components/demo-accounts.js';
import { GoogleSignInButton } from '../components/google-sign-in-button.js';
import { LoginForm, type LoginValues } from '../components/login-form.js';

export default function LoginPage() {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const user = useAuthStore((state) => state.user);
  const [mfaRequired, setMfaRequired] = useState(false);

  const onSignedIn = ({ requiresMFA, user: signedIn }: LoginResponse) => {
    if (requiresMFA) {
      setMfaRequired(true);
      return;
    }
    navigate(next ?? homePathFor(signedIn), { replace: true });
  };

  const pickDemoAccount = (account: DemoAccount) => {
    form.setFieldsValue({ email: account.email, password: DEMO_PASSWORD });
    void form.validateFields(['email', 'password']).catch(() => undefined);
  };

  // Already signed in (this tab's session): nothing to do here. The guarded area re-checks with the server.
  if (user && !mfaRequired) return <Navigate to={next ?? homePathFor(user)} replace />;

  return (
    <PublicLayout>
      <Flex flex={1} justify="center" align="flex-start" style={{ padding: 'clamp(24px, 6vh, 64px) 16px' }}>
        <Panel style={{ width: '100%', maxWidth: 440, padding: 'clamp(20px, 5vw, 36px)' }}>
          <Flex vertical gap={4} style={{ marginBottom: 24 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {t('login.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
          </Flex>
          {mfaRequired ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('login.mfaUnavailable')} /> : null}
          <LoginForm form={form} onSignedIn={onSignedIn} />
          <Divider plain>
            <Typography.Text type="secondary">{t('login.or')}</Typography.Text>
          </Divider>
          <Flex vertical gap="large">
            <GoogleSignInButton />
            <DemoAccounts onPick={pickDemoAccount} />
          </Flex>
        </Panel>
      </Flex>
    </PublicLayout>
  );
}
