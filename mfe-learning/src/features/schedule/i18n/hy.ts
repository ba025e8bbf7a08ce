import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  sidebar: 'Դասացուցակ',
  title: 'Դասացուցակ',
  subtitle: 'Ձեր այս շաբաթվա դասերը՝ ըստ օրերի և ժամերի',
  subtitleStaff: 'Ձեր ամբիոնի այս շաբաթվա դասերը',
  previousWeek: 'Նախորդ շաբաթ',
  nextWeek: 'Հաջորդ շաբաթ',
  today: 'Այսօր',
  weekOf: '{{from}} – {{to}}',
  loadFailed: 'Չհաջողվեց բեռնել դասացուցակը',
  empty: 'Այս շաբաթ դասեր չկան',
  emptyHint: 'Դասերն այստեղ կհայտնվեն, երբ ամբիոնը դրանք տեղադրի շաբաթում։',
  details: {
    section: 'Հոսք',
    when: 'Երբ',
    where: 'Որտեղ',
    virtual: 'Առցանց',
    join: 'Միանալ',
    instructor: 'Դասախոս',
    tba: 'Կհայտարարվի',
    groups: 'Խմբեր',
    seats: 'Տեղեր',
  },
};

export default hy;
