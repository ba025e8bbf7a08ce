import type { TranslationShape } from '@campus/shared-ui';
import type en from './en.js';

const ru: TranslationShape<typeof en> = {
  sidebar: {
    materials: 'Мои материалы',
  },
  materials: {
    title: 'Материалы преподавателя',
    greeting: 'Добро пожаловать, {{name}}! Здесь будут ваши учебные материалы.',
    preview: {
      title: 'Управление материалами скоро появится',
      intro: 'Скоро на этой странице вы будете готовить всё, что нужно студентам по каждому предмету.',
      upload: 'Загружайте файлы, ссылки и встроенные видео',
      uploadText: 'Файлы до 50 МБ каждый, с индикатором загрузки',
      organise: 'Распределяйте по неделям и категориям',
      organiseText: 'Лекции, семинары, задания и дополнительное чтение',
      access: 'Решайте, кто что видит',
      accessText: 'Выбирайте аудиторию каждого материала и разрешайте или запрещайте скачивание',
    },
  },
};

export default ru;
