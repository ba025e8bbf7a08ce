import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  sidebar: 'Расписание',
  title: 'Расписание',
  subtitle: 'Ваши занятия на этой неделе по дням и часам',
  subtitleStaff: 'Занятия вашей кафедры на этой неделе',
  previousWeek: 'Предыдущая неделя',
  nextWeek: 'Следующая неделя',
  today: 'Сегодня',
  weekOf: '{{from}} – {{to}}',
  loadFailed: 'Не удалось загрузить расписание занятий',
  empty: 'На этой неделе занятий нет',
  emptyHint: 'Занятия появятся здесь, когда кафедра разместит их в неделе.',
  details: {
    section: 'Секция',
    when: 'Когда',
    where: 'Где',
    virtual: 'Онлайн',
    join: 'Подключиться',
    instructor: 'Преподаватель',
    tba: 'Не назначен',
    groups: 'Группы',
    seats: 'Места',
  },
};

export default ru;
