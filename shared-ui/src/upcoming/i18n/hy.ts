import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  title: 'Առաջիկա դասեր',
  refresh: 'Թարմացնել',
  lastUpdated: 'Թարմացվել է {{time}}',
  loadFailed: 'Չհաջողվեց բեռնել առաջիկա դասերը',
  tryAgain: 'Կրկին փորձել',
  empty: 'Առաջիկա դասեր չկան',
  emptyHint: 'Ձեր հաջորդ դասերը կհայտնվեն այստեղ, երբ դրանք ներառվեն դասացուցակում։',
  virtual: 'Առցանց',
  room: 'Լսարան {{code}}',
  online: 'Առցանց',
  section: 'Խումբ {{number}}',
  enrolled: 'Գրանցված՝ {{count}} / {{max}}',
  instructorTba: 'Կհայտարարվի',
  joinNow: 'Միանալ',
  joinNoLink: 'Միանալու հղումը դեռ ավելացված չէ',
  opensAt: 'Կբացվի {{time}}-ին',
  viewDetails: 'Մանրամասն',
  startsWhen: 'Սկսվում է {{when}}',
  startedWhen: 'Սկսվել է {{when}}',
  badge: {
    completed: 'Ավարտված',
    inProgress: 'Ընթացքում',
    startingSoon: 'Շուտով կսկսվի',
    today: 'Այսօր',
    tomorrow: 'Վաղը',
  },
  stats: {
    courses: 'Դասընթացներ',
    students: 'Ուսանողներ',
    unavailable: 'Հասանելի չէ',
  },
};

export default hy;
