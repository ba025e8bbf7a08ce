// What a material shows in the viewer, by what it holds: a document, a video or audio file, an embed, or a link.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Material } from '@campus/contracts/materials';
import { DocumentFrame } from './document-frame.js';
import { EmbedFrame } from './embed-frame.js';
import { MediaPlayer } from './media-player.js';

const FRAMED_DOCUMENTS = new Set(['application/pdf', 'text/plain']);

type Shown = 'document' | 'video' | 'audio' | 'embed' | 'link' | 'none';

/** How the viewer shows a material: by the stored file's real type first, then by embed or link. */
export function shownAs(material: Material): Shown {
  const mime = (material.mimeType ?? '').toLowerCase();
  if (material.filePath) {
    if (FRAMED_DOCUMENTS.has(mime)) return 'document';
    if (mime.startsWith('video/')) return 'video';
    if (mime.startsWith('audio/')) return 'audio';
    return 'none';
  }
  if (material.embedCode) return 'embed';
  if (material.link) return 'link';
  return 'none';
}

export function MaterialView({ material }: { material: Material }) {
  const { t } = useTranslation('learning');
  const shown = shownAs(material);
  const file = material as Material & { filePath: string };
  if (shown === 'document') return <DocumentFrame material={file} />;
  if (shown === 'video' || shown === 'audio') return <MediaPlayer material={file} kind={shown} />;
  if (shown === 'embed') return <EmbedFrame title={material.name} embedCode={material.embedCode ?? ''} />;
  if (shown === 'link') {
    return (
      <Flex vertical gap="small" align="flex-start">
        <Typography.Text copyable style={{ overflowWrap: 'anywhere' }}>
          {material.link}
        </Typography.Text>
        <Button type="primary" icon={<ExportOutlined />} href={material.link ?? undefined} target="_blank" rel="noopener noreferrer">
          {t('viewer.openLink')}
        </Button>
      </Flex>
    );
  }
  return <Alert type="info" showIcon title={t('viewer.noPreview')} description={material.allowDownload && material.filePath ? t('viewer.noPreviewDownload') : undefined} />;
}
