// An address nobody owns, inside the signed-in layout.
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.message')}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {t('unauthorized.backToDashboard')}
        </Button>
      }
    />
  );
}
