// `/about`: announced, not written yet.
import { RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../components/message-page.js';
import { PublicLayout } from '../../../components/public-layout.js';

export default function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <PublicLayout>
      <MessagePage
        status="info"
        icon={<RocketOutlined />}
        title={t('about.title')}
        subTitle={t('about.comingSoon')}
        action={{ label: t('public.backHome'), to: '/' }}
      />
    </PublicLayout>
  );
}
