// Avatar and name in the header; Profile, Settings, Take the tour and Sign out behind it.
import { CompassOutlined, DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { initials, useAuthStore, useRoleLabel } from '@campus/shared-ui';
import { useTourStore } from '../../../lib/tour-store.js';

export function UserMenu({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('shell');
  const roleLabel = useRoleLabel();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const user = useAuthStore((state) => state.user);
  const startTour = useTourStore((state) => state.start);
  if (!user) return null;
  const items = [
    { key: 'profile', icon: <UserOutlined />, label: t('user.profile'), onClick: () => navigate('/profile') },
    { key: 'settings', icon: <SettingOutlined />, label: t('user.settings'), onClick: () => navigate('/settings') },
    { key: 'tour', icon: <CompassOutlined />, label: t('tour.takeTour'), onClick: startTour },
    { type: 'divider' as const },
    { key: 'sign-out', icon: <LogoutOutlined />, label: t('user.signOut'), danger: true, onClick: onSignOut },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      {/* Named by what it shows, so a person who says what they see (voice control) reaches it: the name and role;
          on a phone, where only the avatar shows, its initials first, then whose menu it is. */}
      <Button
        type="text"
        style={{ height: 48, paddingInline: screens.md ? 8 : 4 }}
        aria-haspopup="menu"
        aria-label={screens.md ? undefined : `${user.avatar ? '' : `${initials(user)}, `}${t('user.menu', { name: user.displayName })}`}
      >
        <Flex align="center" gap={10}>
          <Avatar src={user.avatar ?? undefined} style={{ flexShrink: 0 }} aria-hidden>
            {initials(user)}
          </Avatar>
          {screens.md ? (
            <Flex vertical align="flex-start" style={{ lineHeight: 1.25 }}>
              <Typography.Text strong>{user.displayName}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {roleLabel(user.role)}
              </Typography.Text>
            </Flex>
          ) : null}
          <DownOutlined style={{ fontSize: 10 }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}
