// The shell's texts. Armenian (default and fallback) is bundled; English and Russian are downloaded when
// chosen, so a first visit does not carry three languages it will not read.
import { i18n, isLanguage, setLanguage, type Language } from '@campus/shared-ui';
import hy from './hy.js';

export const SHELL_NAMESPACE = 'shell';

const loaders: Record<Exclude<Language, 'hy'>, () => Promise<{ default: object }>> = {
  en: () => import('./en.js'),
  ru: () => import('./ru.js'),
};

/** Makes the shell's texts for a language available; resolves at once when they already are. */
export async function loadShellLanguage(language: Language): Promise<void> {
  if (language === 'hy' || i18n.hasResourceBundle(language, SHELL_NAMESPACE)) return;
  const { default: resources } = await loaders[language]();
  i18n.addResourceBundle(language, SHELL_NAMESPACE, resources, true, true);
}

/** Texts first, then the switch, so the page never flashes the fallback language. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadShellLanguage(language).catch((error: unknown) => console.error(error));
  await setLanguage(language);
}

/**
 * Registers Armenian and loads the current language. Later switches load their texts before switching
 * (switchLanguage), so nothing here listens for language changes.
 */
export async function registerShellTranslations(): Promise<void> {
  i18n.addResourceBundle('hy', SHELL_NAMESPACE, hy, true, true);
  const current = i18n.resolvedLanguage ?? i18n.language;
  if (isLanguage(current)) await loadShellLanguage(current).catch((error: unknown) => console.error(error));
}
