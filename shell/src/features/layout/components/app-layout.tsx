// The signed-in frame: collapsible sidebar, header (collapse toggle, language, theme, user menu), content.
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import theme from 'antd/es/theme';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch.js';
import { ThemeSwitch } from '../../../components/theme-switch.js';
import { useSignOut } from '../../../lib/sign-out.js';
import { Sidebar } from './sidebar.js';
import { UserMenu } from './user-menu.js';

const SIDER_WIDTH = 264;
const COLLAPSED_KEY = 'campus-sidebar-collapsed';

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

export default function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useCollapsed();
  const signOut = useSignOut((state) => state.signOut);
  const signingOut = useSignOut((state) => state.signingOut);
  const border = `1px solid ${token.colorBorderSecondary}`;

  return (
    // antd's App gives every screen, remotes included, themed message/modal/notification via App.useApp().
    <App message={{ duration: 3.5 }} notification={{ duration: 3.5 }}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider
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
        <Layout>
          <Layout.Header
            style={{
              position: 'sticky',
              top: 0,
              zIndex: 10,
              background: token.colorBgContainer,
              borderBottom: border,
              paddingInline: 16,
              height: 64,
            }}
          >
            <Flex align="center" justify="space-between" style={{ height: '100%' }} gap="middle">
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed(!collapsed)}
                aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
                aria-expanded={!collapsed}
              />
              <Flex align="center" gap="small">
                <LanguageSwitch />
                <ThemeSwitch />
                <UserMenu onSignOut={() => void signOut()} />
              </Flex>
            </Flex>
          </Layout.Header>
          <Layout.Content style={{ padding: 'clamp(16px, 3vw, 32px)' }}>
            <main>{children}</main>
          </Layout.Content>
        </Layout>
      </Layout>
    </App>
  );
}
