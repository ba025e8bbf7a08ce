// The people directory in Armenian: exactly the keys of en.ts.
import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  actions: {
    title: 'Գործողություններ',
    view: 'Դիտել',
    edit: 'Խմբագրել',
    delete: 'Ջնջել',
    viewNamed: 'Դիտել՝ {{name}}',
    editNamed: 'Խմբագրել՝ {{name}}',
    deleteNamed: 'Ջնջել՝ {{name}}',
    save: 'Պահպանել',
    cancel: 'Չեղարկել',
  },
  selection: {
    count: 'Ընտրված է՝ {{count}}',
    clear: 'Չեղարկել ընտրությունը',
    export: 'Արտահանել ընտրվածները (CSV)',
    exported: 'Արտահանված տողեր՝ {{count}}',
  },
  record: {
    id: 'Գրառման ID',
    firstName: 'Անուն',
    lastName: 'Ազգանուն',
    name: 'Անուն ազգանուն',
    email: 'Էլ. փոստ',
    phone: 'Հեռախոս',
    status: 'Կարգավիճակ',
    none: 'Նշված չէ',
    firstNameRequired: 'Անունը պարտադիր է',
    lastNameRequired: 'Ազգանունը պարտադիր է',
  },
  students: {
    title: 'Ուսանողներ',
    search: 'Որոնել ըստ անվան, էլ. փոստի կամ ուսանողական ID-ի',
    loadFailed: 'Չհաջողվեց բեռնել ուսանողներին',
    empty: 'Ուսանողներ դեռ չկան',
    deleteComingSoon: 'Ուսանողի ջնջման հնարավորությունը շուտով կավելացվի',
    updated: '{{name}} ուսանողի տվյալները պահպանվեցին',
    editTitle: 'Խմբագրել ուսանողին՝ {{name}}',
    yearN: '{{n}}-րդ կուրս',
    fields: {
      studentId: 'Ուսանողական ID',
      program: 'Ծրագիր',
      group: 'Խումբ',
      year: 'Կուրս',
      yearOfStudy: 'Ուսման տարի',
      joined: 'Ընդունվել է',
    },
    status: { active: 'Ակտիվ', inactive: 'Ոչ ակտիվ', graduated: 'Շրջանավարտ', dropped: 'Դուրս մնացած' },
    validation: {
      studentId: 'Ուսանողական ID-ն պարտադիր է',
      year: 'Ուսման տարին 1-ից 10 թիվ է',
    },
  },
  lecturers: {
    title: 'Դասախոսներ',
    search: 'Որոնել ըստ անվան, էլ. փոստի կամ աշխատողի ID-ի',
    loadFailed: 'Չհաջողվեց բեռնել դասախոսներին',
    empty: 'Դասախոսներ դեռ չկան',
    updated: '{{name}} դասախոսի տվյալները պահպանվեցին',
    editTitle: 'Խմբագրել դասախոսին՝ {{name}}',
    loadValue: 'Շաբաթական {{current}} ժ՝ {{max}}-ից',
    fields: {
      employeeId: 'Աշխատողի ID',
      department: 'Ամբիոն',
      title: 'Կոչում',
      position: 'Պաշտոն',
      employmentType: 'Զբաղվածություն',
      office: 'Աշխատասենյակ',
      maxLoad: 'Առավելագույն ծանրաբեռնվածություն, ժամ շաբաթական',
      load: 'Դասավանդման ծանրաբեռնվածություն',
      joined: 'Ավելացվել է',
    },
    status: { active: 'Ակտիվ', inactive: 'Ոչ ակտիվ', sabbatical: 'Ստեղծագործական արձակուրդում' },
    position: {
      Professor: 'Պրոֆեսոր',
      'Associate Professor': 'Դոցենտ',
      'Assistant Professor': 'Ասիստենտ',
      Lecturer: 'Դասախոս',
      Instructor: 'Հրահանգիչ',
    },
    employment: { 'full-time': 'Լրիվ դրույք', 'part-time': 'Կես դրույք', contract: 'Պայմանագրային' },
    validation: {
      employeeId: 'Աշխատողի ID-ն պարտադիր է',
      maxLoad: 'Առավելագույն ծանրաբեռնվածությունը 1-ից 40 ամբողջ ժամ է',
    },
  },
};

export default hy;
