import type { TranslationShape } from '../../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  programs: {
    title: 'Կրթական ծրագրեր',
    search: 'Որոնել ըստ կոդի կամ անվանման',
    loadFailed: 'Չհաջողվեց բեռնել կրթական ծրագրերը',
    empty: 'Կրթական ծրագրեր դեռ չկան',
    create: 'Նոր ծրագիր',
    createTitle: 'Նոր կրթական ծրագիր',
    editTitle: '{{code}} ծրագրի խմբագրում',
    created: '{{code}} ծրագիրը ստեղծված է',
    updated: '{{code}} ծրագիրը պահպանված է',
    deleted: '{{code}} ծրագիրը ջնջված է',
    deleteConfirm: 'Ջնջե՞լ {{code}} «{{name}}» ծրագիրը',
    deleteHint: 'Ուսանողներ կամ խմբեր ունեցող ծրագիրը հնարավոր չէ ջնջել․ նախ տեղափոխեք նրանց։',
    open: 'Բաց է',
    closed: 'Փակ է',
    level: { undergraduate: 'Բակալավրիատ', graduate: 'Մագիստրատուրա', postgraduate: 'Ասպիրանտուրա' },
    fields: {
      code: 'Կոդ',
      name: 'Անվանում',
      level: 'Մակարդակ',
      department: 'Ամբիոն',
      durationYears: 'Տևողություն, տարի',
      students: 'Ուսանողներ',
      groups: 'Խմբեր',
      status: 'Կարգավիճակ',
      isActive: 'Բաց է ընդունելության համար',
      description: 'Նկարագրություն',
    },
    validation: {
      code: 'Ծրագրի կոդը պարտադիր է',
      name: 'Ծրագրի անվանումը պարտադիր է',
      department: 'Ամբիոնը պարտադիր է',
      durationYears: 'Տևողությունը պետք է լինի 1-ից 8 տարի (ամբողջ թիվ)',
    },
  },
};

export default hy;
