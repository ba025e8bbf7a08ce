import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  sidebar: {
    dashboard: 'Իմ վահանակը',
  },
  dashboard: {
    title: 'Ուսանողի վահանակ',
    greeting: 'Բարի գալուստ, {{name}}։ Այստեղ հավաքված է ձեր ուսման մասին ամբողջ տեղեկատվությունը։',
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
    },
    next: {
      title: 'Շուտով այս էջում',
      intro: 'Հարթակի զարգացմանը զուգընթաց այս էջում կտեսնեք՝',
      courses: 'Ձեր դասընթացներն ու ուսումնական նյութերը',
      assignments: 'Առաջադրանքները՝ հանձնման ժամկետներով',
      schedule: 'Ձեր շաբաթական դասացուցակը',
      grades: 'Միջանկյալ գնահատականներն ու բացակայությունները',
    },
  },
};

export default hy;
