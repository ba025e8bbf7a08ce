// The shell's texts. Armenian (default and fallback) is bundled; English and Russian are downloaded when
// chosen, so a first visit does not carry three languages it will not read. The account screens' texts
// (settings, profile, password pages, contact) are their own download, fetched with the first of those
// screens and merged into the same namespace, so /login carries neither.
import { i18n, isLanguage, setLanguage, type Language } from '@campus/shared-ui';
import hy from './hy.js';

export const SHELL_NAMESPACE = 'shell';

type Texts = () => Promise<{ default: object }>;

const loaders: Record<Exclude<Language, 'hy'>, Texts> = {
  en: () => import('./en.js'),
  ru: () => import('./ru.js'),
};

const accountLoaders: Record<Language, Texts> = {
  hy: () => import('../features/account/i18n/hy.js'),
  en: () => import('../features/account/i18n/en.js'),
  ru: () => import('../features/account/i18n/ru.js'),
};
const accountLoaded = new Map<Language, Promise<void>>();
/** Set once an account screen was wanted: later language switches then bring its texts too. */
let accountWanted = false;

function currentLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : 'hy';
}

function loadAccountTexts(language: Language): Promise<void> {
  let loading = accountLoaded.get(language);
  if (!loading) {
    loading = accountLoaders[language]().then(({ default: resources }) => {
      i18n.addResourceBundle(language, SHELL_NAMESPACE, resources, true, false);
    });
    loading.catch(() => accountLoaded.delete(language));
    accountLoaded.set(language, loading);
  }
  return loading;
}

/** The account screens' texts in the current language and the fallback; screens load with this. */
export function ensureAccountTexts(): Promise<void> {
  accountWanted = true;
  const language = currentLanguage();
  return Promise.all([loadAccountTexts('hy'), language === 'hy' ? undefined : loadAccountTexts(language)]).then(() => undefined);
}

/** Makes the shell's texts for a language available; resolves at once when they already are. */
export async function loadShellLanguage(language: Language): Promise<void> {
  const account = accountWanted ? loadAccountTexts(language) : undefined;
  if (language !== 'hy' && !i18n.hasResourceBundle(language, SHELL_NAMESPACE)) {
    const { default: resources } = await loaders[language]();
    i18n.addResourceBundle(language, SHELL_NAMESPACE, resources, true, true);
  }
  await account;
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

/** A screen's module, resolved once the account texts are there too (for lazyScreen). */
export function withAccountTexts<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, ensureAccountTexts()]).then(([module]) => module);
}
