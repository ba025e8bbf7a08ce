// Email + password + remember me; server errors in an Alert; a 429 disables the button with a countdown.
// Built from antd's inputs without antd's Form: Form brings rc-field-form, async-validator and Tooltip
// (~30 KB gzip) for two fields whose rules fit in login-fields.ts.
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import theme from 'antd/es/theme';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { errorMessage, isApiError, useLogin, type LoginResponse } from '@campus/shared-ui';
import { validateLogin, type LoginErrors, type LoginField, type LoginValues } from './login-fields.js';
import { formatMinutesSeconds, useCountdown } from './use-countdown.js';

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
  const { secondsLeft, noteError } = useRateLimit();
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
          title={errorMessage(login.error, t)}
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
        <Input.Password
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
