// `/forgot-password`: asks for the email and always answers with the same confirmation, whether or not an
// account exists (the server answers the same too). Only a request that never reached the server fails, or
// one the server refused as too many (429): that shows the rate limit, with a countdown when the server
// says how long to wait.
import { MailOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isEmailAddress } from '@campus/contracts';
import { api, currentLanguage, errorMessage, isApiError } from '@campus/shared-ui';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { PublicFormFrame } from '../../../components/public-form-frame.js';
import { formatMinutesSeconds, useRateLimit } from '../../../lib/use-countdown.js';

async function requestReset(email: string): Promise<void> {
  try {
    await api.post('/api/auth/forgot-password', { email, language: currentLanguage() });
  } catch (error) {
    // Any other answer from the server means the request arrived: the confirmation is the same for all of them.
    if (isApiError(error) && error.status !== 0 && error.status !== 429) return;
    throw error;
  }
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string>();
  // A 429 counts down the wait the server asked for; without one there is no countdown (retryAfter is null).
  const { secondsLeft, retryAfter, noteError } = useRateLimit(null);
  const request = useMutation({ mutationFn: requestReset, onError: noteError });
  const submit = ({ email }: { email: string }) => {
    const address = email.trim();
    request.mutate(address, { onSuccess: () => setSentTo(address) });
  };
  const rateLimited = isApiError(request.error) && request.error.status === 429;
  const waiting = rateLimited && secondsLeft > 0;
  let problem: ReactNode = null;
  if (rateLimited) {
    const description = retryAfter === null ? t('resetLimits.retryLater') : waiting ? t('login.retryIn', { time: formatMinutesSeconds(secondsLeft) }) : undefined;
    problem = <LazyAlert type="warning" showIcon style={{ marginBottom: 16 }} title={t('resetLimits.tooMany')} description={description} />;
  } else if (request.isError) {
    problem = <LazyAlert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(request.error, t)} />;
  }

  if (sentTo) {
    return (
      <PublicFormFrame width={520}>
        {problem}
        <Result
          status="success"
          icon={<MailOutlined />}
          title={t('forgotPassword.sentTitle')}
          subTitle={
            <>
              <p style={{ margin: '0 0 8px' }}>{t('forgotPassword.sent', { email: sentTo })}</p>
              <p style={{ margin: 0 }}>{t('forgotPassword.sentHint')}</p>
            </>
          }
          extra={[
            <Button key="login" type="primary" onClick={() => navigate('/login')}>
              {t('forgotPassword.backToLogin')}
            </Button>,
            <Button key="again" loading={request.isPending} disabled={waiting} onClick={() => request.mutate(sentTo)}>
              {waiting ? t('login.waitToRetry', { time: formatMinutesSeconds(secondsLeft) }) : t('forgotPassword.sendAgain')}
            </Button>,
          ]}
        />
      </PublicFormFrame>
    );
  }

  return (
    <PublicFormFrame title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      {problem}
      <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={request.isPending} aria-label={t('forgotPassword.title')}>
        <Form.Item
          name="email"
          label={t('forgotPassword.email')}
          validateTrigger="onBlur"
          rules={[{ validator: async (_rule, value?: string) => { if (!isEmailAddress(value ?? '')) throw new Error(t('forgotPassword.emailInvalid')); } }]}
        >
          <Input size="large" type="email" autoComplete="username" autoFocus prefix={<MailOutlined />} placeholder="name@university.am" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={request.isPending} disabled={waiting}>
          {waiting ? t('login.waitToRetry', { time: formatMinutesSeconds(secondsLeft) }) : t('forgotPassword.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 20, textAlign: 'center' }}>
        <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
      </div>
    </PublicFormFrame>
  );
}
