// Shown in place of an area whose remote could not be loaded; Retry loads the remote again.
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, ErrorPanel, LoadingScreen, useLanguage } from '@campus/shared-ui';
import type { RemoteDescriptor } from '../../../lib/remotes/manifest.js';
import { useRemotesStore } from '../../../lib/remotes/remotes-store.js';

export function AreaErrorPanel({ descriptor: { name, title } }: { descriptor: RemoteDescriptor }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const remote = useRemotesStore((state) => state.remotes[name]);
  const retry = useRemotesStore((state) => state.retry);
  if (remote?.status === 'loading' && remote.attempt === 0) return <LoadingScreen />;
  // The manifest names the area: the shell knows no area, and a remote that failed cannot name itself.
  const areaName = title?.[language] ?? title?.[DEFAULT_LANGUAGE] ?? name;
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
