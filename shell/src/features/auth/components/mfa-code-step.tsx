// The second sign-in step when the account has two-factor verification on: one numeric field for the 6-digit
// code (paste-friendly, filled by password managers through autocomplete="one-time-code"), sent as soon as six
// digits are there. Loaded only when a login answers requiresMFA, so /login does not carry it.
import { ArrowLeftOutlined, SafetyOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input/Input';
import theme from 'antd/es/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@campus/contracts';
import { isApiError } from '@campus/shared-ui';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { SecondaryText } from '../../../components/text.js';
import type { VerifyMfaSignIn } from '../../../lib/verify-mfa.js';
import { MFA_CODE_LENGTH, mfaCodeProblem, normalizeCode } from '../../../lib/mfa-code.js';
import { formatMinutesSeconds, useRateLimit } from '../../../lib/use-countdown.js';

export interface MfaCodeStepProps {
  /** Owned by the login page, so an expired sign-in (401, which also clears the step) can still be told. */
  verify: VerifyMfaSignIn;
  onSignedIn: (user: User) => void;
  /** Back to email and password (e.g. the 5 minutes ran out, or another account). */
  onBack: () => void;
}

export default function MfaCodeStep({ verify, onSignedIn, onBack }: MfaCodeStepProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [code, setCode] = useState('');
  const { secondsLeft, noteError } = useRateLimit();

  const send = (value: string) => {
    if (value.length !== MFA_CODE_LENGTH || verify.isPending || secondsLeft > 0) return;
    verify.mutate(value, {
      onSuccess: ({ user }) => onSignedIn(user),
      onError: (error) => {
        setCode('');
        noteError(error);
      },
    });
  };

  const change = (value: string) => {
    const next = normalizeCode(value);
    if (verify.isError) verify.reset();
    setCode(next);
    if (next.length === MFA_CODE_LENGTH) send(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(code);
  };

  const expired = isApiError(verify.error) && verify.error.status === 401;
  const problem = expired ? t('mfa.errors.expired') : mfaCodeProblem(verify.error, t);

  return (
    <form onSubmit={submit} noValidate aria-label={t('mfa.step.title')}>
      <Flex vertical gap="middle">
        <Flex gap="small" align="flex-start">
          <SafetyOutlined style={{ fontSize: 20, color: token.colorPrimary, marginTop: 2 }} aria-hidden />
          <SecondaryText>{t('mfa.step.hint')}</SecondaryText>
        </Flex>
        {problem ? (
          <LazyAlert
            type="error"
            showIcon
            title={problem}
            description={secondsLeft > 0 ? t('login.retryIn', { time: formatMinutesSeconds(secondsLeft) }) : undefined}
          />
        ) : null}
        <div>
          <label htmlFor="mfa-code" style={{ display: 'block', marginBottom: token.marginXS, color: token.colorTextHeading }}>
            {t('mfa.step.code')}
          </label>
          <Input
            id="mfa-code"
            size="large"
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            placeholder="000000"
            value={code}
            onChange={(event) => change(event.target.value)}
            disabled={expired}
            status={problem && !expired ? 'error' : undefined}
            style={{ fontSize: 24, letterSpacing: '0.5em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          />
        </div>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={verify.isPending}
          disabled={code.length !== MFA_CODE_LENGTH || secondsLeft > 0 || expired}
        >
          {secondsLeft > 0 ? t('login.waitToRetry', { time: formatMinutesSeconds(secondsLeft) }) : t('mfa.step.submit')}
        </Button>
        <Button type={expired ? 'default' : 'link'} icon={<ArrowLeftOutlined />} onClick={onBack} block={expired}>
          {t('mfa.step.back')}
        </Button>
      </Flex>
    </form>
  );
}
