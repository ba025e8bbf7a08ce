// Last line of defence for the router: a page that failed to load or render outside any area boundary.
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ErrorPanel, errorMessage } from '@campus/shared-ui';

export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  return (
    <div style={{ paddingTop: '12vh' }}>
      <ErrorPanel title={t('errors.pageFailed')} message={errorMessage(error, t)} onRetry={() => window.location.reload()} />
    </div>
  );
}
