import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  analytics: {
    loadFailed: 'Не удалось загрузить аналитику',
    byProgram: 'Контингент по программам',
    students: 'Студенты',
    activeStudents: 'Обучающиеся',
    noPrograms: 'Нет программ для показа',
    loadByLecturer: 'Нагрузка по преподавателям',
    loadPercent: 'Нагрузка, % от максимума',
    loadTooltip: '{{name}}: {{current}} из {{max}} ч',
    overloaded: 'Сверх максимума: {{count}}',
    noLecturers: 'Нет преподавателей для показа',
    groupFill: 'Группы по заполненности',
    groupSizes: 'Крупнейшие группы и их вместимость',
    groups: 'групп',
    capacity: 'Вместимость',
    noGroups: 'Нет групп для показа',
    bands: {
      low: 'Меньше половины',
      medium: 'От половины до 90%',
      high: '90% и больше',
      full: 'Заполнены',
    },
  },
};

export default ru;
