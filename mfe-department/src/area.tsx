// The department area (/department/*), loaded by the shell at run time as `./area`.
import {
  ControlOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  ClusterOutlined,
  NotificationOutlined,
  PieChartOutlined,
  DashboardOutlined,
  NodeIndexOutlined,
  ScheduleOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { defineArea, type SidebarItem } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';

const ROLES = ['chair'];

const item = (key: string, path: string, icon: SidebarItem['icon'], category: SidebarItem['category'] = 'department'): SidebarItem => ({
  key: `department-${key}`,
  path,
  category,
  icon,
  labelKey: `department:sidebar.${key}`,
  roles: ROLES,
});

const weeklyClasses = () => import('./features/weekly-classes/routes/weekly-classes.js');

export default defineArea({
  id: 'department',
  routes: [
    { path: '/department/', roles: ROLES, load: () => import('./features/dashboard/routes/department-dashboard.js') },
    { path: '/department/weekly-classes', roles: ROLES, load: weeklyClasses },
    { path: '/department/weekly-classes-refactored', roles: ROLES, load: weeklyClasses },
    { path: '/department/scheduling', roles: ROLES, load: () => import('./features/scheduling/routes/scheduling.js') },
    { path: '/department/lecturers', roles: ROLES, load: () => import('./features/lecturers/routes/lecturers.js') },
    { path: '/department/courses', roles: ROLES, load: () => import('./features/courses/routes/courses.js') },
    { path: '/department/course-lecturers', roles: ROLES, load: () => import('./features/course-lecturers/routes/course-lecturers.js') },
    { path: '/department/analytics', roles: ROLES, load: () => import('./features/analytics/routes/analytics.js') },
    { path: '/department/reports', roles: ROLES, load: () => import('./features/reports/routes/reports.js') },
    { path: '/department/evaluations', roles: ROLES, load: () => import('./features/evaluations/routes/evaluations.js') },
    { path: '/department/evaluations/:id', roles: ROLES, load: () => import('./features/evaluations/routes/evaluation-results.js') },
    { path: '/department/announcements', roles: ROLES, load: () => import('./features/announcements/routes/announcements.js') },
    { path: '/department/settings', roles: ROLES, load: () => import('./features/settings/routes/settings.js') },
    { path: '/department/allocation', roles: ROLES, load: () => import('./features/allocation/routes/allocation.js') },
  ],
  sidebar: [
    item('overview', '/department/', <DashboardOutlined />),
    item('weeklyClasses', '/department/weekly-classes', <CalendarOutlined />),
    item('scheduling', '/department/scheduling', <ScheduleOutlined />),
    item('lecturers', '/department/lecturers', <TeamOutlined />),
    item('courses', '/department/courses', <BookOutlined />),
    item('courseLecturers', '/department/course-lecturers', <ClusterOutlined />),
    item('analytics', '/department/analytics', <BarChartOutlined />),
    item('reports', '/department/reports', <PieChartOutlined />),
    item('evaluations', '/department/evaluations', <StarOutlined />),
    // Not in an administrator's sidebar: their own Announcements is the same screen and reaches every audience.
    { ...item('announcements', '/department/announcements', <NotificationOutlined />), notForAdmin: true },
    item('settings', '/department/settings', <ControlOutlined />),
    item('allocation', '/department/allocation', <NodeIndexOutlined />, 'allocation'),
  ],
  translations: { hy, en, ru },
});
