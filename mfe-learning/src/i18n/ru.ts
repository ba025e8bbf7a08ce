import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  sidebar: {
    dashboard: 'Моя панель',
  },
  dashboard: {
    title: 'Панель студента',
    greeting: 'С возвращением, {{name}}! Здесь собрано всё о вашей учёбе.',
    quickLinks: {
      title: 'Быстрые ссылки',
      handbook: 'Справочник студента',
      handbookText: 'Правила обучения, ваши права и обязанности',
      calendar: 'Академический календарь',
      calendarText: 'Семестры, сессии и каникулы',
      support: 'Техническая поддержка',
      supportText: 'Помощь с учётной записью и платформой',
      library: 'Библиотека',
      libraryText: 'Каталог, электронные книги и часы работы',
    },
    next: {
      title: 'Скоро на этой странице',
      intro: 'По мере развития платформы здесь появятся:',
      courses: 'Ваши курсы и учебные материалы',
      assignments: 'Задания со сроками сдачи',
      schedule: 'Ваше расписание на неделю',
      grades: 'Промежуточные оценки и пропуски',
    },
  },
};

export default ru;
