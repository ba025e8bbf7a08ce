// Frame of the public pages (landing, about, login…): brand, language and theme switches, a footer.
import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@campus/shared-ui';
import { Brand } from './brand.js';
import { LanguageSwitch } from './language-switch.js';
import { ThemeSwitch } from './theme-switch.js';

function HeaderAction() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (pathname === '/login') return null;
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

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: 'clamp(12px, 4vw, 48px)',
          height: 'auto',
          lineHeight: 'normal',
          paddingBlock: 12,
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
      </Layout.Header>
      <Layout.Content style={{ display: 'flex', flexDirection: 'column' }}>{children}</Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        <Flex justify="center" gap="large" wrap>
          <Typography.Text type="secondary">{t('public.footer', { year: new Date().getFullYear() })}</Typography.Text>
          <Link to="/about">{t('public.about')}</Link>
        </Flex>
      </Layout.Footer>
    </Layout>
  );
}
