// Тексты ответов на опросы (те же ключи, что в en.ts).
import type { TranslationShape } from '../../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  answer: {
    title: 'Опросы',
    subtitle: 'Опросы и оценки курсов, открытые для вас',
    sidebar: 'Опросы',
    loadFailed: 'Не удалось загрузить опросы',
    retry: 'Повторить',
    empty: 'Сейчас для вас нет открытых опросов.',
    closes: 'Закрывается {{date}}',
    questions: 'Вопросов: {{count}}',
    state: {
      not_started: 'Не начат',
      draft: 'Черновик сохранён',
      submitted: 'Отвечен',
    },
    open: 'Ответить',
    continue: 'Продолжить',
    course: 'Курс',
    lecturer: 'Преподаватель',
    section: 'Группа',
    noLecturer: 'Преподаватель не указан',
    anonymous: 'Этот опрос анонимный: ваши ответы хранятся без вашего имени, никто не может увидеть, что вы ответили, а результаты показываются только в итоговых цифрах.',
    named: 'Этот опрос не анонимный: его организаторы видят ваши ответы с вашим именем.',
    required: 'Обязательно',
    requiredNote: 'На вопросы, отмеченные *, нужно ответить.',
    scaleEnds: '{{min}}: {{minLabel}} · {{max}}: {{maxLabel}}',
    ratingLow: 'совсем нет',
    ratingHigh: 'полностью',
    chosen: 'Выбрано: {{value}}',
    saveDraft: 'Сохранить черновик',
    saving: 'Сохранение…',
    savedAt: 'Сохранено в {{time}}',
    notSaved: 'Ещё не сохранено',
    saveFailed: 'Черновик не сохранён: {{reason}}',
    submit: 'Отправить',
    submitting: 'Отправка…',
    problems: 'Нужны ответы: {{count}}. Показан первый.',
    problem: {
      ANSWER_REQUIRED: 'Пожалуйста, ответьте на этот вопрос.',
      ANSWER_INVALID: 'Этот ответ не подходит к вопросу.',
    },
    thanks: 'Спасибо за ваши ответы!',
    thanksText: 'Ваши ответы отправлены. На опрос можно ответить один раз.',
    alreadyAnswered: 'Вы уже ответили на этот опрос',
    alreadyAnsweredText: 'На опрос можно ответить один раз; ваши ответы сохранены.',
    backToList: 'Вернуться к опросам',
    back: 'Все опросы',
    preview: 'Предпросмотр: ничего не сохраняется и не отправляется.',
    card: {
      title: 'Опросы для ответа',
      all: 'Все опросы',
      empty: 'Сейчас отвечать не на что.',
    },
  },
};

export default ru;
