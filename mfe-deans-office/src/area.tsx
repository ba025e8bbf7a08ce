// The dean's office area (/deans-office/*), loaded by the shell at run time as `./area`.
// It also owns the general people directory, /students and /lecturers (mfe-manifest.json gives it those paths): the
// dean's office is the registrar that keeps student records, so the directory every staff member reads lives with it
// (one students table, scoped by the server to what each caller may see; edited by the dean's office only). And the
// examination board, /examination-board: the dean's office is its main user (chairs, QA and administrators read it too).
import {
  ControlOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  DashboardOutlined,
  IdcardOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
  PieChartOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { defineArea, type SidebarItem } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';

const ROLES = ['deans_office'];
/** SPEC: "Staff means any of admin, lecturer, deans_office, chair, quality_assurance" (admin passes every check). */
const STAFF = ['lecturer', 'deans_office', 'chair', 'quality_assurance'];
/** The dean's office has its own students screen, so the directory's students entry is for the other staff. */
const DIRECTORY_STUDENT_READERS = ['lecturer', 'chair', 'quality_assurance'];
/** The examination board: the dean's office is its main user; chairs (their department) and QA read it too. */
const BOARD_READERS = ['deans_office', 'chair', 'quality_assurance'];

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
    { path: '/deans-office/students', roles: ROLES, load: () => import('./features/students/routes/students.js') },
    { path: '/deans-office/students/add', roles: ROLES, load: () => import('./features/students/routes/student-add.js') },
    { path: '/deans-office/programs', roles: ROLES, load: () => import('./features/programs/routes/programs.js') },
    { path: '/deans-office/programs/add', roles: ROLES, load: () => import('./features/programs/routes/program-add.js') },
    { path: '/deans-office/groups', roles: ROLES, load: () => import('./features/groups/routes/groups.js') },
    { path: '/deans-office/faculty', roles: ROLES, load: () => import('./features/faculty/routes/faculty.js') },
    { path: '/deans-office/enrollment', roles: ROLES, load: () => import('./features/enrollment/routes/enrollment.js') },
    { path: '/deans-office/departments', roles: ROLES, load: () => import('./features/departments/routes/departments.js') },
    { path: '/deans-office/analytics', roles: ROLES, load: () => import('./features/analytics/routes/analytics.js') },
    { path: '/deans-office/reports', roles: ROLES, load: () => import('./features/reports/routes/reports.js') },
    { path: '/deans-office/evaluations', roles: ROLES, load: () => import('./features/evaluations/routes/evaluations.js') },
    { path: '/deans-office/evaluations/:id', roles: ROLES, load: () => import('./features/evaluations/routes/evaluation-results.js') },
    { path: '/deans-office/announcements', roles: ROLES, load: () => import('./features/announcements/routes/announcements.js') },
    { path: '/deans-office/settings', roles: ROLES, load: () => import('./features/settings/routes/settings.js') },
    { path: '/deans-office/allocation', roles: ROLES, load: () => import('./features/allocation/routes/allocation.js') },
    { path: '/deans-office/allocation-clean', roles: ROLES, load: () => import('./features/allocation/routes/allocation-clean.js') },
    { path: '/students', roles: STAFF, load: () => import('./features/directory/routes/students.js') },
    { path: '/lecturers', roles: STAFF, load: () => import('./features/directory/routes/lecturers.js') },
    { path: '/examination-board', roles: BOARD_READERS, load: () => import('./features/examination-board/routes/examination-board.js') },
  ],
  sidebar: [
    item('overview', '/deans-office/', <DashboardOutlined />),
    item('students', '/deans-office/students', <UserOutlined />),
    item('programs', '/deans-office/programs', <SolutionOutlined />),
    item('groups', '/deans-office/groups', <TeamOutlined />),
    item('enrollment', '/deans-office/enrollment', <UsergroupAddOutlined />),
    item('faculty', '/deans-office/faculty', <BankOutlined />),
    item('departments', '/deans-office/departments', <ApartmentOutlined />),
    item('analytics', '/deans-office/analytics', <BarChartOutlined />),
    item('reports', '/deans-office/reports', <PieChartOutlined />),
    item('evaluations', '/deans-office/evaluations', <StarOutlined />),
    // Not in an administrator's sidebar: their own Announcements is the same screen and reaches every audience.
    { ...item('announcements', '/deans-office/announcements', <NotificationOutlined />), notForAdmin: true },
    item('settings', '/deans-office/settings', <ControlOutlined />),
    item('allocation', '/deans-office/allocation', <NodeIndexOutlined />, 'allocation'),
    { ...item('studentDirectory', '/students', <UserOutlined />, 'main'), roles: DIRECTORY_STUDENT_READERS },
    { ...item('lecturerDirectory', '/lecturers', <IdcardOutlined />, 'main'), roles: STAFF },
    { ...item('examinationBoard', '/examination-board', <AuditOutlined />, 'main'), roles: BOARD_READERS },
  ],
  translations: { hy, en, ru },
});
