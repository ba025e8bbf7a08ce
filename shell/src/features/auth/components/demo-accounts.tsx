// While demo mode is on, the seeded accounts, one click from a filled-in form.
import { UserOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../../../components/text.js';
import { DEMO_PASSWORD } from '@campus/contracts/demo';
import { useDemoAccounts, useRoleLabel, type DemoAccount } from '@campus/shared-ui';

export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { t } = useTranslation('shell');
  const roleLabel = useRoleLabel();
  const { token } = theme.useToken();
  const accounts = useDemoAccounts().data ?? [];
  if (accounts.length === 0) return null;
  return (
    <Flex
      vertical
      gap={6}
      style={{ padding: 12, borderRadius: token.borderRadiusLG, background: token.colorFillQuaternary }}
      aria-label={t('login.demo.title')}
      role="region"
    >
      <strong>{t('login.demo.title')}</strong>
      <SecondaryText style={{ fontSize: 13 }}>
        {t('login.demo.hint')}{' '}
        <code
          style={{
            padding: '1px 6px',
            borderRadius: token.borderRadiusSM,
            background: token.colorFillTertiary,
            color: token.colorText,
            fontFamily: token.fontFamilyCode,
          }}
        >
          {DEMO_PASSWORD}
        </code>
      </SecondaryText>
      <Flex vertical gap={2}>
        {accounts.map((account) => (
          <Button
            key={account.email}
            type="text"
            size="small"
            icon={<UserOutlined />}
            onClick={() => onPick(account)}
            style={{ justifyContent: 'flex-start', height: 'auto', paddingBlock: 4 }}
            title={t('login.demo.use', { name: account.name })}
          >
            <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
              <span style={{ fontSize: 13 }}>{account.email}</span>
              <SecondaryText style={{ fontSize: 12 }}>
                {roleLabel(account.role)}
              </SecondaryText>
            </Flex>
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
