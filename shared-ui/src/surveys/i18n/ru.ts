// Общие тексты опросов (ключи en.ts).
import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  status: {
    draft: 'Черновик',
    scheduled: 'Запланирован',
    open: 'Открыт',
    closed: 'Закрыт',
    archived: 'В архиве',
  },
  kind: {
    survey: 'Опрос',
    template: 'Шаблон',
    course_evaluation: 'Оценка курса',
  },
  questionKind: {
    single_choice: 'Один вариант',
    multiple_choice: 'Несколько вариантов',
    agreement: 'Согласие (1–5)',
    rating: 'Оценка (0–10)',
    short_text: 'Короткий текст',
    long_text: 'Длинный текст',
  },
  agreement: {
    1: 'Совершенно не согласен',
    2: 'Не согласен',
    3: 'Ни да, ни нет',
    4: 'Согласен',
    5: 'Полностью согласен',
  },
  audienceKind: {
    role: 'Роль',
    faculty: 'Факультет',
    department: 'Кафедра',
    program: 'Программа',
    group: 'Группа',
    section: 'Поток курса',
    term: 'Семестр',
  },
  anonymous: 'Анонимный',
  named: 'Именной',
  errors: {
    AUDIENCE_OUT_OF_SCOPE: 'Эта аудитория вне вашего факультета или кафедры',
    AUDIENCE_NOT_FOUND: 'Факультет, программа, группа, поток или семестр этой аудитории не существует',
    AUDIENCE_EMPTY: 'В этой аудитории никого нет',
    SURVEY_NOT_FOUND: 'Опрос не найден',
    TEMPLATE_NOT_FOUND: 'Шаблон не найден',
    PERIOD_NOT_FOUND: 'Учебный период не найден',
    SURVEY_NOT_EDITABLE: 'Опрос запланирован или открыт: его вопросы больше не меняются',
    SURVEY_CHANGED: 'Этот опрос изменил кто-то другой после того, как вы его открыли.',
    SURVEY_INCOMPLETE: 'Опрос не готов к планированию',
    SURVEY_TIMES_INVALID: 'Опрос должен закрываться после открытия и в будущем',
    SURVEY_STATUS_CONFLICT: 'В текущем состоянии опроса это сделать нельзя',
    SURVEY_NOT_OPEN: 'Этот опрос не открыт для ответов',
    ALREADY_ANSWERED: 'Вы уже ответили на этот опрос',
    ANSWERS_INVALID: 'Некоторые ответы отсутствуют или неверны',
    RESULTS_ACCESS_DENIED: 'Вам нельзя видеть результаты этого опроса',
  },
};

export default ru;
