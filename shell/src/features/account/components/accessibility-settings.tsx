// Settings → Accessibility: three switches kept on this device; UiProvider applies them at once, here and
// in every remote (antd tokens: motion, font size, contrast colours; CSS for what antd does not draw).
import { EyeOutlined, FontSizeOutlined, PauseCircleOutlined } from '@ant-design/icons';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessibilityPrefs, type AccessibilityPref } from '../../../lib/accessibility-prefs.js';

const ROWS: { pref: AccessibilityPref; icon: ReactNode }[] = [
  { pref: 'reducedMotion', icon: <PauseCircleOutlined /> },
  { pref: 'highContrast', icon: <EyeOutlined /> },
  { pref: 'largeText', icon: <FontSizeOutlined /> },
];

export function AccessibilitySettings() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const prefs = useAccessibilityPrefs();
  return (
    <Card title={t('accessibility.title')}>
      <Typography.Paragraph type="secondary">{t('accessibility.hint')}</Typography.Paragraph>
      {ROWS.map(({ pref, icon }, index) => (
        <Flex
          key={pref}
          justify="space-between"
          align="center"
          gap="large"
          style={{ paddingBlock: 16, borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}` }}
        >
          <Flex gap="middle" align="flex-start">
            <span style={{ fontSize: 20, color: token.colorPrimary, lineHeight: 1 }} aria-hidden>
              {icon}
            </span>
            <Flex vertical>
              <Typography.Text strong id={`a11y-${pref}`}>
                {t(`accessibility.${pref}`)}
              </Typography.Text>
              <Typography.Text type="secondary">{t(`accessibility.${pref}Hint`)}</Typography.Text>
            </Flex>
          </Flex>
          <Switch checked={prefs[pref]} onChange={(on) => prefs.set(pref, on)} aria-labelledby={`a11y-${pref}`} />
        </Flex>
      ))}
    </Card>
  );
}
