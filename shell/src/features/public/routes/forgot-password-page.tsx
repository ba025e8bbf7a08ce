// `/forgot-password`: the reset flow arrives with a later issue; until then, say so and how to get help.
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../components/message-page.js';
import { PublicLayout } from '../../../components/public-layout.js';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  return (
    <PublicLayout>
      <MessagePage
        status="info"
        icon={<MailOutlined />}
        title={t('forgotPassword.title')}
        subTitle={t('forgotPassword.comingSoon')}
        action={{ label: t('forgotPassword.backToLogin'), to: '/login' }}
      />
    </PublicLayout>
  );
}
