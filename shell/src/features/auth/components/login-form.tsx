// Email + password + remember me; server errors in an Alert; a 429 disables the button with a countdown.
// Built from antd's inputs without antd's Form: Form brings rc-field-form, async-validator and Tooltip
// (~30 KB gzip) for two fields whose rules fit in login-fields.ts.
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
// Input and Password by their own files: the 'antd/es/input' entry also carries OTP, TextArea and Search
// (~9 KB gzip) that /login never shows. The shell is the host, so these are the same modules the shared entry uses.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import theme from 'antd/es/theme';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { errorMessage, isApiError, useLogin, type LoginResponse } from '@campus/shared-ui';
import { validateLogin, type LoginErrors, type LoginField, type LoginValues } from './login-fields.js';
import { formatMinutesSeconds, useRateLimit } from '../../../lib/use-countdown.js';

/** Answers of POST /api/auth/login in the reader's language, by code; anything else as the server wrote it. */
const LOGIN_ERROR_KEYS: Record<string, string> = {
  INVALID_CREDENTIALS: 'loginErrors.invalidCredentials',
  ACCOUNT_DISABLED: 'loginErrors.accountDisabled',
  EMAIL_NOT_VERIFIED: 'accountErrors.emailNotVerified',
};

function loginErrorText(error: unknown, retryAfter: number, t: TFunction<'shell'>): string {
  if (isApiError(error) && error.status === 429) return t('loginLimits.tooMany', { seconds: retryAfter });
  const key = isApiError(error) && error.code ? LOGIN_ERROR_KEYS[error.code] : undefined;
  return key ? t(key as 'loginErrors.invalidCredentials') : errorMessage(error, t);
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: token.marginXS, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, marginTop: token.marginXXS }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

export interface LoginFormProps {
  values: LoginValues;
  onChange: (values: LoginValues) => void;
  onSignedIn: (response: LoginResponse) => void;
}

export function LoginForm({ values, onChange, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('shell');
  const login = useLogin();
  const { secondsLeft, retryAfter, noteError } = useRateLimit();
  // A field's error shows once the person has left it (or submitted), and goes as soon as it is right.
  const [checked, setChecked] = useState<Partial<Record<LoginField, boolean>>>({});
  const errors = validateLogin(values);
  const shownErrors: LoginErrors = { email: checked.email ? errors.email : undefined, password: checked.password ? errors.password : undefined };

  const update = (patch: Partial<LoginValues>) => {
    if (login.isError) login.reset();
    onChange({ ...values, ...patch });
  };
  const check = (field: LoginField) => setChecked((current) => ({ ...current, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked({ email: true, password: true });
    if (errors.email || errors.password) return;
    login.mutate(
      { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe },
      { onSuccess: onSignedIn, onError: noteError },
    );
  };

  const described = (field: LoginField) =>
    shownErrors[field] ? { 'aria-invalid': true, 'aria-describedby': `login-${field}-error`, status: 'error' as const } : {};

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      {login.isError ? (
        <LazyAlert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={loginErrorText(login.error, retryAfter, t)}
          description={secondsLeft > 0 ? t('login.retryIn', { time: formatMinutesSeconds(secondsLeft) }) : undefined}
        />
      ) : null}
      <Field id="login-email" label={t('login.email')} error={shownErrors.email && t(`login.${shownErrors.email}`)}>
        <Input
          id="login-email"
          size="large"
          type="email"
          autoComplete="username"
          autoFocus
          placeholder="name@university.am"
          prefix={<MailOutlined />}
          value={values.email}
          onChange={(event) => update({ email: event.target.value })}
          onBlur={() => values.email !== '' && check('email')}
          disabled={login.isPending}
          {...described('email')}
        />
      </Field>
      <Field id="login-password" label={t('login.password')} error={shownErrors.password && t(`login.${shownErrors.password}`)}>
        <Password
          id="login-password"
          size="large"
          autoComplete="current-password"
          prefix={<LockOutlined />}
          value={values.password}
          onChange={(event) => update({ password: event.target.value })}
          disabled={login.isPending}
          {...described('password')}
        />
      </Field>
      <Flex justify="space-between" align="center" style={{ marginBottom: 20 }}>
        <Checkbox checked={values.rememberMe} onChange={(event) => update({ rememberMe: event.target.checked })}>
          {t('login.rememberMe')}
        </Checkbox>
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? t('login.waitToRetry', { time: formatMinutesSeconds(secondsLeft) }) : t('login.submit')}
      </Button>
    </form>
  );
}
