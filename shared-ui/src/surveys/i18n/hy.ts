// Հարցումների ընդհանուր տեքստերը (en.ts-ի բանալիներով)։
import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  status: {
    draft: 'Սևագիր',
    scheduled: 'Պլանավորված',
    open: 'Բաց',
    closed: 'Փակված',
    archived: 'Արխիվացված',
  },
  kind: {
    survey: 'Հարցում',
    template: 'Ձևանմուշ',
    course_evaluation: 'Դասընթացի գնահատում',
  },
  questionKind: {
    single_choice: 'Մեկ ընտրություն',
    multiple_choice: 'Բազմակի ընտրություն',
    agreement: 'Համաձայնություն (1–5)',
    rating: 'Գնահատական (0–10)',
    short_text: 'Կարճ տեքստ',
    long_text: 'Երկար տեքստ',
  },
  agreement: {
    1: 'Բոլորովին համաձայն չեմ',
    2: 'Համաձայն չեմ',
    3: 'Ոչ համաձայն եմ, ոչ էլ դեմ',
    4: 'Համաձայն եմ',
    5: 'Լիովին համաձայն եմ',
  },
  audienceKind: {
    role: 'Դեր',
    faculty: 'Ֆակուլտետ',
    department: 'Ամբիոն',
    program: 'Կրթական ծրագիր',
    group: 'Խումբ',
    section: 'Հոսք',
    term: 'Կիսամյակ',
  },
  anonymous: 'Անանուն',
  named: 'Անվանական',
  errors: {
    AUDIENCE_OUT_OF_SCOPE: 'Այս լսարանը ձեր ֆակուլտետից կամ ամբիոնից դուրս է',
    AUDIENCE_NOT_FOUND: 'Այս լսարանի ֆակուլտետը, ծրագիրը, խումբը, հոսքը կամ կիսամյակը գոյություն չունի',
    AUDIENCE_EMPTY: 'Այս լսարանում ոչ ոք չկա',
    SURVEY_NOT_FOUND: 'Հարցումը չի գտնվել',
    TEMPLATE_NOT_FOUND: 'Ձևանմուշը չի գտնվել',
    PERIOD_NOT_FOUND: 'Ուսումնական շրջանը չի գտնվել',
    SURVEY_NOT_EDITABLE: 'Հարցումը պլանավորված է կամ բաց․ նրա հարցերն այլևս չեն փոխվում',
    SURVEY_CHANGED: 'Այս հարցումը փոխել է մեկ ուրիշը այն բացելուց հետո։',
    SURVEY_INCOMPLETE: 'Հարցումը պատրաստ չէ պլանավորման',
    SURVEY_TIMES_INVALID: 'Հարցումը պետք է փակվի բացվելուց հետո և ապագայում',
    SURVEY_STATUS_CONFLICT: 'Հարցման այս վիճակում դա հնարավոր չէ անել',
    SURVEY_NOT_OPEN: 'Այս հարցումը բաց չէ պատասխանների համար',
    ALREADY_ANSWERED: 'Դուք արդեն պատասխանել եք այս հարցմանը',
    ANSWERS_INVALID: 'Որոշ պատասխաններ բացակայում են կամ սխալ են',
    RESULTS_ACCESS_DENIED: 'Դուք չեք կարող տեսնել այս հարցման արդյունքները',
  },
};

export default hy;
