import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  sidebar: {
    overview: 'Ընդհանուր տեսք',
  },
  overview: {
    title: 'Դեկանատ',
    greeting: 'Բարի գալուստ, {{name}}։ Այստեղից կառավարեք ֆակուլտետի ուսանողներին, կրթական ծրագրերն ու խմբերը։',
    tools: {
      title: 'Ձեր գործիքները',
      intro: 'Այս էջերը կբացվեն այստեղ՝ թողարկվելուն պես՝',
      students: 'Ուսանողներ',
      studentsText: 'Ավելացրեք ուսանողներին մեկ առ մեկ կամ ներմուծեք շատերին CSV ֆայլից',
      programs: 'Կրթական ծրագրեր',
      programsText: 'Ֆակուլտետի ծրագրերը և դրանց ուսանողները',
      groups: 'Խմբեր',
      groupsText: 'Խմբերը, դրանց կուրսը և դասախոսները',
      faculty: 'Ֆակուլտետ և ամբիոններ',
      facultyText: 'Ֆակուլտետի կառուցվածքը և ղեկավարությունը',
      enrollment: 'Գրանցում դասընթացներին',
      enrollmentText: 'Ով որ դասընթացն է ուսումնասիրում',
      analytics: 'Վերլուծություն և հաշվետվություններ',
      analyticsText: 'Տվյալներ ուսանողների, ծրագրերի և բաշխման մասին',
    },
  },
};

export default hy;
