import { GoogleOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { LazyTooltip } from '../../../components/lazy-tooltip.js';
import { ScreenReaderText } from '../../../components/text.js';
import { googleSignInQuery, useGoogleSignInStatus } from '../api/google-sign-in.js';
import { formatMinutesSeconds, useCountdown } from '../../../lib/use-countdown.js';

const EXPLANATION_ID = 'google-sign-in-unavailable';

/**
 * Goes to Google when the server has it configured; disabled with the reason in a tooltip when not; while this
 * address is over the login limits, disabled under the 429 message with a minutes:seconds countdown.
 */
export function GoogleSignInButton() {
  const { t } = useTranslation('shell');
  const status = useGoogleSignInStatus();
  const queryClient = useQueryClient();
  const secondsLeft = useCountdown(status?.state === 'limited' ? status.until : undefined);
  const limitOver = status?.state === 'limited' && secondsLeft === 0;
  useEffect(() => {
    if (limitOver) void queryClient.invalidateQueries({ queryKey: googleSignInQuery.queryKey });
  }, [limitOver, queryClient]);

  const available = status?.state === 'available';
  const button = (
    <Button
      block
      size="large"
      icon={<GoogleOutlined />}
      disabled={!available}
      aria-describedby={available || status?.state === 'limited' ? undefined : EXPLANATION_ID}
      onClick={() => status?.state === 'available' && window.location.assign(status.url)}
    >
      {t('login.google')}
    </Button>
  );
  if (available) return button;
  if (status?.state === 'limited') {
    return (
      <div>
        <LazyAlert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('loginLimits.tooMany', { seconds: status.retryAfter })}
          description={secondsLeft > 0 ? t('login.retryIn', { time: formatMinutesSeconds(secondsLeft) }) : undefined}
        />
        {button}
      </div>
    );
  }
  // A disabled button receives no pointer events; the wrapper lets the tooltip open anyway.
  return (
    <LazyTooltip title={t('login.googleNotConfigured')}>
      <span style={{ display: 'block', cursor: 'not-allowed' }} tabIndex={0}>
        {button}
      </span>
      <ScreenReaderText id={EXPLANATION_ID}>{t('login.googleNotConfigured')}</ScreenReaderText>
    </LazyTooltip>
  );
}
