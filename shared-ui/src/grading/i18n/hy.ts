import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  status: {
    not_created: 'Ստեղծված չէ',
    draft: 'Սևագիր',
    awaiting_authorization: 'Սպասում է հաստատման',
    verifying: 'Ստուգվում է',
    published: 'Հրապարակված',
  },
  messages: {
    saveFailed: 'Պահպանումը ձախողվեց',
    requestCodeFailed: 'Չհաջողվեց ստանալ կոդը',
    verificationFailed: 'Ստուգումը ձախողվեց',
    rateLimited: 'Հարցումների սահմանաչափը գերազանցված է',
    loadSubjectsFailed: 'Չհաջողվեց բեռնել առարկաները',
    nothingToSave: 'Պահպանելու բան չկա',
  },
  labels: {
    midterm: 'Միջանկյալ {{number}}',
    midterms: 'Միջանկյալ ստուգումներ',
    score: 'Միավոր',
    average: 'Միջին',
    noScore: '—',
    graded: 'Գնահատված է {{graded}}-ը {{students}}-ից',
    publishedAt: 'Հրապարակվել է {{date}}',
    outOf: '{{score}} / {{max}}',
    passMark: 'Անցողիկ միավոր՝ {{passMark}}',
  },
  errors: {
    SECTION_NOT_FOUND: 'Խումբը չի գտնվել',
    SUBJECT_NOT_FOUND: 'Առարկան չի գտնվել',
    BATCH_NOT_FOUND: 'Միջանկյալ ստուգման փաթեթը չի գտնվել',
    MIDTERM_NOT_FOUND: 'Միջանկյալ ստուգումը չի գտնվել',
    SECTION_ACCESS_DENIED: 'Դուք չեք դասավանդում այս խմբում',
    NOTHING_TO_SAVE: 'Պահպանելու բան չկա',
    STUDENT_NOT_IN_SECTION: 'Որոշ ուսանողներ գրանցված չեն այս խմբում',
    DUPLICATE_STUDENT: 'Ուսանողը հարցման մեջ երկու անգամ է նշված',
    SCORE_OUT_OF_RANGE: 'Միավորը թույլատրելի սահմաններից դուրս է',
    SHEET_CHANGED: 'Այս գնահատականները փոխվել են ուրիշի կողմից այն բացելուց հետո։ Վերաբեռնեք՝ փոփոխությունները տեսնելու համար։',
    NOTHING_TO_PUBLISH: 'Հրապարակելու նոր բան չկա․ նախ պահպանեք գնահատականները',
    RATE_LIMITED: 'Հարցումների սահմանաչափը գերազանցված է',
    CODE_INVALID: 'Ստուգումը ձախողվեց',
    CODE_EXPIRED: 'Կոդի ժամկետն անցել է։ Պահանջեք նորը։',
    CODE_LOCKED: 'Չափազանց շատ սխալ կոդեր։ Պահանջեք նորը։',
    SHEET_CHANGED_SINCE_CODE: 'Գնահատականները փոխվել են կոդն ուղարկելուց հետո։ Պահանջեք նորը։',
    PERIOD_NOT_FOUND: 'Ուսումնական շրջանը չի գտնվել',
  },
};

export default hy;
