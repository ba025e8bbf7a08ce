import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  sidebar: {
    overview: 'Ընդհանուր տեսք',
  },
  overview: {
    title: 'Ամբիոն',
    greeting: 'Բարի գալուստ, {{name}}։ Այստեղից պլանավորեք ձեր ամբիոնի դասավանդումը։',
    tools: {
      title: 'Ձեր գործիքները',
      intro: 'Այս էջերը կբացվեն այստեղ՝ թողարկվելուն պես՝',
      weeklyClasses: 'Շաբաթական պարապմունքներ և դասացուցակ',
      weeklyClassesText: 'Կազմեք յուրաքանչյուր խմբի շաբաթը՝ առանց համընկնումների',
      lecturers: 'Դասախոսներ',
      lecturersText: 'Ձեր ամբիոնի դասախոսները և նրանց առարկաները',
      courses: 'Դասընթացներ',
      coursesText: 'Ամբիոնի դասընթացները և դրանք դասավանդողները',
      allocation: 'Բաշխում',
      allocationText: 'Առաջիկա կիսամյակի համար դասախոսներին կցեք առարկաներին',
      analytics: 'Վերլուծություն',
      analyticsText: 'Դասավանդման ծանրաբեռնվածությունը և հաճախումները մեկ հայացքով',
    },
  },
};

export default hy;
