// The department area (/department/*), loaded by the shell at run time as `./area`.
import { ApartmentOutlined } from '@ant-design/icons';
import { defineArea } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';

export default defineArea({
  id: 'department',
  routes: [
    {
      path: '/department/',
      roles: ['chair'],
      load: () => import('./features/overview/routes/department-overview.js'),
    },
  ],
  sidebar: [
    {
      key: 'department-overview',
      path: '/department/',
      category: 'department',
      icon: <ApartmentOutlined />,
      labelKey: 'department:sidebar.overview',
      roles: ['chair'],
    },
  ],
  translations: { hy, en, ru },
});
