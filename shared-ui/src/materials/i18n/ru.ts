import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  type: { pdf: 'Документ', video: 'Видео', audio: 'Аудио', interactive: 'Интерактив', link: 'Ссылка' },
  segment: { general: 'Общее', 'weeks-1-7': 'Недели 1–7', 'weeks-8-14': 'Недели 8–14', 'weeks-15-21': 'Недели 15–21' },
  category: { lecture: 'Лекции', seminar: 'Семинары', lab: 'Лабораторные', reading: 'Чтение', homework: 'Домашние задания', exam: 'Экзамены' },
  access: { course: 'Вся дисциплина', section: 'Этот поток', staff: 'Только сотрудники' },
  accessHint: {
    course: 'Все студенты всех потоков дисциплины',
    section: 'Только студенты этого потока',
    staff: 'Преподаватели и сотрудники дисциплины, например для ключей ответов',
  },
  uploadMode: { file: 'Файл', link: 'Ссылка', embed: 'Код встраивания' },
  errors: {
    NAME_REQUIRED: 'Название материала обязательно',
    DESCRIPTION_REQUIRED: 'Описание материала обязательно',
    COURSE_REQUIRED: 'ID курса обязателен',
    ID_REQUIRED: 'ID материала обязателен',
    ASSIGNMENT_REQUIRED: 'ID назначения обязателен',
    LINK_INVALID: 'Ссылка должна быть корректным URL',
    FILE_REQUIRED: 'Выберите файл для загрузки',
    FILE_TOO_LARGE: 'Размер файла превышает лимит 50 МБ',
    FILE_TYPE_NOT_ALLOWED: 'Недопустимый тип файла для «{{type}}». Разрешены: {{allowed}}',
    FILE_TYPE_INVALID: 'Недопустимый тип файла',
    DUE_DATE_REQUIRED: 'Для домашнего задания нужен срок сдачи',
    DUE_DATE_INVALID: 'Срок сдачи должен быть корректной датой и временем',
    VALUE_NOT_ALLOWED: 'Поле «{{field}}» должно быть одним из: {{allowed}}',
    TOO_LONG: 'Поле «{{field}}» должно быть не длиннее {{max}} символов',
    METADATA_INVALID: 'Метаданные должны быть объектом JSON',
    EMBED_REQUIRED: 'Вставьте код встраивания',
    DOWNLOAD_NOT_ALLOWED: 'Скачивание этого материала запрещено',
    LINK_EXPIRED: 'Срок действия этой ссылки на скачивание истёк',
    LINK_INVALID_SIGNATURE: 'Эта ссылка на скачивание недействительна',
    TOO_MANY_FILES: 'Отправляйте один файл на материал',
    MATERIAL_NOT_FOUND: 'Материал не найден',
    ASSIGNMENT_NOT_FOUND: 'Назначение не найдено',
    MATERIAL_ACCESS_DENIED: 'У вас нет доступа к этому материалу',
    FILE_NOT_FOUND: 'У этого материала нет файла',
    VALIDATION_FAILED: 'Исправьте отмеченные поля',
  },
};

export default ru;
