// hy / en / ru; the choice is stored under `lang_pref` and also switches antd's locale (see UiProvider).
import Segmented from 'antd/es/segmented';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, currentLanguage, isLanguage, setLanguage, type Language } from '@campus/shared-ui';

/** Each language names itself, so a person who cannot read the current one still finds theirs. */
const SHORT_NAMES: Record<Language, string> = { hy: 'Հայ', en: 'Eng', ru: 'Рус' };
const FULL_NAMES: Record<Language, string> = { hy: 'Հայերեն', en: 'English', ru: 'Русский' };

export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t, i18n } = useTranslation('shell');
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return (
    <Tooltip title={t('preferences.language')} placement="bottom">
      <Segmented<Language>
        size={size}
        aria-label={t('preferences.language')}
        value={value}
        onChange={(language) => void setLanguage(language)}
        options={SUPPORTED_LANGUAGES.map((language) => ({
          value: language,
          label: <span lang={language} aria-label={FULL_NAMES[language]}>{SHORT_NAMES[language]}</span>,
        }))}
      />
    </Tooltip>
  );
}

export { FULL_NAMES as LANGUAGE_NAMES };
