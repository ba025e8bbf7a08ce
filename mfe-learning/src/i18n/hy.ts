import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';
import schedule from '../features/schedule/i18n/hy.js';
import absences from '../features/absences/i18n/hy.js';
import midterms from '../features/midterms/i18n/hy.js';
import surveys from '../features/surveys/i18n/hy.js';
import scheduleFeed from '../features/schedule/i18n/feed.hy.js';
import schedulePdf from '../features/schedule/i18n/pdf.hy.js';

const hy: TranslationShape<typeof en> = {
  sidebar: {
    dashboard: 'Իմ վահանակը',
    courses: 'Դասընթացներ',
    courseMaterials: 'Ուսումնական նյութեր',
    assignments: 'Առաջադրանքներ',
  },
  dashboard: {
    title: 'Ուսանողի վահանակ',
    greeting: 'Բարի գալուստ, {{name}}։ Այստեղ հավաքված է ձեր ուսման մասին ամբողջ տեղեկատվությունը։',
    browseMaterials: 'Դիտել նյութերը',
    courses: { title: 'Իմ դասընթացները', all: 'Բոլոր դասընթացները' },
    dueSoon: { title: 'Մոտալուտ ժամկետներ', all: 'Բոլոր առաջադրանքները' },
    quickLinks: {
      title: 'Արագ հղումներ',
      handbook: 'Ուսանողի ուղեցույց',
      handbookText: 'Ուսման կանոնները, ձեր իրավունքներն ու պարտականությունները',
      calendar: 'Ակադեմիական օրացույց',
      calendarText: 'Կիսամյակներ, քննաշրջաններ և արձակուրդներ',
      support: 'Տեխնիկական աջակցություն',
      supportText: 'Օգնություն հաշվի և հարթակի հետ կապված հարցերում',
      library: 'Գրադարան',
      libraryText: 'Գրացուցակ, էլեկտրոնային գրքեր և աշխատանքային ժամեր',
      notSetUp: 'Դեռ կարգավորված չէ',
      opensNewTab: 'Բացվում է նոր ներդիրում',
    },
  },
  courses: {
    title: 'Դասընթացներ',
    subtitle: {
      enrolled: 'Դասընթացները, որոնց գրանցված եք այս կիսամյակում',
      taught: 'Դասընթացները, որոնք դասավանդում եք այս կիսամյակում',
      scope: 'Ձեր ամբիոնի կամ ֆակուլտետի դասընթացները',
      all: 'Համալսարանի բոլոր դասընթացները',
    },
    loadFailed: 'Չհաջողվեց բեռնել դասընթացները',
    empty: {
      enrolled: 'Այս կիսամյակում դուք գրանցված չեք որևէ դասընթացի։',
      taught: 'Այս կիսամյակում դուք որևէ դասընթաց չեք դասավանդում։',
      scope: 'Ձեր տիրույթում դեռ դասընթացներ չկան։',
    },
    noMatch: 'Ոչ մի դասընթաց չի համապատասխանում որոնմանը։',
    searchPlaceholder: 'Որոնել ըստ դասընթացի կոդի կամ անվանման',
    openCourse: 'Բացել {{name}} դասընթացը',
    section: 'Խումբ {{number}}',
    sectionCount: 'Խմբեր՝ {{count}}',
    lecturerTba: 'Դասախոսը դեռ նշանակված չէ',
    credits: 'Կրեդիտներ՝ {{count}}',
    materialCount: 'Նյութեր՝ {{count}}',
    materialsUnknown: 'Չհաջողվեց հաշվել նյութերը',
  },
  course: {
    back: 'Բոլոր դասընթացները',
    leader: 'Դասընթացի ղեկավար՝ {{name}}',
    materialsFailed: 'Չհաջողվեց բեռնել դասընթացի նյութերը',
    noMaterials: 'Այս դասընթացում դեռ նյութեր չեն հրապարակվել։',
    segmentEmpty: 'Այստեղ դեռ ոչինչ չկա։',
  },
  materials: {
    title: 'Ուսումնական նյութեր',
    subtitle: 'Ձեր դասընթացների բոլոր նյութերը մեկ տեղում',
    loadFailed: 'Չհաջողվեց բեռնել նյութերը',
    searchPlaceholder: 'Որոնել նյութեր ըստ անվանման կամ նկարագրության',
    empty: 'Ձեր դասընթացներում դեռ նյութեր չեն հրապարակվել։',
    columns: { name: 'Նյութ', course: 'Դասընթաց', type: 'Տեսակ', segment: 'Շաբաթներ', updated: 'Թարմացվել է' },
    due: 'Ժամկետ՝ {{date}}',
    byline: '{{author}} · {{date}}',
  },
  assignments: {
    title: 'Առաջադրանքներ',
    subtitle: 'Ձեր դասընթացների տնային աշխատանքները՝ հանձնման ժամկետներով',
    loadFailed: 'Չհաջողվեց բեռնել առաջադրանքները',
    soonTitle: 'Մեկ շաբաթվա ընթացքում',
    soonEmpty: 'Առաջիկա 7 օրում հանձնելու ոչինչ չկա։',
    laterTitle: 'Ավելի ուշ',
    laterEmpty: 'Ավելի ուշ ժամկետով տնային աշխատանքներ չկան։',
    dueIn: 'հանձնել {{when}}',
    closed: 'Փակված է',
  },
  viewer: {
    noMaterial: 'Նյութ ընտրված չէ։ Բացեք այն դասընթացի էջից։',
    loadFailed: 'Չհաջողվեց բեռնել նյութը',
    backToCourse: 'Վերադառնալ դասընթացին',
    download: 'Ներբեռնել',
    viewOnly: 'Միայն դիտում',
    openLink: 'Բացել հղումը',
    embedMissing: 'Այս ներդրված տեսանյութը հնարավոր չէ ցուցադրել։',
    noPreview: 'Այս ֆայլը հնարավոր չէ ցուցադրել դիտարկիչում։',
    noPreviewDownload: 'Ներբեռնեք այն՝ ձեր սարքում բացելու համար։',
  },
  schedule,
  absences,
  midterms,
  surveys,
  scheduleFeed,
  schedulePdf,
};

export default hy;
