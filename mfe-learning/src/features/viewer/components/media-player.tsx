// Video and audio in the browser's own player, straight from the stream (HTTP Range, so seeking fetches only what
// is needed). Without download rights the player offers no download and the context menu ("Save video as…") is off.
import type { Material } from '@campus/contracts/materials';
import type { MouseEvent } from 'react';

const blockMenu = (event: MouseEvent) => event.preventDefault();

export function MediaPlayer({ material, kind }: { material: Material & { filePath: string }; kind: 'video' | 'audio' }) {
  const locked = !material.allowDownload;
  const common = {
    src: material.filePath,
    controls: true,
    preload: 'metadata' as const,
    'aria-label': material.name,
    ...(locked ? { controlsList: 'nodownload', onContextMenu: blockMenu } : {}),
  };
  if (kind === 'audio') return <audio {...common} style={{ width: '100%' }} data-testid="audio-player" />;
  return <video {...common} playsInline disablePictureInPicture={locked} style={{ width: '100%', maxHeight: '75vh', background: '#000', borderRadius: 8 }} data-testid="video-player" />;
}
