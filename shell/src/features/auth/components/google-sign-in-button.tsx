import { GoogleOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/lazy-tooltip.js';
import { ScreenReaderText } from '../../../components/text.js';
import { GOOGLE_SIGN_IN_URL, useGoogleSignInAvailable } from '../api/google-sign-in.js';

const EXPLANATION_ID = 'google-sign-in-unavailable';

/** Disabled, with the reason in a tooltip, until the server has Google sign-in configured. */
export function GoogleSignInButton() {
  const { t } = useTranslation('shell');
  const available = useGoogleSignInAvailable();
  const button = (
    <Button
      block
      size="large"
      icon={<GoogleOutlined />}
      disabled={!available}
      aria-describedby={available ? undefined : EXPLANATION_ID}
      onClick={() => window.location.assign(GOOGLE_SIGN_IN_URL)}
    >
      {t('login.google')}
    </Button>
  );
  if (available) return button;
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
