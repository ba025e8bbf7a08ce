// `/settings`: look-and-feel preferences kept on this device, and the account they apply to.
import { SettingOutlined } from '@ant-design/icons';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSummary, PageHeader } from '@campus/shared-ui';
import { LanguageSwitch } from '../../../components/language-switch.js';
import { ThemeSwitch } from '../../../components/theme-switch.js';

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
      <PreferenceRow
        title={t('preferences.theme')}
        description={t('settings.themeHint')}
        control={<ThemeSwitch withLabels />}
      />
      <PreferenceRow
        title={t('preferences.language')}
        description={t('settings.languageHint')}
        control={<LanguageSwitch />}
      />
    </Card>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation('shell');
  return (
    <div style={{ maxWidth: 880 }}>
      <PageHeader icon={<SettingOutlined />} title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Tabs
        items={[
          { key: 'preferences', label: t('settings.tabs.preferences'), children: <Preferences /> },
          { key: 'account', label: t('settings.tabs.account'), children: <AccountSummary /> },
        ]}
      />
    </div>
  );
}
