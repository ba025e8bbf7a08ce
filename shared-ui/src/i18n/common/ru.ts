import type { TranslationShape } from '../translations.js';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  roles: {
    admin: 'Администратор',
    lecturer: 'Преподаватель',
    student: 'Студент',
    quality_assurance: 'Обеспечение качества',
    deans_office: 'Деканат',
    chair: 'Заведующий кафедрой',
  },
  actions: {
    retry: 'Повторить',
    comingSoon: 'Скоро',
  },
  status: {
    loading: 'Загрузка…',
  },
  errors: {
    unexpected: 'Произошла непредвиденная ошибка',
    network: 'Сбой сетевого подключения',
    accessDenied: 'Доступ запрещён',
    loginAgain: 'Пожалуйста, войдите снова',
    server: 'Ошибка сервера. Пожалуйста, повторите попытку позже.',
    expectedJson: 'Ожидался ответ в формате JSON',
    htmlInsteadOfJson: 'Сервер вернул веб-страницу вместо данных. Возможно, адрес указан неверно.',
  },
  dataTable: {
    search: 'Поиск…',
    clearFilters: 'Сбросить фильтры',
    refresh: 'Обновить',
    density: 'Плотность строк',
    comfortable: 'Просторно',
    compact: 'Компактно',
    columns: 'Столбцы',
    empty: 'Здесь пока ничего нет',
    noMatch: 'Ничего не найдено по вашему запросу или фильтрам',
    staleData: 'Показаны последние загруженные данные.',
    range: '{{from}}–{{to}} из {{total}}',
    perPage: '/ стр.',
  },
  areaError: {
    title: 'Не удалось загрузить этот раздел',
    message: 'Остальные разделы продолжают работать. Проверьте подключение и попробуйте снова.',
  },
  account: {
    title: 'Ваша учётная запись',
    email: 'Эл. почта',
    roles: 'Роли',
    permissions: 'Разрешения',
    lastSignIn: 'Последний вход',
    firstSignIn: 'Это ваш первый вход',
    memberSince: 'Зарегистрирован',
    loadFailed: 'Не удалось получить профиль пользователя',
    mustChangePassword: 'Пожалуйста, смените временный пароль',
  },
};

export default ru;
