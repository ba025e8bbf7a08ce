// hy / en / ru; the choice is stored under `lang_pref` and also switches antd's locale (see UiProvider).
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, useLanguage, type Language } from '@campus/shared-ui';
import { switchLanguage } from '../i18n/register-shell-translations.js';

/** Each language names itself, so a person who cannot read the current one still finds theirs. */
const SHORT_NAMES: Record<Language, string> = { hy: 'Հայ', en: 'Eng', ru: 'Рус' };
export const LANGUAGE_NAMES: Record<Language, string> = { hy: 'Հայերեն', en: 'English', ru: 'Русский' };

export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useTranslation('shell');
  const value = useLanguage();
  return (
    // Radio buttons rather than Segmented: Segmented brings antd's Tooltip, which /login cannot afford.
    <Radio.Group
      size={size}
      optionType="button"
      aria-label={t('preferences.language')}
      value={value}
      onChange={(event) => void switchLanguage(event.target.value as Language)}
      options={SUPPORTED_LANGUAGES.map((language) => ({
        value: language,
        title: LANGUAGE_NAMES[language],
        label: (
          <span lang={language} aria-label={LANGUAGE_NAMES[language]}>
            {SHORT_NAMES[language]}
          </span>
        ),
      }))}
    />
  );
}
