// `/login`. Kept small on purpose: no layout, menu or remote code is downloaded to show it; the MFA code step
// is downloaded only when a sign-in needs it.
import Flex from 'antd/es/flex';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { User } from '@campus/contracts';
import { isApiError, useAuthStore, type DemoAccount, type LoginResponse } from '@campus/shared-ui';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { PublicFormFrame } from '../../../components/public-form-frame.js';
import { OrSeparator } from '../../../components/text.js';
import { homePathFor, safeNextPath } from '../../../lib/home-path.js';
import { signalSignInIntent } from '../../../lib/sign-in-intent.js';
import { useVerifyMfaSignIn } from '../../../lib/verify-mfa.js';
import { DEMO_PASSWORD } from '@campus/contracts/demo';
import { DemoAccounts } from '../components/demo-accounts.js';
import { GoogleSignInButton } from '../components/google-sign-in-button.js';
import { EMPTY_LOGIN, type LoginValues } from '../components/login-fields.js';
import { LoginForm } from '../components/login-form.js';

const MfaCodeStep = lazy(() => import('../components/mfa-code-step.js'));

/** Values of ?error= the Google callback sends back here (GOOGLE_SIGN_IN_ERRORS in contracts). */
const GOOGLE_ERRORS = ['google_no_account', 'google_domain', 'google_disabled', 'google_failed', 'google_rate_limited'];

/**
 * The Google callback sends people back with ?error=<reason>, or with ?mfa=required when the account asks for
 * a code: the latter becomes the store's mfaRequired (and leaves the address), the former is shown.
 */
function useGoogleReturn(): string | undefined {
  const [searchParams, setSearchParams] = useSearchParams();
  const mfaFromGoogle = searchParams.get('mfa') === 'required';
  useEffect(() => {
    if (!mfaFromGoogle) return;
    useAuthStore.getState().setMfaRequired(true);
    setSearchParams(
      (current) => {
        current.delete('mfa');
        return current;
      },
      { replace: true },
    );
  }, [mfaFromGoogle, setSearchParams]);
  const error = searchParams.get('error');
  return error && GOOGLE_ERRORS.includes(error) ? error : undefined;
}

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
  const mfaRequired = useAuthStore((state) => state.mfaRequired);
  const googleError = useGoogleReturn();
  const verify = useVerifyMfaSignIn();
  // The 5 minutes after the password ran out: the 401 already ended the code step (the session store is cleared).
  const mfaExpired = !mfaRequired && isApiError(verify.error) && verify.error.status === 401;

  const goHome = (signedIn: User) => navigate(next ?? homePathFor(signedIn), { replace: true });
  const onSignedIn = ({ requiresMFA, user: signedIn }: LoginResponse) => {
    // requiresMFA: the store's mfaRequired is set (useLogin) and the code step shows.
    verify.reset();
    if (!requiresMFA && signedIn) goHome(signedIn);
  };
  const backToPassword = () => {
    verify.reset();
    useAuthStore.getState().setMfaRequired(false);
    setFormValues((current) => ({ ...current, password: '' }));
  };

  const pickDemoAccount = (account: DemoAccount) => {
    setValues((current) => ({ ...current, email: account.email, password: DEMO_PASSWORD }));
  };

  // Already signed in (this tab's session): nothing to do here. The guarded area re-checks with the server.
  if (user && !mfaRequired) return <Navigate to={next ?? homePathFor(user)} replace />;

  return (
    <PublicFormFrame title={mfaRequired ? t('mfa.step.title') : t('login.title')} subtitle={mfaRequired ? undefined : t('login.subtitle')}>
      {mfaRequired ? (
        <Suspense fallback={<div style={{ minHeight: 220 }} />}>
          <MfaCodeStep verify={verify} onSignedIn={goHome} onBack={backToPassword} />
        </Suspense>
      ) : (
        <>
          {mfaExpired ? <LazyAlert type="warning" showIcon style={{ marginBottom: 16 }} title={t('mfa.errors.expired')} /> : null}
          {googleError ? (
            <LazyAlert type="error" showIcon style={{ marginBottom: 16 }} title={t(`googleSignIn.errors.${googleError}`)} />
          ) : null}
          <LoginForm values={values} onChange={setValues} onSignedIn={onSignedIn} />
          <OrSeparator label={t('login.or')} />
          <Flex vertical gap="large">
            <GoogleSignInButton />
            <DemoAccounts onPick={pickDemoAccount} />
          </Flex>
        </>
      )}
    </PublicFormFrame>
  );
}
