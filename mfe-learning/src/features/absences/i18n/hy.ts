import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  sidebar: 'Իմ բացակայությունները',
  title: 'Իմ բացակայությունները',
  subtitle: 'Բաց թողած, ուշացումով կամ մասնակի հաճախած դասերը՝ ըստ ուսումնական շրջանի',
  period: 'Ուսումնական շրջան',
  activePeriod: '{{name}} (ընթացիկ)',
  loading_absences: 'Բացակայությունները բեռնվում են…',
  attendance_periods_load_failed: 'Չհաջողվեց բեռնել ուսումնական շրջանները',
  loadFailed: 'Չհաջողվեց բեռնել բացակայությունները',
  noPeriods: 'Ուսումնական շրջաններ դեռ սահմանված չեն։',
  empty: 'Այս շրջանում բացակայություններ չկան։ Ապրե՛ք։',
  summary: 'Այս շրջանում',
  columns: { date: 'Ամսաթիվ', course: 'Դասընթաց', section: 'Խումբ', status: 'Կարգավիճակ', notes: 'Նշումներ' },
};

export default hy;
