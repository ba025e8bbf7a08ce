// The sidebar: brand, menu search, the role-filtered menu grouped by category, and sign out at the bottom.
import { LogoutOutlined, SearchOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Menu, { type MenuProps } from 'antd/es/menu';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAuthStore } from '@campus/shared-ui';
import { Brand } from '../../../components/brand.js';
import { useRemotesStore } from '../../../lib/remotes/remotes-store.js';
import { buildSidebar, selectedEntryId, type AreaSidebar, type SidebarGroup } from '../sidebar-model.js';
import { SHELL_SIDEBAR_ITEMS } from './shell-sidebar-items.js';

function useAreaSidebars(): AreaSidebar[] {
  const remotes = useRemotesStore((state) => state.remotes);
  return useMemo(
    () => [
      { areaId: 'shell', items: SHELL_SIDEBAR_ITEMS },
      ...Object.values(remotes).flatMap((remote) =>
        remote.area ? [{ areaId: remote.area.id, items: remote.area.sidebar }] : [],
      ),
    ],
    [remotes],
  );
}

function toMenuItems(groups: SidebarGroup[], categoryTitle: (category: string) => string): MenuProps['items'] {
  return groups.map((group) => ({
    type: 'group' as const,
    key: `category:${group.category}`,
    label: categoryTitle(group.category),
    children: group.entries.map((entry) => ({
      key: entry.id,
      icon: entry.icon,
      label: <Link to={entry.path}>{entry.label}</Link>,
    })),
  }));
}

export interface SidebarProps {
  collapsed: boolean;
  onSignOut: () => void;
  signingOut: boolean;
}

export function Sidebar({ collapsed, onSignOut, signingOut }: SidebarProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const user = useAuthStore((state) => state.user);
  const areas = useAreaSidebars();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => buildSidebar(areas, user, (key) => t(key), search), [areas, user, t, search]);
  const selected = selectedEntryId(groups, pathname);

  return (
    <Flex vertical style={{ height: '100%' }}>
      <Flex align="center" justify={collapsed ? 'center' : 'flex-start'} style={{ height: 64, paddingInline: collapsed ? 0 : 20, flexShrink: 0 }}>
        <Brand to="/dashboard" compact={collapsed} />
      </Flex>
      {collapsed ? null : (
        <div style={{ padding: '4px 16px 8px' }}>
          <Input
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            prefix={<SearchOutlined style={{ color: token.colorTextTertiary }} />}
            placeholder={t('sidebar.search')}
            aria-label={t('sidebar.search')}
          />
        </div>
      )}
      <nav aria-label={t('sidebar.navigation')} style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        {groups.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sidebar.noMatches')} />
        ) : (
          <Menu
            mode="inline"
            inlineCollapsed={collapsed}
            selectedKeys={selected ? [selected] : []}
            items={toMenuItems(groups, (category) => t(`sidebar.categories.${category}`))}
            style={{ borderInlineEnd: 'none', background: 'transparent' }}
          />
        )}
      </nav>
      <div style={{ padding: collapsed ? 8 : 16, borderTop: `1px solid ${token.colorBorderSecondary}`, flexShrink: 0 }}>
        <Tooltip title={collapsed ? t('user.signOut') : undefined} placement="right">
          <Button
            block
            type="text"
            danger
            icon={<LogoutOutlined />}
            loading={signingOut}
            onClick={onSignOut}
            aria-label={t('user.signOut')}
            style={{ justifyContent: collapsed ? 'center' : 'flex-start' }}
          >
            {collapsed ? null : t('user.signOut')}
          </Button>
        </Tooltip>
      </div>
    </Flex>
  );
}
