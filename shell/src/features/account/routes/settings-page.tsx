// `/settings`: four tabs (SPEC §2): Preferences (theme, language; this device), Notifications (server),
// Accessibility (this device) and Account. The open tab is in the address (?tab=notifications).
import { SettingOutlined } from '@ant-design/icons';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@campus/shared-ui';
import { LanguageSwitch } from '../../../components/language-switch.js';
import { ThemeSwitch } from '../../../components/theme-switch.js';
import { AccessibilitySettings } from '../components/accessibility-settings.js';
import { AccountSettings } from '../components/account-settings.js';
import { MfaSettings } from '../components/mfa-settings.js';
import { NotificationSettings } from '../components/notification-settings.js';

export const SETTINGS_TABS = ['preferences', 'notifications', 'accessibility', 'account'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

function isSettingsTab(value: string | null): value is SettingsTab {
  return (SETTINGS_TABS as readonly (string | null)[]).includes(value);
}

function PreferenceRow({ title, description, control }: { title: ReactNode; description: ReactNode; control: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="large" wrap style={{ paddingBlock: 16 }}>
      <Flex vertical style={{ minWidth: 220, flex: 1 }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary">{description}</Typography.Text>
      </Flex>
      {control}
    </Flex>
  );
}

function Preferences() {
  const { t } = useTranslation('shell');
  return (
    <Card>
      <PreferenceRow title={t('preferences.theme')} description={t('settings.themeHint')} control={<ThemeSwitch withLabels />} />
      <PreferenceRow title={t('preferences.language')} description={t('settings.languageHint')} control={<LanguageSwitch />} />
    </Card>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation('shell');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'preferences';
  const open = (next: string) =>
    setSearchParams(
      (current) => {
        if (next === 'preferences') current.delete('tab');
        else current.set('tab', next);
        return current;
      },
      { replace: true },
    );
  return (
    <div style={{ maxWidth: 960 }}>
      <PageHeader icon={<SettingOutlined />} title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={open}
        destroyOnHidden
        items={[
          { key: 'preferences', label: t('settings.tabs.preferences'), children: <Preferences /> },
          { key: 'notifications', label: t('settings.tabs.notifications'), children: <NotificationSettings /> },
          { key: 'accessibility', label: t('settings.tabs.accessibility'), children: <AccessibilitySettings /> },
          { key: 'account', label: t('settings.tabs.account'), children: <AccountSettings security={<MfaSettings />} /> },
        ]}
      />
    </div>
  );
}
