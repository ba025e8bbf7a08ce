// Shown in place of an area whose remote could not be loaded; Retry loads the remote again.
import { useTranslation } from 'react-i18next';
import { ErrorPanel, LoadingScreen, errorMessage } from '@campus/shared-ui';
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
      message={
        <>
          {t('areas.remoteFailedHint')}
          {remote?.error ? <div style={{ marginTop: 8, opacity: 0.75 }}>{errorMessage(remote.error, t)}</div> : null}
        </>
      }
      retrying={remote?.status === 'loading'}
      onRetry={() => void retry(name)}
    />
  );
}
