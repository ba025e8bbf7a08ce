// The people directory in Russian: exactly the keys of en.ts.
import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  actions: {
    title: 'Действия',
    view: 'Просмотр',
    edit: 'Изменить',
    delete: 'Удалить',
    viewNamed: 'Просмотр: {{name}}',
    editNamed: 'Изменить: {{name}}',
    deleteNamed: 'Удалить: {{name}}',
    save: 'Сохранить',
    cancel: 'Отмена',
  },
  selection: {
    count: 'Выбрано: {{count}}',
    clear: 'Снять выбор',
    export: 'Экспорт выбранных (CSV)',
    exported: 'Экспортировано строк: {{count}}',
  },
  record: {
    id: 'ID записи',
    firstName: 'Имя',
    lastName: 'Фамилия',
    name: 'Имя и фамилия',
    email: 'Эл. почта',
    phone: 'Телефон',
    status: 'Статус',
    none: 'Не указано',
    firstNameRequired: 'Имя обязательно',
    lastNameRequired: 'Фамилия обязательна',
  },
  students: {
    title: 'Студенты',
    search: 'Поиск по имени, эл. почте или студенческому ID',
    loadFailed: 'Не удалось загрузить студентов',
    empty: 'Студентов пока нет',
    deleteComingSoon: 'Удаление студентов скоро появится',
    updated: 'Данные студента {{name}} сохранены',
    editTitle: 'Изменить студента {{name}}',
    yearN: '{{n}} курс',
    fields: {
      studentId: 'Студенческий ID',
      program: 'Программа',
      group: 'Группа',
      year: 'Курс',
      yearOfStudy: 'Год обучения',
      joined: 'Зачислен',
    },
    status: { active: 'Активен', inactive: 'Неактивен', graduated: 'Выпускник', dropped: 'Отчислен' },
    validation: {
      studentId: 'Студенческий ID обязателен',
      year: 'Год обучения — число от 1 до 10',
    },
  },
  lecturers: {
    title: 'Преподаватели',
    search: 'Поиск по имени, эл. почте или табельному ID',
    loadFailed: 'Не удалось загрузить преподавателей',
    empty: 'Преподавателей пока нет',
    updated: 'Данные преподавателя {{name}} сохранены',
    editTitle: 'Изменить преподавателя {{name}}',
    loadValue: '{{current}} из {{max}} ч в неделю',
    fields: {
      employeeId: 'Табельный ID',
      department: 'Кафедра',
      title: 'Звание',
      position: 'Должность',
      employmentType: 'Занятость',
      office: 'Кабинет',
      maxLoad: 'Максимальная нагрузка, часов в неделю',
      load: 'Учебная нагрузка',
      joined: 'Добавлен',
    },
    status: { active: 'Активен', inactive: 'Неактивен', sabbatical: 'В творческом отпуске' },
    position: {
      Professor: 'Профессор',
      'Associate Professor': 'Доцент',
      'Assistant Professor': 'Старший преподаватель',
      Lecturer: 'Преподаватель',
      Instructor: 'Ассистент',
    },
    employment: { 'full-time': 'Полная ставка', 'part-time': 'Неполная ставка', contract: 'Договор' },
    validation: {
      employeeId: 'Табельный ID обязателен',
      maxLoad: 'Максимальная нагрузка — целое число часов от 1 до 40',
    },
  },
};

export default ru;
