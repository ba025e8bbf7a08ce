import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  status: {
    present: 'Присутствовал',
    absent: 'Отсутствовал',
    late: 'Опоздал',
    excused: 'Уважительная причина',
    partial: 'Частично',
    remote: 'Дистанционно',
    unmarked: 'Не отмечено',
  },
  errors: {
    SECTION_NOT_FOUND: 'Секция не найдена',
    SECTION_ACCESS_DENIED: 'Вы не ведёте эту секцию',
    NOT_A_CLASS_DAY: 'У этой секции нет занятия в этот день',
    DATE_IN_FUTURE: 'Нельзя отмечать посещаемость на будущую дату',
    STUDENT_NOT_IN_SECTION: 'Некоторые студенты не записаны в эту секцию',
    DUPLICATE_STUDENT: 'Студент указан в запросе дважды',
    PERIOD_NOT_FOUND: 'Учебный период не найден',
    RANGE_INVALID: 'Диапазон дат неверен или слишком длинный',
  },
};

export default ru;
