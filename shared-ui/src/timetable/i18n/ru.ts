import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  weekdays: { 1: 'Понедельник', 2: 'Вторник', 3: 'Среда', 4: 'Четверг', 5: 'Пятница', 6: 'Суббота', 7: 'Воскресенье' },
  weekdaysShort: { 1: 'Пн', 2: 'Вт', 3: 'Ср', 4: 'Чт', 5: 'Пт', 6: 'Сб', 7: 'Вс' },
  view: { label: 'Вид', week: 'Неделя', day: 'День' },
  day: 'День недели',
  lanes: { label: 'Колонки', room: 'По аудиториям', group: 'По группам', lecturer: 'По преподавателям', none: 'По времени' },
  filter: {
    search: 'Поиск курса, преподавателя, аудитории или группы',
    lecturer: 'Преподаватель',
    room: 'Аудитория',
    group: 'Группа',
    allLecturers: 'Все преподаватели',
    allRooms: 'Все аудитории',
    allGroups: 'Все группы',
    clear: 'Сбросить фильтры',
  },
  shown: 'Показано: {{shown}} из {{total}}',
  more: 'ещё {{count}}',
  moreLabel: 'Ещё занятия ({{count}}): {{day}}, с {{hour}} — открыть день',
  online: 'Онлайн',
  noRoom: 'Без аудитории',
  noGroup: 'Без группы',
  tba: 'Не назначен',
  seats: '{{count}}/{{max}} мест',
  virtual: 'Онлайн',
  join: 'Подключиться',
  noClassesDay: 'В этот день занятий нет',
  noMatch: 'Нет занятий, подходящих под фильтр',
  clickToAdd: 'Нажмите, чтобы добавить занятие',
  today: 'сегодня',
};

export default ru;
