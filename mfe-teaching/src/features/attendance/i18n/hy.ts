import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  sidebar: 'Հաճախումներ',
  title: 'Հաճախումներ',
  subtitle: 'Ընտրեք պարապմունքը, նշեք ներկաներին և տեսեք կիսամյակի պատկերը',
  date: 'Պարապմունքի օրը',
  section: 'Պարապմունք',
  sessionTime: '{{start}}–{{end}}',
  classesThatDay: 'Այս օրվա պարապմունքները',
  otherSections: 'Այս օրը պարապմունք չկա',
  sectionsLoadFailed: 'Չհաջողվեց բեռնել ձեր խմբերը',
  noSections: 'Դուք դեռ խմբեր չեք դասավանդում',
  chooseSection: 'Ընտրեք պարապմունքը՝ հաճախումները նշելու համար',
  tabs: {
    roster: 'Նշել հաճախումը',
    matrix: 'Աղյուսակ',
  },
  roster: {
    loadFailed: 'Չհաջողվեց բեռնել ուսանողների ցանկը',
    empty: 'Այս խմբում ուսանողներ գրանցված չեն',
    notAClassDay: '{{date}}-ին այս խումբը պարապմունք չունի։ Ընտրեք նրա պարապմունքի օրերից մեկը։',
    studentCount: 'Ուսանողներ՝ {{count}}',
    selectAll: 'Ընտրել բոլորին',
    selectStudent: 'Ընտրել՝ {{name}}',
    statusOf: '{{name}}-ի կարգավիճակը',
    selected: 'Ընտրված՝ {{count}}',
    markAllPresent: 'Բոլորը ներկա են',
    setStatus: 'Կարգավիճակ',
    notes: 'Նշումներ (ըստ ցանկության)',
    apply: 'Կիրառել',
    clearSelection: 'Չեղարկել ընտրությունը',
    queued: 'Դեռ ուղարկված չէ',
  },
  sync: {
    pending: 'Համաժամեցման սպասող փոփոխություններ՝ {{count}}',
    kept: 'Պահված են այս սարքում մինչև ուղարկվելը։',
    syncNow: 'Համաժամեցնել հիմա',
    failed: 'Չհաջողվեց թարմացնել հաճախումները',
    failedItem: '{{date}}, ուսանողներ՝ {{count}} — {{reason}}',
    dismiss: 'Փակել',
  },
  matrix: {
    loadFailed: 'Չհաջողվեց բեռնել հաճախումների աղյուսակը',
    from: 'Սկսած',
    to: 'Մինչև',
    student: 'Ուսանող',
    empty: 'Այս միջակայքում պարապմունքներ չկան',
    legend: 'Պայմանական նշաններ',
  },
  statusShort: {
    present: 'Ն',
    absent: 'Բ',
    late: 'Ու',
    excused: 'Հ',
    partial: 'Մ',
    remote: 'Հռ',
    unmarked: '·',
  },
};

export default hy;
