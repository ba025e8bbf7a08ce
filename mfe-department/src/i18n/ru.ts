import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  sidebar: {
    overview: 'Обзор',
  },
  overview: {
    title: 'Кафедра',
    greeting: 'Добро пожаловать, {{name}}! Отсюда вы планируете учебную работу кафедры.',
    tools: {
      title: 'Ваши инструменты',
      intro: 'Эти страницы появятся здесь по мере выпуска:',
      weeklyClasses: 'Еженедельные занятия и расписание',
      weeklyClassesText: 'Составляйте неделю каждой группы без накладок',
      lecturers: 'Преподаватели',
      lecturersText: 'Преподаватели кафедры и их предметы',
      courses: 'Курсы',
      coursesText: 'Курсы кафедры и те, кто их ведёт',
      allocation: 'Распределение',
      allocationText: 'Назначайте преподавателей на предметы следующего семестра',
      analytics: 'Аналитика',
      analyticsText: 'Учебная нагрузка и посещаемость с первого взгляда',
    },
  },
};

export default ru;
