// `/login`. Kept small on purpose: no layout, menu or remote code is downloaded to show it.
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthStore, type DemoAccount, type LoginResponse } from '@campus/shared-ui';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { Panel } from '../../../components/panel.js';
import { PublicLayout } from '../../../components/public-layout.js';
import { Heading, OrSeparator, SecondaryText } from '../../../components/text.js';
import { homePathFor, safeNextPath } from '../../../lib/home-path.js';
import { signalSignInIntent } from '../../../lib/sign-in-intent.js';
import { DEMO_PASSWORD } from '@campus/contracts/demo';
import { DemoAccounts } from '../components/demo-accounts.js';
import { GoogleSignInButton } from '../components/google-sign-in-button.js';
import { EMPTY_LOGIN, type LoginValues } from '../components/login-fields.js';
import { LoginForm } from '../components/login-form.js';

export default function LoginPage() {
  const { t } = useTranslation('shell');
  const [values, setFormValues] = useState<LoginValues>(EMPTY_LOGIN);
  const setValues: typeof setFormValues = (next) => {
    signalSignInIntent();
    setFormValues(next);
  };
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
    setValues((current) => ({ ...current, email: account.email, password: DEMO_PASSWORD }));
  };

  // Already signed in (this tab's session): nothing to do here. The guarded area re-checks with the server.
  if (user && !mfaRequired) return <Navigate to={next ?? homePathFor(user)} replace />;

  return (
    <PublicLayout>
      <Flex flex={1} justify="center" align="flex-start" style={{ padding: 'clamp(24px, 6vh, 64px) 16px' }}>
        <Panel style={{ width: '100%', maxWidth: 440, padding: 'clamp(20px, 5vw, 36px)' }}>
          <Flex vertical gap={4} style={{ marginBottom: 24 }}>
            <Heading>{t('login.title')}</Heading>
            <SecondaryText>{t('login.subtitle')}</SecondaryText>
          </Flex>
          {mfaRequired ? <LazyAlert type="info" showIcon style={{ marginBottom: 16 }} title={t('login.mfaUnavailable')} /> : null}
          <LoginForm values={values} onChange={setValues} onSignedIn={onSignedIn} />
          <OrSeparator label={t('login.or')} />
          <Flex vertical gap="large">
            <GoogleSignInButton />
            <DemoAccounts onPick={pickDemoAccount} />
          </Flex>
        </Panel>
      </Flex>
    </PublicLayout>
  );
}
