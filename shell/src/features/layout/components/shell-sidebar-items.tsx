// The shell's own sidebar entries (the areas bring the rest).
import { HomeOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { SidebarItem } from '@campus/shared-ui';

export const SHELL_SIDEBAR_ITEMS: SidebarItem[] = [
  { key: 'dashboard', path: '/dashboard', category: 'main', icon: <HomeOutlined />, labelKey: 'shell:sidebar.dashboard' },
  { key: 'about', path: '/about', category: 'support', icon: <InfoCircleOutlined />, labelKey: 'shell:sidebar.about' },
];
