import type { TranslationShape } from '../../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  overview: {
    title: 'Միջանկյալ ստուգումներ',
    subtitle: 'Ձեր ոլորտի բոլոր խմբերի միջանկյալ ստուգումները՝ որքանով է ավարտված գնահատումը և ինչ են արդեն տեսնում ուսանողները',
    adminSubtitle: 'Համալսարանի բոլոր միջանկյալ ստուգումները՝ կարգավիճակով, ընթացքով և միջին միավորներով',
    table: 'Միջանկյալ ստուգումներն ըստ խմբերի',
    search: 'Որոնել ըստ դասընթացի, խմբի կամ դասախոսի',
    loadFailed: 'Չհաջողվեց բեռնել միջանկյալ ստուգումները',
    periodsLoadFailed: 'Չհաջողվեց բեռնել ուսումնական շրջանները',
    empty: 'Այս շրջանում միջանկյալ ստուգումներ դեռ չկան։',
    period: 'Ուսումնական շրջան',
    activePeriod: '{{name}} (ընթացիկ)',
    faculty: 'Բոլոր ֆակուլտետները',
    department: 'Բոլոր ամբիոնները',
    status: 'Բոլոր կարգավիճակները',
    columns: {
      course: 'Դասընթաց',
      section: 'Խումբ',
      lecturer: 'Դասախոս',
      department: 'Ամբիոն',
      number: 'Ստուգում',
      status: 'Կարգավիճակ',
      graded: 'Գնահատված',
      average: 'Միջին',
      publishedAt: 'Հրապարակվել է',
    },
    noLecturer: 'Նշանակված չէ',
    gradedOf: '{{graded}} / {{students}}',
    notPublished: 'Դեռ ոչ',
  },
};

export default hy;
