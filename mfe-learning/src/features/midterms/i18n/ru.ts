import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  sidebar: 'Мои оценки',
  staffSidebar: 'Промежуточные аттестации',
  title: 'Мои промежуточные оценки',
  subtitle: 'Ваши опубликованные промежуточные оценки по учебным периодам. Оценка появляется здесь сразу после публикации преподавателем.',
  period: 'Учебный период',
  activePeriod: '{{name}} (текущий)',
  periodsLoadFailed: 'Не удалось загрузить учебные периоды',
  loadFailed: 'Не удалось загрузить оценки',
  noPeriods: 'Учебные периоды ещё не заданы.',
  empty: 'За этот период оценки ещё не опубликованы.',
  summary: 'Сдано: {{passed}}, ниже проходного балла: {{failed}}',
  columns: { course: 'Курс', section: 'Секция', number: 'Аттестация', score: 'Балл', result: 'Результат', publishedAt: 'Опубликовано' },
  midterm: 'Аттестация {{number}}',
  section: 'Секция {{number}}',
  score: '{{score}} / {{max}}',
  noScore: 'Нет оценки',
  passMark: 'Проходной балл {{passMark}}',
  outcome: { pass: 'Сдано', fail: 'Ниже проходного', none: 'Нет оценки' },
  card: { title: 'Последние оценки', all: 'Все оценки', empty: 'Оценки ещё не опубликованы.' },
};

export default ru;
