import { GoogleOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { GOOGLE_SIGN_IN_URL, useGoogleSignInAvailable } from '../api/google-sign-in.js';

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
      onClick={() => window.location.assign(GOOGLE_SIGN_IN_URL)}
    >
      {t('login.google')}
    </Button>
  );
  if (available) return button;
  // A disabled button swallows pointer events; the wrapper lets the tooltip still open.
  return (
    <Tooltip title={t('login.googleNotConfigured')}>
      <span style={{ display: 'block', cursor: 'not-allowed' }} tabIndex={0} aria-label={t('login.googleNotConfigured')}>
        {button}
      </span>
    </Tooltip>
  );
}
