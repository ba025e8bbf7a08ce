import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  sidebar: 'Посещаемость',
  title: 'Посещаемость',
  subtitle: 'Выберите занятие, отметьте присутствующих и посмотрите картину семестра',
  date: 'Дата занятия',
  section: 'Занятие',
  sessionTime: '{{start}}–{{end}}',
  classesThatDay: 'Занятия в этот день',
  otherSections: 'В этот день занятий нет',
  sectionsLoadFailed: 'Не удалось загрузить ваши группы',
  noSections: 'Вы пока не ведёте ни одной группы',
  chooseSection: 'Выберите занятие, чтобы отметить посещаемость',
  tabs: {
    roster: 'Отметить',
    matrix: 'Таблица',
  },
  roster: {
    loadFailed: 'Не удалось загрузить список студентов',
    empty: 'В этой группе нет записанных студентов',
    notAClassDay: '{{date}} у этой группы нет занятия. Выберите один из её учебных дней.',
    studentCount: 'Студентов: {{count}}',
    selectAll: 'Выбрать всех',
    selectStudent: 'Выбрать: {{name}}',
    statusOf: 'Статус: {{name}}',
    selected: 'Выбрано: {{count}}',
    markAllPresent: 'Отметить всех присутствующими',
    setStatus: 'Статус',
    notes: 'Примечание (необязательно)',
    apply: 'Применить',
    clearSelection: 'Снять выбор',
    queued: 'Ещё не отправлено',
  },
  sync: {
    pending: 'Изменений ожидает синхронизации: {{count}}',
    kept: 'Хранятся на этом устройстве до отправки.',
    syncNow: 'Синхронизировать',
    failed: 'Не удалось обновить посещаемость',
    failedItem: '{{date}}, студентов: {{count}} — {{reason}}',
    dismiss: 'Скрыть',
  },
  matrix: {
    loadFailed: 'Не удалось загрузить таблицу посещаемости',
    from: 'С',
    to: 'По',
    student: 'Студент',
    empty: 'В этом промежутке занятий нет',
    legend: 'Обозначения',
  },
  statusShort: {
    present: 'П',
    absent: 'Н',
    late: 'О',
    excused: 'У',
    partial: 'Ч',
    remote: 'Д',
    unmarked: '·',
  },
};

export default ru;
