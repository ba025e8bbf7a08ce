// The admin area (/admin/*), loaded by the shell at run time as `./area`.
// Quality assurance may open only /admin/analytics, which is also where QA lands after sign-in.
import { LineChartOutlined, SettingOutlined } from '@ant-design/icons';
import { defineArea } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';

export default defineArea({
  id: 'admin',
  routes: [
    {
      path: '/admin/',
      roles: ['admin'],
      load: () => import('./features/overview/routes/admin-overview.js'),
    },
    {
      path: '/admin/analytics',
      roles: ['admin', 'quality_assurance'],
      load: () => import('./features/analytics/routes/quality-analytics.js'),
    },
  ],
  sidebar: [
    {
      key: 'admin-overview',
      path: '/admin/',
      category: 'admin',
      icon: <SettingOutlined />,
      labelKey: 'admin:sidebar.overview',
      roles: ['admin'],
    },
    {
      key: 'admin-analytics',
      path: '/admin/analytics',
      category: 'administrative',
      icon: <LineChartOutlined />,
      labelKey: 'admin:sidebar.analytics',
      roles: ['admin', 'quality_assurance'],
    },
  ],
  translations: { hy, en, ru },
});
