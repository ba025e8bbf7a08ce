import type { TranslationShape } from '@campus/shared-ui';
import type en from './pdf.en.js';

const ru: TranslationShape<typeof en> = {
  download: 'Скачать PDF',
  downloadMonth: 'Скачать месяц в PDF',
  preparing: 'Готовим PDF…',
  failed: 'Не удалось скачать расписание в PDF',
};

export default ru;
