// The dean's office area (/deans-office/*), loaded by the shell at run time as `./area`.
import { BankOutlined } from '@ant-design/icons';
import { defineArea } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';

export default defineArea({
  id: 'deans-office',
  routes: [
    {
      path: '/deans-office/',
      roles: ['deans_office'],
      load: () => import('./features/overview/routes/deans-office-overview.js'),
    },
  ],
  sidebar: [
    {
      key: 'deans-office-overview',
      path: '/deans-office/',
      category: 'deans_office',
      icon: <BankOutlined />,
      labelKey: 'deans-office:sidebar.overview',
      roles: ['deans_office'],
    },
  ],
  translations: { hy, en, ru },
});
