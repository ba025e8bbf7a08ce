import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  status: {
    not_created: 'Не создан',
    draft: 'Черновик',
    awaiting_authorization: 'Ожидает подтверждения',
    verifying: 'Проверка',
    published: 'Опубликован',
  },
  messages: {
    saveFailed: 'Не удалось сохранить',
    requestCodeFailed: 'Не удалось запросить код',
    verificationFailed: 'Проверка не пройдена',
    rateLimited: 'Слишком много запросов',
    loadSubjectsFailed: 'Не удалось загрузить предметы',
    nothingToSave: 'Нечего сохранять',
  },
  labels: {
    midterm: 'Промежуточный контроль {{number}}',
    midterms: 'Промежуточные контроли',
    score: 'Балл',
    average: 'Среднее',
    noScore: '—',
    graded: 'Оценено {{graded}} из {{students}}',
    publishedAt: 'Опубликовано {{date}}',
    outOf: '{{score}} / {{max}}',
    passMark: 'Проходной балл: {{passMark}}',
  },
  errors: {
    SECTION_NOT_FOUND: 'Секция не найдена',
    SUBJECT_NOT_FOUND: 'Предмет не найден',
    BATCH_NOT_FOUND: 'Пакет промежуточного контроля не найден',
    MIDTERM_NOT_FOUND: 'Промежуточный контроль не найден',
    SECTION_ACCESS_DENIED: 'Вы не ведёте эту секцию',
    NOTHING_TO_SAVE: 'Нечего сохранять',
    STUDENT_NOT_IN_SECTION: 'Некоторые студенты не записаны в эту секцию',
    DUPLICATE_STUDENT: 'Студент указан в запросе дважды',
    SCORE_OUT_OF_RANGE: 'Балл вне допустимого диапазона',
    SHEET_CHANGED: 'Эти оценки изменил кто-то другой после того, как вы их открыли. Перезагрузите, чтобы увидеть изменения.',
    NOTHING_TO_PUBLISH: 'Нечего публиковать: сначала сохраните оценки',
    RATE_LIMITED: 'Слишком много запросов',
    CODE_INVALID: 'Проверка не пройдена',
    CODE_EXPIRED: 'Срок действия кода истёк. Запросите новый.',
    CODE_LOCKED: 'Слишком много неверных кодов. Запросите новый.',
    SHEET_CHANGED_SINCE_CODE: 'Оценки изменились после отправки кода. Запросите новый.',
    PERIOD_NOT_FOUND: 'Учебный период не найден',
  },
};

export default ru;
