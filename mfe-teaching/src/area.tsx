// The lecturer area, loaded by the shell at run time as `./area`.
import { BookOutlined } from '@ant-design/icons';
import { defineArea } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';

export default defineArea({
  id: 'teaching',
  routes: [
    {
      path: '/lecturer-materials',
      roles: ['lecturer'],
      load: () => import('./features/materials/routes/lecturer-materials.js'),
    },
  ],
  sidebar: [
    {
      key: 'lecturer-materials',
      path: '/lecturer-materials',
      category: 'teaching',
      icon: <BookOutlined />,
      labelKey: 'teaching:sidebar.materials',
      roles: ['lecturer'],
    },
  ],
  translations: { hy, en, ru },
});
