import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  actions: {
    title: 'Действия',
    cancel: 'Отмена',
    remove: 'Убрать',
  },
  allocation: {
    loadsTitle: 'Нагрузка по преподавателям',
    listTitle: 'Назначения',
    loadFailed: 'Не удалось загрузить нагрузку преподавателей',
    listFailed: 'Не удалось загрузить назначения',
    search: 'Поиск по преподавателю или дисциплине',
    empty: 'Назначений пока нет.',
    create: 'Назначить преподавателя',
    createTitle: 'Назначение преподавателя',
    assign: 'Назначить',
    created: 'Преподаватель назначен',
    deleteConfirm: 'Снять {{lecturer}} с дисциплины {{course}}?',
    deleted: 'Назначение снято',
    lecturer: 'Преподаватель',
    lecturerRequired: 'Выберите преподавателя',
    course: 'Дисциплина',
    courseRequired: 'Выберите дисциплину',
    section: 'Поток',
    sectionHint: 'Оставьте пустым, чтобы назначить всю дисциплину.',
    wholeCourse: 'Вся дисциплина',
    period: 'Период',
    hours: 'Часов в неделю',
    hoursRange: 'Часы — целое число от 1 до 40',
    role: 'Роль',
    roles: { leader: 'Руководитель дисциплины', lecturer: 'Преподаватель', assistant: 'Ассистент' },
    load: 'Нагрузка',
    hoursOf: '{{current}} из {{max}} ч',
    hoursShort: '{{hours}} ч',
    assignments: 'Назначения',
    free: 'Свободные часы',
    over: 'сверх на {{hours}} ч',
    loadAfter: 'Нагрузка после этого: {{after}} из {{max}} ч',
    wouldExceed: 'Это превысит максимальную нагрузку: {{after}} из {{max}} ч',
    totals: { lecturers: 'Преподаватели', allocated: 'Распределено часов', overloaded: 'Сверх максимума', idle: 'Без назначений' },
  },
};

export default ru;
