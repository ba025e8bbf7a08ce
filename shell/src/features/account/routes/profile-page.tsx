// `/profile`: who the person is, as the server knows them.
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AccountSummary, PageHeader } from '@campus/shared-ui';

export default function ProfilePage() {
  const { t } = useTranslation('shell');
  return (
    <div style={{ maxWidth: 880 }}>
      <PageHeader icon={<UserOutlined />} title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <AccountSummary />
    </div>
  );
}
