import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  sidebar: 'Իմ դասերը',
  title: 'Իմ դասերը',
  subtitle: 'Այս կիսամյակում ձեր դասավանդած հոսքերը՝ խմբեր, գրանցվածներ, շաբաթական ժամեր և լսարաններ',
  loadFailed: 'Չհաջողվեց բեռնել ձեր դասերը',
  empty: 'Այս կիսամյակում դուք հոսքեր չեք դասավանդում։',
  groups: 'Խմբեր',
  noGroups: 'Խմբեր չկան',
  enrolment: 'Գրանցվածներ',
  week: 'Ամեն շաբաթ',
  noClasses: 'Շաբաթական դասեր դեռ չկան',
  online: 'Առցանց',
  attendance: 'Հաճախումներ',
  materials: 'Նյութեր',
};

export default hy;
