// A PDF or text file shown in the page. The stream is fetched and framed as a blob: URL because every server answer
// forbids framing (X-Frame-Options DENY, frame-ancestors 'none') and the page's policy allows no <object>. Without
// download rights the browser's PDF toolbar (save, print) is hidden; the server still sends it inline, no-store.
import Skeleton from 'antd/es/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, materialErrorText } from '@campus/shared-ui';
import type { Material } from '@campus/contracts/materials';
import { MATERIALS_ROOT } from '../../../lib/materials-api.js';
import { fetchStream } from '../stream.js';

export function DocumentFrame({ material }: { material: Material & { filePath: string } }) {
  const { t } = useTranslation('learning');
  const file = useQuery({
    queryKey: [...MATERIALS_ROOT, 'stream', material.id, material.updatedAt],
    queryFn: ({ signal }) => fetchStream(material.filePath, signal),
    staleTime: Infinity,
    gcTime: 0,
    meta: { persist: false },
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : undefined), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (file.isError) return <ErrorPanel title={t('viewer.loadFailed')} message={materialErrorText(t, file.error)} onRetry={() => void file.refetch()} />;
  if (!url) return <Skeleton.Node active style={{ width: '100%', height: 400 }} />;
  return (
    <iframe
      title={material.name}
      src={material.allowDownload ? url : `${url}#toolbar=0&navpanes=0`}
      data-testid="document-frame"
      style={{ width: '100%', height: 'min(80vh, 900px)', border: 0, borderRadius: 8, background: '#fff' }}
    />
  );
}
