import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  status: {
    present: 'Ներկա',
    absent: 'Բացակա',
    late: 'Ուշացած',
    excused: 'Հարգելի',
    partial: 'Մասնակի',
    remote: 'Հեռավար',
    unmarked: 'Չնշված',
  },
  errors: {
    SECTION_NOT_FOUND: 'Խումբը չի գտնվել',
    SECTION_ACCESS_DENIED: 'Դուք չեք դասավանդում այս խմբում',
    NOT_A_CLASS_DAY: 'Այս խումբն այդ օրը դաս չունի',
    DATE_IN_FUTURE: 'Հաճախումը չի կարելի նշել ապագա օրվա համար',
    STUDENT_NOT_IN_SECTION: 'Որոշ ուսանողներ գրանցված չեն այս խմբում',
    DUPLICATE_STUDENT: 'Ուսանողը հարցման մեջ երկու անգամ է նշված',
    PERIOD_NOT_FOUND: 'Ուսումնական շրջանը չի գտնվել',
    RANGE_INVALID: 'Ամսաթվերի միջակայքը սխալ է կամ չափազանց երկար',
  },
};

export default hy;
