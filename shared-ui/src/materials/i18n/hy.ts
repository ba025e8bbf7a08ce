import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  type: { pdf: 'Փաստաթուղթ', video: 'Տեսանյութ', audio: 'Աուդիո', interactive: 'Ինտերակտիվ', link: 'Հղում' },
  segment: { general: 'Ընդհանուր', 'weeks-1-7': '1–7-րդ շաբաթներ', 'weeks-8-14': '8–14-րդ շաբաթներ', 'weeks-15-21': '15–21-րդ շաբաթներ' },
  category: { lecture: 'Դասախոսություններ', seminar: 'Սեմինարներ', lab: 'Լաբորատոր աշխատանքներ', reading: 'Ընթերցանություն', homework: 'Տնային աշխատանքներ', exam: 'Քննություններ' },
  access: { course: 'Ամբողջ առարկան', section: 'Այս հոսքը', staff: 'Միայն աշխատակազմը' },
  accessHint: {
    course: 'Առարկայի բոլոր հոսքերի ուսանողները',
    section: 'Միայն այս հոսքի ուսանողները',
    staff: 'Առարկայի դասախոսներն ու աշխատակազմը, օրինակ՝ պատասխանների բանալիների համար',
  },
  uploadMode: { file: 'Ֆայլ', link: 'Հղում', embed: 'Ներկառուցման կոդ' },
  errors: {
    NAME_REQUIRED: 'Նյութի անվանումը պարտադիր է',
    DESCRIPTION_REQUIRED: 'Նյութի նկարագրությունը պարտադիր է',
    COURSE_REQUIRED: 'Դասընթացի ID-ն պարտադիր է',
    ID_REQUIRED: 'Նյութի ID-ն պարտադիր է',
    ASSIGNMENT_REQUIRED: 'Նշանակման ID-ն պարտադիր է',
    LINK_INVALID: 'Հղումը պետք է լինի վավեր URL',
    FILE_REQUIRED: 'Ընտրեք վերբեռնվող ֆայլը',
    FILE_TOO_LARGE: 'Ֆայլի չափը գերազանցում է 50 ՄԲ սահմանաչափը',
    FILE_TYPE_NOT_ALLOWED: '«{{type}}» տեսակի համար ֆայլի տեսակն անթույլատրելի է։ Թույլատրվում են՝ {{allowed}}',
    FILE_TYPE_INVALID: 'Ֆայլի անթույլատրելի տեսակ',
    DUE_DATE_REQUIRED: 'Տնային աշխատանքին անհրաժեշտ է հանձնման ժամկետ',
    DUE_DATE_INVALID: 'Հանձնման ժամկետը պետք է լինի վավեր ամսաթիվ և ժամ',
    VALUE_NOT_ALLOWED: '{{field}} դաշտի արժեքը պետք է լինի հետևյալներից մեկը՝ {{allowed}}',
    TOO_LONG: '{{field}} դաշտը պետք է լինի առավելագույնը {{max}} նիշ',
    METADATA_INVALID: 'Մետատվյալները պետք է լինեն JSON օբյեկտ',
    EMBED_REQUIRED: 'Տեղադրեք ներկառուցման կոդը',
    DOWNLOAD_NOT_ALLOWED: 'Այս նյութի ներբեռնումն արգելված է',
    LINK_EXPIRED: 'Ներբեռնման այս հղման ժամկետն անցել է',
    LINK_INVALID_SIGNATURE: 'Ներբեռնման այս հղումը վավեր չէ',
    TOO_MANY_FILES: 'Յուրաքանչյուր նյութի հետ ուղարկեք մեկ ֆայլ',
    MATERIAL_NOT_FOUND: 'Նյութը չի գտնվել',
    ASSIGNMENT_NOT_FOUND: 'Նշանակումը չի գտնվել',
    MATERIAL_ACCESS_DENIED: 'Դուք մուտք չունեք այս նյութին',
    FILE_NOT_FOUND: 'Այս նյութը ֆայլ չունի',
    VALIDATION_FAILED: 'Ուղղեք նշված դաշտերը',
  },
};

export default hy;
