import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  sidebar: {
    overview: 'Обзор',
  },
  overview: {
    title: 'Деканат',
    greeting: 'Добро пожаловать, {{name}}! Отсюда вы управляете студентами, программами и группами факультета.',
    tools: {
      title: 'Ваши инструменты',
      intro: 'Эти страницы появятся здесь по мере выпуска:',
      students: 'Студенты',
      studentsText: 'Добавляйте студентов по одному или импортируйте списком из CSV-файла',
      programs: 'Образовательные программы',
      programsText: 'Программы факультета и их студенты',
      groups: 'Группы',
      groupsText: 'Группы, их курс и преподаватели',
      faculty: 'Факультет и кафедры',
      facultyText: 'Структура факультета и его руководство',
      enrollment: 'Запись на курсы',
      enrollmentText: 'Кто какой курс изучает',
      analytics: 'Аналитика и отчёты',
      analyticsText: 'Показатели по студентам, программам и распределению',
    },
  },
};

export default ru;
