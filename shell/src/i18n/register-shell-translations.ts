import { registerTranslations } from '@campus/shared-ui';
import en from './en.js';
import hy from './hy.js';
import ru from './ru.js';

export const SHELL_NAMESPACE = 'shell';

export function registerShellTranslations(): void {
  registerTranslations(SHELL_NAMESPACE, { hy, en, ru });
}
