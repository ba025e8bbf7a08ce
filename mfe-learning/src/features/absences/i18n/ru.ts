import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  sidebar: 'Мои пропуски',
  title: 'Мои пропуски',
  subtitle: 'Пропущенные занятия, опоздания и частичное посещение по учебным периодам',
  period: 'Учебный период',
  activePeriod: '{{name}} (текущий)',
  loading_absences: 'Загрузка пропусков…',
  attendance_periods_load_failed: 'Не удалось загрузить учебные периоды',
  loadFailed: 'Не удалось загрузить пропуски',
  noPeriods: 'Учебные периоды ещё не заданы.',
  empty: 'В этом периоде пропусков нет. Так держать!',
  summary: 'В этом периоде',
  columns: { date: 'Дата', course: 'Курс', section: 'Секция', status: 'Статус', notes: 'Примечания' },
};

export default ru;
