// Shown in place of an area whose remote could not be loaded; Retry loads the remote again.
import { useTranslation } from 'react-i18next';
import { ErrorPanel, LoadingScreen } from '@campus/shared-ui';
import { useRemotesStore } from '../../../lib/remotes/remotes-store.js';

export function AreaErrorPanel({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  const remote = useRemotesStore((state) => state.remotes[name]);
  const retry = useRemotesStore((state) => state.retry);
  if (remote?.status === 'loading' && remote.attempt === 0) return <LoadingScreen />;
  const areaName = t(`areas.names.${name}`, { defaultValue: name });
  return (
    <ErrorPanel
      title={t('areas.remoteFailed', { area: areaName })}
      // The runtime's own error is technical (script URL, error codes); it goes to the console, not here.
      message={t('areas.remoteFailedHint')}
      retrying={remote?.status === 'loading'}
      onRetry={() => void retry(name)}
    />
  );
}
