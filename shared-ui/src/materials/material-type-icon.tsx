// The icon of a material type, labelled with the type's name for screen readers.
import { FileTextOutlined, LinkOutlined, PlayCircleOutlined, SoundOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useMaterialsTranslation } from './i18n/index.js';

const ICONS: Record<string, ReactNode> = {
  pdf: <FileTextOutlined />,
  video: <PlayCircleOutlined />,
  audio: <SoundOutlined />,
  interactive: <ThunderboltOutlined />,
  link: <LinkOutlined />,
};

export function MaterialTypeIcon({ type }: { type: string }) {
  const { t } = useMaterialsTranslation();
  return (
    <span role="img" aria-label={t(`type.${type}`)} title={t(`type.${type}`)} style={{ fontSize: 18 }}>
      {ICONS[type] ?? ICONS.pdf}
    </span>
  );
}
