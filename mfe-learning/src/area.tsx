// The student area, loaded by the shell at run time as `./area`.
import { ReadOutlined } from '@ant-design/icons';
import { defineArea } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';

export default defineArea({
  id: 'learning',
  routes: [
    {
      path: '/student-dashboard',
      roles: ['student'],
      load: () => import('./features/dashboard/routes/student-dashboard.js'),
    },
  ],
  sidebar: [
    {
      key: 'student-dashboard',
      path: '/student-dashboard',
      category: 'learning',
      icon: <ReadOutlined />,
      labelKey: 'learning:sidebar.dashboard',
      roles: ['student'],
    },
  ],
  translations: { hy, en, ru },
});
