import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  sidebar: 'Мои занятия',
  title: 'Мои занятия',
  subtitle: 'Секции, которые вы ведёте в этом семестре: группы, записавшиеся, время и аудитории',
  loadFailed: 'Не удалось загрузить ваши занятия',
  empty: 'В этом семестре вы не ведёте ни одной секции.',
  groups: 'Группы',
  noGroups: 'Нет групп',
  enrolment: 'Записались',
  week: 'Каждую неделю',
  noClasses: 'Еженедельных занятий пока нет',
  online: 'Онлайн',
  attendance: 'Посещаемость',
  materials: 'Материалы',
};

export default ru;
