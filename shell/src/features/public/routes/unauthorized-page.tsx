// `/unauthorized`: where a route a person may not open sends them.
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@campus/shared-ui';
import { MessagePage } from '../../../components/message-page.js';
import { PublicLayout } from '../../../components/public-layout.js';

export default function UnauthorizedPage() {
  const { t } = useTranslation('shell');
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <PublicLayout>
      <MessagePage
        status="403"
        title={t('unauthorized.title')}
        subTitle={t('unauthorized.message')}
        action={
          isAuthenticated
            ? { label: t('unauthorized.backToDashboard'), to: '/dashboard' }
            : { label: t('public.backHome'), to: '/' }
        }
      />
    </PublicLayout>
  );
}
