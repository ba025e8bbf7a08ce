// Email + password + remember me; server errors in an Alert; a 429 disables the button with a countdown.
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage, isApiError, useLogin, type LoginResponse } from '@campus/shared-ui';
import { formatMinutesSeconds, useCountdown } from './use-countdown.js';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Default wait when a 429 carries no retryAfter (SPEC §8). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

function useRateLimit() {
  const [until, setUntil] = useState<number>();
  const secondsLeft = useCountdown(until);
  const noteError = (error: unknown) => {
    if (isApiError(error) && error.status === 429) {
      setUntil(Date.now() + (error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000);
    }
  };
  return { secondsLeft, noteError };
}

export function LoginForm({ form, onSignedIn }: { form: FormInstance<LoginValues>; onSignedIn: (response: LoginResponse) => void }) {
  const { t } = useTranslation('shell');
  const login = useLogin();
  const { secondsLeft, noteError } = useRateLimit();

  const submit = (values: LoginValues) => {
    login.mutate(
      { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe },
      { onSuccess: onSignedIn, onError: noteError },
    );
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: '', password: '', rememberMe: false }}
      onFinish={submit}
      onValuesChange={() => login.isError && login.reset()}
      disabled={login.isPending}
    >
      {login.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorMessage(login.error, t)}
          description={secondsLeft > 0 ? t('login.retryIn', { time: formatMinutesSeconds(secondsLeft) }) : undefined}
        />
      ) : null}
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[{ required: true, type: 'email', whitespace: true, message: t('login.emailInvalid') }]}
        validateTrigger="onBlur"
      >
        <Input size="large" prefix={<MailOutlined />} type="email" autoComplete="username" autoFocus placeholder="name@university.am" />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password size="large" prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 20 }}>
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>{t('login.rememberMe')}</Checkbox>
        </Form.Item>
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? t('login.waitToRetry', { time: formatMinutesSeconds(secondsLeft) }) : t('login.submit')}
      </Button>
    </Form>
  );
}
