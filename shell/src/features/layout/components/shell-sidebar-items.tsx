// The shell's own sidebar entries (the areas bring the rest).
import { BulbOutlined, HomeOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { SidebarItem } from '@campus/shared-ui';

export const SHELL_SIDEBAR_ITEMS: SidebarItem[] = [
  { key: 'dashboard', path: '/dashboard', category: 'main', icon: <HomeOutlined />, labelKey: 'shell:sidebar.dashboard' },
  { key: 'contact', path: '/contact', category: 'support', icon: <BulbOutlined />, labelKey: 'shell:sidebar.contact' },
  { key: 'about', path: '/about', category: 'support', icon: <InfoCircleOutlined />, labelKey: 'shell:sidebar.about' },
];
