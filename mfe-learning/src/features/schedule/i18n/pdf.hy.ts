import type { TranslationShape } from '@campus/shared-ui';
import type en from './pdf.en.js';

const hy: TranslationShape<typeof en> = {
  download: 'Ներբեռնել PDF',
  downloadMonth: 'Ներբեռնել ամիսը PDF-ով',
  preparing: 'PDF-ը պատրաստվում է…',
  failed: 'Չհաջողվեց ներբեռնել դասացուցակի PDF-ը',
};

export default hy;
