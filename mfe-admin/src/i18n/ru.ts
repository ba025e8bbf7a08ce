import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  sidebar: {
    overview: 'Администрирование',
    analytics: 'Качество и аналитика',
  },
  overview: {
    title: 'Администрирование',
    greeting: 'Добро пожаловать, {{name}}! Здесь всё, что обеспечивает работу платформы.',
    tools: {
      title: 'Ваши инструменты',
      intro: 'Эти страницы появятся здесь по мере выпуска:',
      users: 'Пользователи, роли и разрешения',
      usersText: 'Учётные записи всех ролей и то, что разрешено каждой из них',
      academic: 'Академическая структура',
      academicText: 'Курсы и образовательные программы',
      dataManagement: 'Управление данными',
      dataManagementText: 'Импорт, экспорт и очистка',
      surveys: 'Опросы',
      surveysText: 'Анкеты для студентов и сотрудников',
      testing: 'Тестовая зона',
      testingText: 'Генератор тестовых данных и ящик исходящей почты',
      analytics: 'Качество и аналитика',
      analyticsText: 'Отчёты о качестве обучения',
      open: 'Открыть',
    },
  },
  analytics: {
    title: 'Качество и аналитика',
    subtitle: 'Отчёты о качестве обучения появятся на этой странице.',
    permissions: {
      title: 'Что вам разрешено',
      intro: 'Ваши разрешения в точности так, как их выдаёт сервер:',
      allActions: 'все действия',
      empty: 'Вашей учётной записи пока не выданы разрешения.',
      loadFailed: 'Не удалось загрузить разрешения',
      adminNote: 'Как администратор вы проходите любую проверку разрешений.',
    },
  },
};

export default ru;
