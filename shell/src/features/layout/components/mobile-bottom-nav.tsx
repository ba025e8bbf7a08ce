// Lecturers on phones: the places they use most, one tap away at the bottom of the screen. A place whose
// screen no loaded area registers yet is shown disabled (see bottom-nav-model.ts).
import { CalendarOutlined, FolderOpenOutlined, HomeOutlined, TeamOutlined } from '@ant-design/icons';
import theme from 'antd/es/theme';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAuthStore } from '@campus/shared-ui';
import { useRemotesStore } from '../../../lib/remotes/remotes-store.js';
import { withAvailability, type BottomNavTab } from '../bottom-nav-model.js';

/** Height of the bar without the device's safe area; the content keeps this much room below it. */
export const BOTTOM_NAV_HEIGHT = 60;

const ITEMS: (BottomNavTab & { icon: ReactNode })[] = [
  { key: 'home', path: '/lecturer-materials', icon: <HomeOutlined />, always: true },
  { key: 'materials', path: '/materials/manage', icon: <FolderOpenOutlined /> },
  { key: 'classes', path: '/class-list', icon: <TeamOutlined /> },
  { key: 'schedule', path: '/schedule', icon: <CalendarOutlined /> },
];

function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function MobileBottomNav() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const user = useAuthStore((state) => state.user);
  const remotes = useRemotesStore((state) => state.remotes);
  const items = useMemo(() => {
    const routes = Object.values(remotes).flatMap((remote) => (remote.status === 'loaded' && remote.area ? remote.area.routes : []));
    return withAvailability(ITEMS, routes, user);
  }, [remotes, user]);
  return (
    <nav
      aria-label={t('mobile.bottomNav')}
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 20,
        display: 'grid',
        gridTemplateColumns: `repeat(${items.length}, 1fr)`,
        height: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom, 0px))`,
        paddingBottom: 'env(safe-area-inset-bottom, 0px)',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.06)',
      }}
    >
      {items.map((item) => {
        const current = item.available && isCurrent(pathname, item.path);
        const label = t(`mobile.nav.${item.key}`);
        const content = (
          <>
            <span style={{ fontSize: 20, lineHeight: 1 }} aria-hidden>
              {item.icon}
            </span>
            <span style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', paddingInline: 4 }}>{label}</span>
            {!item.available && <span style={{ fontSize: 10, lineHeight: 1, color: token.colorTextQuaternary }}>{t('mobile.navSoon')}</span>}
          </>
        );
        const style = {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          minWidth: 0,
          color: current ? token.colorPrimary : item.available ? token.colorTextSecondary : token.colorTextDisabled,
          fontWeight: current ? 600 : 400,
          fontSize: 12,
        } as const;
        return item.available ? (
          <Link key={item.key} to={item.path} aria-current={current ? 'page' : undefined} style={style}>
            {content}
          </Link>
        ) : (
          <span key={item.key} role="link" aria-disabled="true" aria-label={`${label}, ${t('mobile.navSoon')}`} style={style}>
            {content}
          </span>
        );
      })}
    </nav>
  );
}
