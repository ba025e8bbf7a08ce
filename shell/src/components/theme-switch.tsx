// Light / dark / follow the system; stored on this device only.
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import Radio from 'antd/es/radio';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiPrefs, type ThemePreference } from '@campus/shared-ui';

const ICONS: Record<ThemePreference, ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};

export function ThemeSwitch({ size = 'middle', withLabels = false }: { size?: 'small' | 'middle'; withLabels?: boolean }) {
  const { t } = useTranslation('shell');
  const themePreference = useUiPrefs((state) => state.theme);
  const setTheme = useUiPrefs((state) => state.setTheme);
  const options = (['light', 'dark', 'system'] as const).map((value) => ({
    value,
    title: t(`preferences.themes.${value}`),
    label: (
      <span aria-label={t(`preferences.themes.${value}`)}>
        {ICONS[value]}
        {withLabels ? <span style={{ marginInlineStart: 6 }}>{t(`preferences.themes.${value}`)}</span> : null}
      </span>
    ),
  }));
  return (
    <Radio.Group
      size={size}
      optionType="button"
      aria-label={t('preferences.theme')}
      value={themePreference}
      onChange={(event) => setTheme(event.target.value as ThemePreference)}
      options={options}
    />
  );
}
