import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  sidebar: 'Իմ գնահատականները',
  staffSidebar: 'Միջանկյալ ստուգումներ',
  title: 'Իմ միջանկյալ գնահատականները',
  subtitle: 'Ձեր հրապարակված միջանկյալ գնահատականներն՝ ըստ ուսումնական շրջանի։ Գնահատականը երևում է այստեղ հենց որ դասախոսը այն հրապարակում է։',
  period: 'Ուսումնական շրջան',
  activePeriod: '{{name}} (ընթացիկ)',
  periodsLoadFailed: 'Չհաջողվեց բեռնել ուսումնական շրջանները',
  loadFailed: 'Չհաջողվեց բեռնել գնահատականները',
  noPeriods: 'Ուսումնական շրջաններ դեռ սահմանված չեն։',
  empty: 'Այս շրջանի համար գնահատականներ դեռ չեն հրապարակվել։',
  summary: '{{passed}} անցողիկ, {{failed}} անցողիկ միավորից ցածր',
  columns: { course: 'Դասընթաց', section: 'Խումբ', number: 'Ստուգում', score: 'Միավոր', result: 'Արդյունք', publishedAt: 'Հրապարակվել է' },
  midterm: 'Միջանկյալ {{number}}',
  section: 'Խումբ {{number}}',
  score: '{{score}} / {{max}}',
  noScore: 'Գնահատական չկա',
  passMark: 'Անցողիկ միավոր՝ {{passMark}}',
  outcome: { pass: 'Անցել է', fail: 'Անցողիկից ցածր', none: 'Գնահատական չկա' },
  card: { title: 'Վերջին գնահատականները', all: 'Բոլորը', empty: 'Գնահատականներ դեռ չեն հրապարակվել։' },
};

export default hy;
