// Frame of the public pages (landing, about, login…): brand, language and theme switches, a footer.
import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@campus/shared-ui';
import { Brand } from './brand.js';
import { LanguageSwitch } from './language-switch.js';
import { SecondaryText } from './text.js';
import { ThemeSwitch } from './theme-switch.js';

function HeaderAction() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (pathname === '/login') {
    return isAuthenticated ? null : <Button onClick={() => navigate('/register')}>{t('register.createAccount')}</Button>;
  }
  return isAuthenticated ? (
    <Button type="primary" onClick={() => navigate('/dashboard')}>
      {t('public.openDashboard')}
    </Button>
  ) : (
    <Button type="primary" onClick={() => navigate('/login')}>
      {t('public.signIn')}
    </Button>
  );
}

/** `footer` replaces the default one-line footer (the landing page has its own). */
export function PublicLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    // Plain landmarks rather than antd's Layout: these pages need no sider, and /login counts every KB.
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          padding: '12px clamp(12px, 4vw, 48px)',
        }}
      >
        <Flex align="center" justify="space-between" gap="middle" wrap>
          <Brand />
          <Flex align="center" gap="small" wrap>
            <LanguageSwitch />
            <ThemeSwitch />
            <HeaderAction />
          </Flex>
        </Flex>
      </header>
      <main style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>{children}</main>
      {footer ?? (
        <footer style={{ padding: '24px 16px' }}>
          <Flex justify="center" gap="large" wrap>
            <SecondaryText>{t('public.footer', { year: new Date().getFullYear() })}</SecondaryText>
            <Link to="/about">{t('public.about')}</Link>
          </Flex>
        </footer>
      )}
    </Flex>
  );
}
