// An embedded video. The server keeps only iframes of allowed video hosts; here only that iframe's https address is
// taken and framed anew (sandboxed), so no markup from the material is ever put into the page as HTML.
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';

export function embedSource(embedCode: string): string | undefined {
  const frame = new DOMParser().parseFromString(embedCode, 'text/html').querySelector('iframe');
  const src = frame?.getAttribute('src') ?? '';
  return URL.canParse(src) && new URL(src).protocol === 'https:' ? src : undefined;
}

export function EmbedFrame({ title, embedCode }: { title: string; embedCode: string }) {
  const { t } = useTranslation('learning');
  const src = embedSource(embedCode);
  if (!src) return <Alert type="warning" showIcon title={t('viewer.embedMissing')} />;
  return (
    <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
      <iframe
        title={title}
        src={src}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="fullscreen; picture-in-picture; encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, borderRadius: 8 }}
      />
    </div>
  );
}
