// The admin area (/admin/*), loaded by the shell at run time as `./area`.
// Quality assurance may open /admin/analytics, where QA lands after sign-in, and /admin/surveys.
// Routes and sidebar items are gated by role, so each list names the roles that hold the permission the
// server checks by default (the server enforces it either way).
import {
  ApartmentOutlined,
  AuditOutlined,
  BookOutlined,
  BulbOutlined,
  CalendarOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileDoneOutlined,
  FormOutlined,
  IdcardOutlined,
  LineChartOutlined,
  NotificationOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { defineArea } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';

const ADMIN = ['admin'];
const ANALYTICS = ['admin', 'quality_assurance'];
/** Holders of surveys:manage by default (canManageSurveys): administrators and quality assurance. */
const SURVEYS = ['admin', 'quality_assurance'];
/** Holders of suggestions:read (GET /api/suggestions). */
const SUGGESTIONS = ['admin'];

export default defineArea({
  id: 'admin',
  routes: [
    { path: '/admin/', roles: ADMIN, load: () => import('./features/overview/routes/admin-overview.js') },
    { path: '/admin/users', roles: ADMIN, load: () => import('./features/users/routes/users.js') },
    { path: '/admin/organizational', roles: ADMIN, load: () => import('./features/organizational/routes/organizational.js') },
    { path: '/admin/academic', roles: ADMIN, load: () => import('./features/academic/routes/academic.js') },
    { path: '/admin/academic-calendar', roles: ADMIN, load: () => import('./features/academic-calendar/routes/academic-calendar.js') },
    { path: '/admin/programs', roles: ADMIN, load: () => import('./features/academic/routes/programs.js') },
    { path: '/admin/courses', roles: ADMIN, load: () => import('./features/academic/routes/courses.js') },
    { path: '/admin/instructors', roles: ADMIN, load: () => import('./features/instructors/routes/instructors.js') },
    { path: '/admin/students', roles: ADMIN, load: () => import('./features/students/routes/students.js') },
    { path: '/admin/analytics', roles: ANALYTICS, load: () => import('./features/analytics/routes/quality-analytics.js') },
    { path: '/admin/data-management', roles: ADMIN, load: () => import('./features/data-management/routes/data-management.js') },
    { path: '/admin/testing', roles: ADMIN, load: () => import('./features/testing/routes/testing.js') },
    { path: '/admin/midterms/', roles: ADMIN, load: () => import('./features/midterms/routes/admin-midterms.js') },
    { path: '/admin/surveys', roles: SURVEYS, load: () => import('./features/surveys/routes/surveys.js') },
    { path: '/admin/surveys/new', roles: SURVEYS, load: () => import('./features/surveys/routes/survey-builder.js') },
    { path: '/admin/surveys/evaluations', roles: SURVEYS, load: () => import('./features/surveys/routes/evaluations.js') },
    { path: '/admin/surveys/:id/results', roles: SURVEYS, load: () => import('./features/surveys/routes/survey-results.js') },
    { path: '/admin/surveys/:id', roles: SURVEYS, load: () => import('./features/surveys/routes/survey-builder.js') },
    { path: '/admin/audit', roles: ADMIN, load: () => import('./features/audit/routes/audit.js') },
    { path: '/admin/suggestions', roles: SUGGESTIONS, load: () => import('./features/suggestions/routes/suggestions.js') },
    { path: '/admin/announcements', roles: ADMIN, load: () => import('./features/announcements/routes/announcements.js') },
  ],
  sidebar: [
    { key: 'admin-overview', path: '/admin/', category: 'admin', icon: <SettingOutlined />, labelKey: 'admin:sidebar.overview', roles: ADMIN },
    { key: 'admin-users', path: '/admin/users', category: 'admin', icon: <TeamOutlined />, labelKey: 'admin:sidebar.users', roles: ADMIN },
    {
      key: 'admin-organizational',
      path: '/admin/organizational',
      category: 'admin',
      icon: <ApartmentOutlined />,
      labelKey: 'admin:sidebar.organizational',
      roles: ADMIN,
    },
    {
      key: 'admin-suggestions',
      path: '/admin/suggestions',
      category: 'admin',
      icon: <BulbOutlined />,
      labelKey: 'admin:sidebar.suggestions',
      roles: SUGGESTIONS,
    },
    { key: 'admin-audit', path: '/admin/audit', category: 'admin', icon: <AuditOutlined />, labelKey: 'admin:sidebar.audit', roles: ADMIN },
    { key: 'admin-academic', path: '/admin/academic', category: 'administrative', icon: <ShopOutlined />, labelKey: 'admin:sidebar.academic', roles: ADMIN },
    {
      key: 'admin-academic-calendar',
      path: '/admin/academic-calendar',
      category: 'administrative',
      icon: <CalendarOutlined />,
      labelKey: 'admin:academicCalendar.sidebar',
      roles: ADMIN,
    },
    { key: 'admin-programs', path: '/admin/programs', category: 'administrative', icon: <ReadOutlined />, labelKey: 'admin:sidebar.programs', roles: ADMIN },
    { key: 'admin-courses', path: '/admin/courses', category: 'administrative', icon: <BookOutlined />, labelKey: 'admin:sidebar.courses', roles: ADMIN },
    {
      key: 'admin-instructors',
      path: '/admin/instructors',
      category: 'administrative',
      icon: <IdcardOutlined />,
      labelKey: 'admin:sidebar.instructors',
      roles: ADMIN,
    },
    {
      key: 'admin-data-management',
      path: '/admin/data-management',
      category: 'administrative',
      icon: <DatabaseOutlined />,
      labelKey: 'admin:sidebar.dataManagement',
      roles: ADMIN,
    },
    { key: 'admin-testing', path: '/admin/testing', category: 'administrative', icon: <ExperimentOutlined />, labelKey: 'admin:testing.sidebar', roles: ADMIN },
    { key: 'admin-midterms', path: '/admin/midterms/', category: 'administrative', icon: <FileDoneOutlined />, labelKey: 'admin:sidebar.midterms', roles: ADMIN },
    { key: 'admin-students', path: '/admin/students', category: 'administrative', icon: <UserOutlined />, labelKey: 'admin:sidebar.students', roles: ADMIN },
    { key: 'admin-surveys', path: '/admin/surveys', category: 'administrative', icon: <FormOutlined />, labelKey: 'admin:sidebar.surveys', roles: SURVEYS },
    { key: 'admin-announcements', path: '/admin/announcements', category: 'administrative', icon: <NotificationOutlined />, labelKey: 'admin:sidebar.announcements', roles: ADMIN },
    {
      key: 'admin-analytics',
      path: '/admin/analytics',
      category: 'administrative',
      icon: <LineChartOutlined />,
      labelKey: 'admin:sidebar.analytics',
      roles: ANALYTICS,
    },
  ],
  translations: { hy, en, ru },
});
