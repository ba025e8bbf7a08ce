import { useTranslation } from 'react-i18next';
import { ErrorPanel, errorMessage } from '@campus/shared-ui';

export default function RouteErrorPanel({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  return (
    <div style={{ paddingTop: '12vh' }}>
      <ErrorPanel title={t('errors.pageFailed')} message={errorMessage(error, t)} onRetry={() => window.location.reload()} />
    </div>
  );
}
