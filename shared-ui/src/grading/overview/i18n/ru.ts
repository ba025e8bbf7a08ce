import type { TranslationShape } from '../../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  overview: {
    title: 'Промежуточные аттестации',
    subtitle: 'Промежуточные аттестации всех секций в вашей зоне: как продвигается оценивание и что уже видят студенты',
    adminSubtitle: 'Все промежуточные аттестации университета со статусом, ходом оценивания и средними баллами',
    table: 'Промежуточные аттестации по секциям',
    search: 'Поиск по курсу, секции или преподавателю',
    loadFailed: 'Не удалось загрузить промежуточные аттестации',
    periodsLoadFailed: 'Не удалось загрузить учебные периоды',
    empty: 'В этом периоде промежуточных аттестаций пока нет.',
    period: 'Учебный период',
    activePeriod: '{{name}} (текущий)',
    faculty: 'Все факультеты',
    department: 'Все кафедры',
    status: 'Все статусы',
    columns: {
      course: 'Курс',
      section: 'Секция',
      lecturer: 'Преподаватель',
      department: 'Кафедра',
      number: 'Аттестация',
      status: 'Статус',
      graded: 'Оценено',
      average: 'Средний балл',
      publishedAt: 'Опубликовано',
    },
    noLecturer: 'Не назначен',
    gradedOf: '{{graded}} / {{students}}',
    notPublished: 'Ещё нет',
  },
};

export default ru;
