// Names stored in hy/en/ru, shown in the interface language (Armenian when a translation is missing).
import { localizedName, type LocalizedName } from '@campus/contracts';
import { useLanguage } from './i18n.js';
import { useCallback } from 'react';

export function useLocalized() {
  const language = useLanguage();
  return useCallback((name: LocalizedName | null | undefined) => (name ? localizedName(name, language) : ''), [language]);
}
