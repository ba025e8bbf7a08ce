import type { TranslationShape } from '../translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  roles: {
    admin: 'Ադմինիստրատոր',
    lecturer: 'Դասախոս',
    student: 'Ուսանող',
    quality_assurance: 'Որակի ապահովում',
    deans_office: 'Դեկանատ',
    chair: 'Ամբիոնի վարիչ',
  },
  actions: {
    retry: 'Կրկնել',
    comingSoon: 'Շուտով',
  },
  status: {
    loading: 'Բեռնվում է…',
  },
  errors: {
    unexpected: 'Տեղի է ունեցել անսպասելի սխալ',
    network: 'Ցանցային կապը խափանվեց',
    accessDenied: 'Մուտքն արգելված է',
    loginAgain: 'Խնդրում ենք կրկին մուտք գործել',
    server: 'Սերվերի սխալ։ Խնդրում ենք փորձել ավելի ուշ։',
    expectedJson: 'Սպասվում էր JSON ձևաչափի պատասխան',
    htmlInsteadOfJson: 'Սերվերը տվյալների փոխարեն վեբ էջ վերադարձրեց։ Հնարավոր է՝ հասցեն սխալ է։',
  },
  dataTable: {
    search: 'Որոնել…',
    clearFilters: 'Մաքրել ֆիլտրերը',
    refresh: 'Թարմացնել',
    density: 'Տողերի խտություն',
    comfortable: 'Հարմարավետ',
    compact: 'Խիտ',
    columns: 'Սյունակներ',
    empty: 'Այստեղ դեռ ոչինչ չկա',
    noMatch: 'Ձեր որոնմանը կամ ֆիլտրերին ոչինչ չի համապատասխանում',
    staleData: 'Ցուցադրվում են վերջին բեռնված տվյալները։',
    range: '{{from}}–{{to}}՝ {{total}}-ից',
    perPage: '/ էջում',
  },
  areaError: {
    title: 'Այս բաժինը չհաջողվեց բեռնել',
    message: 'Մյուս բաժինները շարունակում են աշխատել։ Ստուգեք կապը և փորձեք կրկին։',
  },
  account: {
    title: 'Ձեր հաշիվը',
    email: 'Էլ. փոստ',
    roles: 'Դերեր',
    permissions: 'Թույլտվություններ',
    lastSignIn: 'Վերջին մուտքը',
    firstSignIn: 'Սա ձեր առաջին մուտքն է',
    memberSince: 'Գրանցման ամսաթիվը',
    loadFailed: 'Չհաջողվեց ստանալ օգտատիրոջ պրոֆիլը',
    mustChangePassword: 'Խնդրում ենք փոխել ձեր ժամանակավոր գաղտնաբառը',
  },
};

export default hy;
