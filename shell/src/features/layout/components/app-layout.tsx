// The signed-in frame: collapsible sidebar, header (collapse toggle, language, theme, bell, user menu), content.
// On phones (< 768 px) the sidebar becomes a drawer behind a burger, the page can be pulled to refresh,
// and lecturers get a bottom navigation. An offline banner shows on every size.
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import theme from 'antd/es/theme';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TOAST_DURATION, hasRole, useAuthStore } from '@campus/shared-ui';
import { Brand } from '../../../components/brand.js';
import { LanguageSwitch } from '../../../components/language-switch.js';
import { ThemeSwitch } from '../../../components/theme-switch.js';
import { useSignOut } from '../../../lib/sign-out.js';
import { useIsMobile } from '../../../lib/use-is-mobile.js';
import { BOTTOM_NAV_HEIGHT, MobileBottomNav } from './mobile-bottom-nav.js';
import { OfflineBanner } from './offline-banner.js';
import { PullToRefresh } from './pull-to-refresh.js';
import { Sidebar } from './sidebar.js';
import { UserMenu } from './user-menu.js';

const SIDER_WIDTH = 264;
const COLLAPSED_KEY = 'campus-sidebar-collapsed';
const HEADER_HEIGHT = 64;

/** Storage can be missing or throw (private modes, disabled storage): then the sidebar starts expanded. */
function readCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function useCollapsed() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const update = (next: boolean) => {
    setCollapsed(next);
    try {
      globalThis.localStorage?.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // Unavailable storage only means the choice is not remembered.
    }
  };
  return [collapsed, update] as const;
}

/** The phone's menu: the same sidebar in a drawer, closed again by any navigation. */
function SidebarDrawer({ open, onClose, onSignOut, signingOut }: { open: boolean; onClose: () => void; onSignOut: () => void; signingOut: boolean }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  useEffect(() => {
    onClose();
    // Only a change of page closes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={Math.min(SIDER_WIDTH + 16, 320)}
      closable={false}
      title={null}
      aria-label={t('sidebar.navigation')}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
      footer={
        <Flex align="center" justify="space-between" gap="small">
          <span style={{ color: token.colorTextSecondary }}>{t('preferences.theme')}</span>
          <ThemeSwitch size="small" />
        </Flex>
      }
    >
      <Sidebar collapsed={false} onSignOut={onSignOut} signingOut={signingOut} />
    </Drawer>
  );
}

export interface AppLayoutProps {
  children: ReactNode;
  /** Header controls between the theme switch and the user menu (the notification bell). */
  headerActions?: ReactNode;
  /** Above the page, inside the main area (e.g. the tour offer). */
  beforeContent?: ReactNode;
  /** Rendered once, outside the flow (e.g. the guided tour). */
  overlays?: ReactNode;
}

export default function AppLayout({ children, headerActions, beforeContent, overlays }: AppLayoutProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signOut = useSignOut((state) => state.signOut);
  const signingOut = useSignOut((state) => state.signingOut);
  const lecturer = useAuthStore((state) => hasRole(state.user, 'lecturer'));
  const bottomNav = mobile && lecturer;
  const border = `1px solid ${token.colorBorderSecondary}`;

  return (
    // antd's App gives every screen, remotes included, themed message/modal/notification via App.useApp(),
    // with the platform's toast duration (errors last longer: shared-ui's useToast).
    <App message={{ duration: TOAST_DURATION, maxCount: 3 }} notification={{ duration: TOAST_DURATION, maxCount: 4 }}>
      <Layout style={{ minHeight: '100vh' }}>
        {mobile ? null : (
          <Layout.Sider
            data-tour="sidebar"
            width={SIDER_WIDTH}
            collapsedWidth={72}
            collapsed={collapsed}
            trigger={null}
            breakpoint="lg"
            onBreakpoint={(narrow) => narrow && setCollapsed(true)}
            theme="light"
            style={{ position: 'sticky', top: 0, height: '100vh', borderInlineEnd: border, background: token.colorBgContainer }}
          >
            <Sidebar collapsed={collapsed} onSignOut={() => void signOut()} signingOut={signingOut} />
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header
            style={{
              position: 'sticky',
              top: 0,
              zIndex: 10,
              background: token.colorBgContainer,
              borderBottom: border,
              paddingInline: mobile ? 8 : 16,
              height: HEADER_HEIGHT,
              lineHeight: 'normal',
            }}
          >
            <Flex align="center" justify="space-between" style={{ height: '100%' }} gap={mobile ? 'small' : 'middle'}>
              {mobile ? (
                <Flex align="center" gap={4}>
                  <Button
                    type="text"
                    icon={<MenuOutlined />}
                    onClick={() => setDrawerOpen(true)}
                    aria-label={t('mobile.openMenu')}
                    aria-expanded={drawerOpen}
                  />
                  <Brand to="/dashboard" compact size={28} />
                </Flex>
              ) : (
                <Button
                  type="text"
                  icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                  onClick={() => setCollapsed(!collapsed)}
                  aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
                  aria-expanded={!collapsed}
                />
              )}
              <Flex align="center" gap={mobile ? 2 : 'small'}>
                <span data-tour="language" style={{ display: 'inline-flex' }}>
                  <LanguageSwitch size={mobile ? 'small' : 'middle'} />
                </span>
                {mobile ? null : <ThemeSwitch />}
                {headerActions}
                <UserMenu onSignOut={() => void signOut()} />
              </Flex>
            </Flex>
          </Layout.Header>
          <OfflineBanner top={HEADER_HEIGHT} />
          <Layout.Content
            style={{
              padding: mobile ? 16 : 'clamp(16px, 3vw, 32px)',
              // The bottom navigation never covers the end of the page.
              paddingBottom: bottomNav ? `calc(${BOTTOM_NAV_HEIGHT + 16}px + env(safe-area-inset-bottom, 0px))` : undefined,
            }}
          >
            <PullToRefresh enabled={mobile}>
              {/* Layout.Content is the page's <main>; this is what the tour's "main area" step shows. */}
              <div data-tour="main">
                {beforeContent}
                {children}
              </div>
            </PullToRefresh>
          </Layout.Content>
        </Layout>
      </Layout>
      {mobile ? (
        <SidebarDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onSignOut={() => void signOut()} signingOut={signingOut} />
      ) : null}
      {bottomNav ? <MobileBottomNav /> : null}
      {overlays}
    </App>
  );
}
