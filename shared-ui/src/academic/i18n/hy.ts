import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  actions: {
    title: 'Գործողություններ',
    cancel: 'Չեղարկել',
    remove: 'Հեռացնել',
  },
  allocation: {
    loadsTitle: 'Ծանրաբեռնվածությունն ըստ դասախոսների',
    listTitle: 'Նշանակումներ',
    loadFailed: 'Չհաջողվեց բեռնել դասախոսների ծանրաբեռնվածությունը',
    listFailed: 'Չհաջողվեց բեռնել նշանակումները',
    search: 'Որոնել ըստ դասախոսի կամ առարկայի',
    empty: 'Նշանակումներ դեռ չկան։',
    create: 'Նշանակել դասախոս',
    createTitle: 'Դասախոսի նշանակում',
    assign: 'Նշանակել',
    created: 'Դասախոսը նշանակվեց',
    deleteConfirm: 'Հեռացնե՞լ {{lecturer}}-ին {{course}} առարկայից',
    deleted: 'Նշանակումը հեռացվեց',
    lecturer: 'Դասախոս',
    lecturerRequired: 'Ընտրեք դասախոս',
    course: 'Առարկա',
    courseRequired: 'Ընտրեք առարկա',
    section: 'Հոսք',
    sectionHint: 'Թողեք դատարկ՝ ամբողջ առարկան նշանակելու համար։',
    wholeCourse: 'Ամբողջ առարկան',
    period: 'Ժամանակահատված',
    hours: 'Ժամ շաբաթական',
    hoursRange: 'Ժամերը 1-ից 40 ամբողջ թիվ են',
    role: 'Դեր',
    roles: { leader: 'Առարկայի ղեկավար', lecturer: 'Դասախոս', assistant: 'Ասիստենտ' },
    load: 'Ծանրաբեռնվածություն',
    hoursOf: '{{current}}՝ {{max}} ժ-ից',
    hoursShort: '{{hours}} ժ',
    assignments: 'Նշանակումներ',
    free: 'Ազատ ժամեր',
    over: '{{hours}} ժ ավել',
    loadAfter: 'Ծանրաբեռնվածությունը դրանից հետո՝ {{after}}՝ {{max}} ժամից',
    wouldExceed: 'Սա կգերազանցի առավելագույն ծանրաբեռնվածությունը՝ {{after}}՝ {{max}} ժամից',
    totals: { lecturers: 'Դասախոսներ', allocated: 'Բաշխված ժամեր', overloaded: 'Առավելագույնից ավել', idle: 'Առանց նշանակման' },
  },
};

export default hy;
