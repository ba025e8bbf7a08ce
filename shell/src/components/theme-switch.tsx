// Light / dark / follow the system; stored on this device only.
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import Segmented from 'antd/es/segmented';
import Tooltip from 'antd/es/tooltip';
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
    icon: ICONS[value],
    label: withLabels ? t(`preferences.themes.${value}`) : undefined,
    title: t(`preferences.themes.${value}`),
  }));
  return (
    <Tooltip title={withLabels ? undefined : t('preferences.theme')} placement="bottom">
      <Segmented<ThemePreference>
        size={size}
        aria-label={t('preferences.theme')}
        value={themePreference}
        onChange={setTheme}
        options={options}
      />
    </Tooltip>
  );
}
