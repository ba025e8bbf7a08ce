import type { TranslationShape } from '../../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  programs: {
    title: 'Образовательные программы',
    search: 'Поиск по коду или названию',
    loadFailed: 'Не удалось загрузить программы',
    empty: 'Программ пока нет',
    create: 'Новая программа',
    createTitle: 'Новая образовательная программа',
    editTitle: 'Изменение программы {{code}}',
    created: 'Программа {{code}} создана',
    updated: 'Программа {{code}} сохранена',
    deleted: 'Программа {{code}} удалена',
    deleteConfirm: 'Удалить программу {{code}} «{{name}}»?',
    deleteHint: 'Программу со студентами или группами удалить нельзя: сначала переведите их.',
    open: 'Набор открыт',
    closed: 'Набор закрыт',
    level: { undergraduate: 'Бакалавриат', graduate: 'Магистратура', postgraduate: 'Аспирантура' },
    fields: {
      code: 'Код',
      name: 'Название',
      level: 'Уровень',
      department: 'Кафедра',
      durationYears: 'Длительность, лет',
      students: 'Студенты',
      groups: 'Группы',
      status: 'Статус',
      isActive: 'Открыта для набора',
      description: 'Описание',
    },
    validation: {
      code: 'Код программы обязателен',
      name: 'Название программы обязательно',
      department: 'Кафедра обязательна',
      durationYears: 'Длительность — целое число лет от 1 до 8',
    },
  },
};

export default ru;
