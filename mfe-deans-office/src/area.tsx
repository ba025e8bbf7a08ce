// The dean's office area (/deans-office/*), loaded by the shell at run time as `./area`.
import {
  ApartmentOutlined,
  BankOutlined,
  BarChartOutlined,
  DashboardOutlined,
  NodeIndexOutlined,
  SolutionOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { defineArea, type SidebarItem } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';

const ROLES = ['deans_office'];

const item = (key: string, path: string, icon: SidebarItem['icon'], category: SidebarItem['category'] = 'deans_office'): SidebarItem => ({
  key: `deans-office-${key}`,
  path,
  category,
  icon,
  labelKey: `deans-office:sidebar.${key}`,
  roles: ROLES,
});

export default defineArea({
  id: 'deans-office',
  routes: [
    { path: '/deans-office/', roles: ROLES, load: () => import('./features/dashboard/routes/deans-office-dashboard.js') },
    { path: '/deans-office/students/add', roles: ROLES, load: () => import('./features/students/routes/student-add.js') },
    { path: '/deans-office/programs', roles: ROLES, load: () => import('./features/programs/routes/programs.js') },
    { path: '/deans-office/programs/add', roles: ROLES, load: () => import('./features/programs/routes/program-add.js') },
    { path: '/deans-office/groups', roles: ROLES, load: () => import('./features/groups/routes/groups.js') },
    { path: '/deans-office/faculty', roles: ROLES, load: () => import('./features/faculty/routes/faculty.js') },
    { path: '/deans-office/enrollment', roles: ROLES, load: () => import('./features/enrollment/routes/enrollment.js') },
    { path: '/deans-office/departments', roles: ROLES, load: () => import('./features/departments/routes/departments.js') },
    { path: '/deans-office/analytics', roles: ROLES, load: () => import('./features/analytics/routes/analytics.js') },
    { path: '/deans-office/allocation', roles: ROLES, load: () => import('./features/allocation/routes/allocation.js') },
    { path: '/deans-office/allocation-clean', roles: ROLES, load: () => import('./features/allocation/routes/allocation-clean.js') },
  ],
  sidebar: [
    item('overview', '/deans-office/', <DashboardOutlined />),
    item('programs', '/deans-office/programs', <SolutionOutlined />),
    item('groups', '/deans-office/groups', <TeamOutlined />),
    item('enrollment', '/deans-office/enrollment', <UsergroupAddOutlined />),
    item('faculty', '/deans-office/faculty', <BankOutlined />),
    item('departments', '/deans-office/departments', <ApartmentOutlined />),
    item('analytics', '/deans-office/analytics', <BarChartOutlined />),
    item('allocation', '/deans-office/allocation', <NodeIndexOutlined />, 'allocation'),
  ],
  translations: { hy, en, ru },
});
