import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  title: 'Ближайшие занятия',
  refresh: 'Обновить',
  lastUpdated: 'Обновлено {{time}}',
  loadFailed: 'Не удалось загрузить ближайшие занятия',
  tryAgain: 'Попробовать снова',
  empty: 'Ближайших занятий нет',
  emptyHint: 'Следующие занятия появятся здесь, когда они будут в расписании.',
  virtual: 'Онлайн',
  room: 'Аудитория {{code}}',
  online: 'Онлайн',
  section: 'Секция {{number}}',
  enrolled: 'Записано: {{count}} / {{max}}',
  instructorTba: 'Будет объявлен',
  joinNow: 'Подключиться',
  joinNoLink: 'Ссылка для подключения ещё не добавлена',
  opensAt: 'Откроется в {{time}}',
  viewDetails: 'Подробнее',
  startsWhen: 'Начало {{when}}',
  startedWhen: 'Началось {{when}}',
  badge: {
    completed: 'Завершено',
    inProgress: 'Идёт',
    startingSoon: 'Скоро начнётся',
    today: 'Сегодня',
    tomorrow: 'Завтра',
  },
  stats: {
    courses: 'Курсы',
    students: 'Студенты',
    unavailable: 'Недоступно',
  },
};

export default ru;
