// The `board` namespace: the examination board's texts, registered when the screen's code first loads.
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '@campus/shared-ui';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const BOARD_NAMESPACE = 'board';

registerTranslations(BOARD_NAMESPACE, { hy, en, ru });

export function useBoardTranslation() {
  return useTranslation(BOARD_NAMESPACE);
}
