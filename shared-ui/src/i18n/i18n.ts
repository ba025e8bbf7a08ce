// THE i18next instance of the platform (this module is a shared singleton, so every remote gets this one).
// Armenian is the default and the fallback; the choice is kept in localStorage under `lang_pref`.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import commonEn from './common/en.js';
import commonHy from './common/hy.js';
import commonRu from './common/ru.js';
import type { TranslationSet } from './translations.js';

export const SUPPORTED_LANGUAGES = ['hy', 'en', 'ru'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'hy';
export const LANGUAGE_STORAGE_KEY = 'lang_pref';
export const COMMON_NAMESPACE = 'common';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

const initialLanguage = readStoredLanguage();
void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  fallbackNS: COMMON_NAMESPACE,
  resources: {
    hy: { [COMMON_NAMESPACE]: commonHy },
    en: { [COMMON_NAMESPACE]: commonEn },
    ru: { [COMMON_NAMESPACE]: commonRu },
  },
  // Resources are bundled, so initialisation can finish synchronously before the first render.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { bindI18nStore: 'added' },
});
applyDocumentLanguage(initialLanguage);

/** Switches every text at once and remembers the choice for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the switch still applies to this visit.
  }
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** The interface language, for components: they re-render when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Adds a namespace's texts in all three languages (a remote's area, the shell). Later calls extend earlier ones. */
export function registerTranslations(namespace: string, translations: TranslationSet): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}
