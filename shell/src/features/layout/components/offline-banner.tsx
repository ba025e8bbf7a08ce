// A banner while the browser is offline (navigator.onLine and the online/offline events).
import { DisconnectOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** `top`: where it sticks, under the sticky header. */
export function OfflineBanner({ top }: { top: number }) {
  const { t } = useTranslation('shell');
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" aria-live="polite" style={{ position: 'sticky', top, zIndex: 9 }}>
      <Alert
        banner
        type="warning"
        icon={<DisconnectOutlined />}
        title={t('mobile.offline')}
        description={t('mobile.offlineHint')}
      />
    </div>
  );
}
