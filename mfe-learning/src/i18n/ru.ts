import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';
import schedule from '../features/schedule/i18n/ru.js';
import absences from '../features/absences/i18n/ru.js';
import midterms from '../features/midterms/i18n/ru.js';
import surveys from '../features/surveys/i18n/ru.js';
import scheduleFeed from '../features/schedule/i18n/feed.ru.js';
import schedulePdf from '../features/schedule/i18n/pdf.ru.js';

const ru: TranslationShape<typeof en> = {
  sidebar: {
    dashboard: 'Моя панель',
    courses: 'Курсы',
    courseMaterials: 'Учебные материалы',
    assignments: 'Задания',
  },
  dashboard: {
    title: 'Панель студента',
    greeting: 'С возвращением, {{name}}! Здесь собрано всё о вашей учёбе.',
    browseMaterials: 'Все материалы',
    courses: { title: 'Мои курсы', all: 'Все курсы' },
    dueSoon: { title: 'Скоро сдавать', all: 'Все задания' },
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
      notSetUp: 'Ещё не настроено',
      opensNewTab: 'Откроется в новой вкладке',
    },
  },
  courses: {
    title: 'Курсы',
    subtitle: {
      enrolled: 'Курсы, на которые вы записаны в этом семестре',
      taught: 'Курсы, которые вы ведёте в этом семестре',
      scope: 'Курсы вашей кафедры или факультета',
      all: 'Все курсы университета',
    },
    loadFailed: 'Не удалось загрузить курсы',
    empty: {
      enrolled: 'В этом семестре вы не записаны ни на один курс.',
      taught: 'В этом семестре вы не ведёте ни одного курса.',
      scope: 'В вашей области пока нет курсов.',
    },
    noMatch: 'Ни один курс не соответствует поиску.',
    searchPlaceholder: 'Поиск по коду или названию курса',
    openCourse: 'Открыть курс {{name}}',
    section: 'Секция {{number}}',
    sectionCount: 'Секций: {{count}}',
    lecturerTba: 'Преподаватель будет назначен',
    credits: 'Кредиты: {{count}}',
    materialCount: 'Материалы: {{count}}',
    materialsUnknown: 'Не удалось подсчитать материалы',
  },
  course: {
    back: 'Все курсы',
    leader: 'Руководитель курса: {{name}}',
    materialsFailed: 'Не удалось загрузить материалы курса',
    noMaterials: 'В этом курсе ещё не опубликованы материалы.',
    segmentEmpty: 'Здесь пока ничего нет.',
  },
  materials: {
    title: 'Учебные материалы',
    subtitle: 'Все материалы ваших курсов в одном месте',
    loadFailed: 'Не удалось загрузить материалы',
    searchPlaceholder: 'Поиск материалов по названию или описанию',
    empty: 'В ваших курсах ещё не опубликованы материалы.',
    columns: { name: 'Материал', course: 'Курс', type: 'Тип', segment: 'Недели', updated: 'Обновлён' },
    due: 'Срок: {{date}}',
    byline: '{{author}} · {{date}}',
  },
  assignments: {
    title: 'Задания',
    subtitle: 'Домашние задания ваших курсов со сроками сдачи',
    loadFailed: 'Не удалось загрузить задания',
    soonTitle: 'В течение недели',
    soonEmpty: 'В ближайшие 7 дней сдавать нечего.',
    laterTitle: 'Позже',
    laterEmpty: 'Более поздних домашних заданий нет.',
    dueIn: 'сдать {{when}}',
    closed: 'Закрыто',
  },
  viewer: {
    noMaterial: 'Материал не выбран. Откройте его со страницы курса.',
    loadFailed: 'Не удалось загрузить материал',
    backToCourse: 'Вернуться к курсу',
    download: 'Скачать',
    viewOnly: 'Только просмотр',
    openLink: 'Открыть ссылку',
    embedMissing: 'Это встроенное видео невозможно показать.',
    noPreview: 'Этот файл нельзя показать в браузере.',
    noPreviewDownload: 'Скачайте его, чтобы открыть на своём устройстве.',
  },
  schedule,
  absences,
  midterms,
  surveys,
  scheduleFeed,
  schedulePdf,
};

export default ru;
