// The landing page's footer: what Campus is, the ways in, the languages, and the small print.
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SUPPORTED_LANGUAGES, useLanguage } from '@campus/shared-ui';
import { Brand } from '../../../../components/brand.js';
import { LANGUAGE_NAMES } from '../../../../components/language-switch.js';
import { SecondaryText } from '../../../../components/text.js';
import { switchLanguage } from '../../../../i18n/register-shell-translations.js';

function Column({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <strong style={{ color: token.colorTextHeading }}>{title}</strong>
      {children}
    </div>
  );
}

export function LandingFooter({ getStartedPath }: { getStartedPath: string }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const current = useLanguage();
  const linkStyle = { color: token.colorTextSecondary };

  return (
    <footer style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}>
      <div
        style={{
          maxWidth: 1208,
          boxSizing: 'border-box',
          margin: '0 auto',
          padding: '40px 24px 24px',
          display: 'grid',
          gap: 32,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, gridColumn: 'span 1' }}>
          <Brand />
          <SecondaryText>{t('landing.footer.tagline')}</SecondaryText>
        </div>
        <Column title={t('landing.footer.start')}>
          <Link to={getStartedPath} style={linkStyle}>
            {t('landing.getStarted')}
          </Link>
          <Link to="/login" style={linkStyle}>
            {t('public.signIn')}
          </Link>
          <Link to="/about" style={linkStyle}>
            {t('public.about')}
          </Link>
        </Column>
        <Column title={t('landing.footer.languages')}>
          {SUPPORTED_LANGUAGES.map((language) => (
            <a
              key={language}
              href={`#${language}`}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                void switchLanguage(language);
              }}
              style={{ ...linkStyle, fontWeight: language === current ? 600 : 400, color: language === current ? token.colorPrimary : token.colorTextSecondary }}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          ))}
        </Column>
      </div>
      <div style={{ maxWidth: 1208, boxSizing: 'border-box', margin: '0 auto', padding: '0 24px 28px' }}>
        <div style={{ paddingTop: 16, borderTop: `1px solid ${token.colorSplit}` }}>
          <SecondaryText style={{ fontSize: 13 }}>{t('public.footer', { year: new Date().getFullYear() })}</SecondaryText>
        </div>
      </div>
    </footer>
  );
}
