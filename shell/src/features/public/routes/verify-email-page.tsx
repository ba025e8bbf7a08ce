// `/verify-email?token=`: confirms the address from the emailed link, which signs the person in
// (SPEC §4), and goes on to /dashboard. A token is sent once, even when React runs effects twice.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, authKeys, errorMessage, getQueryClient, isApiError, useAuthStore, type User } from '@campus/shared-ui';
import { PublicFormFrame } from '../../../components/public-form-frame.js';

const attempts = new Map<string, Promise<User>>();

/** One request per token for the life of the page: a single-use token must not be spent twice. */
function verify(token: string): Promise<User> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = api.post<{ user: User }>('/api/auth/verify-email', { token }).then(({ user }) => {
      useAuthStore.getState().setSession(user);
      getQueryClient().setQueryData(authKeys.me(), user);
      return user;
    });
    attempts.set(token, attempt);
  }
  return attempt;
}

type State = { status: 'verifying' } | { status: 'verified' } | { status: 'invalid'; message?: string };

export default function VerifyEmailPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { status: 'verifying' } : { status: 'invalid' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    verify(token).then(
      () => {
        if (!current) return;
        setState({ status: 'verified' });
        navigate('/dashboard', { replace: true });
      },
      (error: unknown) => {
        // A 400 is the documented "invalid link"; anything else is worth showing as it is.
        if (current) setState({ status: 'invalid', message: isApiError(error) && error.status === 400 ? undefined : errorMessage(error, t) });
      },
    );
    return () => {
      current = false;
    };
  }, [token, navigate, t]);

  return (
    <PublicFormFrame width={520}>
      {state.status === 'invalid' ? (
        <Result
          status="warning"
          title={t('verifyEmail.invalidTitle')}
          subTitle={state.message ?? t('verifyEmail.invalid')}
          extra={
            <Button type="primary" onClick={() => navigate('/login')}>
              {t('verifyEmail.backToLogin')}
            </Button>
          }
        />
      ) : state.status === 'verified' ? (
        <Result status="success" title={t('verifyEmail.successTitle')} subTitle={t('verifyEmail.success')} />
      ) : (
        <Flex vertical align="center" gap="middle" style={{ padding: 32 }} role="status">
          <Spin size="large" />
          <span>{t('verifyEmail.verifying')}</span>
        </Flex>
      )}
    </PublicFormFrame>
  );
}
