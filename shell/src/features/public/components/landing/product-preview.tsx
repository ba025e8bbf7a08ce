// The hero's picture of Campus at work, drawn with the theme's colours (no image to download, no shift):
// today's classes with their badges, a live notification and the week's attendance.
import { BellOutlined, ClockCircleOutlined, EnvironmentOutlined, VideoCameraOutlined } from '@ant-design/icons';
import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Badge = 'inProgress' | 'startingSoon' | 'later';

const CLASSES: { key: string; time: string; virtual?: boolean; badge: Badge }[] = [
  { key: 'algebra', time: '09:30', badge: 'inProgress' },
  { key: 'writing', time: '11:10', virtual: true, badge: 'startingSoon' },
  { key: 'databases', time: '14:00', badge: 'later' },
];

function Chip({ children, style }: { children: ReactNode; style: CSSProperties }) {
  return (
    <span style={{ padding: '2px 8px', borderRadius: 999, fontSize: 12, fontWeight: 600, whiteSpace: 'nowrap', ...style }}>{children}</span>
  );
}

export function ProductPreview() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const badgeStyle: Record<Badge, CSSProperties> = {
    inProgress: { background: token.colorSuccessBg, color: token.colorSuccessText },
    startingSoon: { background: token.colorWarningBg, color: token.colorWarningText },
    later: { background: token.colorFillSecondary, color: token.colorTextSecondary },
  };
  const surface: CSSProperties = {
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: 16,
    boxShadow: token.boxShadowSecondary,
  };

  return (
    <div aria-hidden style={{ position: 'relative', maxWidth: 480, width: '100%', marginInline: 'auto', paddingBottom: 64 }}>
      <div style={{ ...surface, padding: '20px 20px 32px' }}>
        <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', marginBottom: 14 }}>
          <strong style={{ fontSize: 16, color: token.colorTextHeading }}>{t('landing.preview.today')}</strong>
          <span style={{ color: token.colorTextTertiary, fontSize: 12 }}>{t('landing.preview.classesCount')}</span>
        </div>
        <div style={{ display: 'grid', gap: 10 }}>
          {CLASSES.map((item) => (
            <div
              key={item.key}
              style={{
                display: 'grid',
                gridTemplateColumns: '52px 1fr auto',
                gap: 12,
                alignItems: 'center',
                padding: '10px 12px',
                borderRadius: 12,
                background: token.colorFillQuaternary,
              }}
            >
              <span style={{ fontWeight: 700, color: token.colorPrimary, fontVariantNumeric: 'tabular-nums' }}>{item.time}</span>
              <span style={{ minWidth: 0 }}>
                <span style={{ display: 'block', fontWeight: 600, color: token.colorTextHeading, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {t(`landing.preview.classes.${item.key}`)}
                </span>
                <span style={{ display: 'flex', gap: 6, alignItems: 'center', fontSize: 12, color: token.colorTextTertiary }}>
                  {item.virtual ? <VideoCameraOutlined /> : <EnvironmentOutlined />}
                  {item.virtual ? t('landing.preview.virtual') : t('landing.preview.room', { room: item.key === 'algebra' ? '214' : '305' })}
                </span>
              </span>
              <Chip style={badgeStyle[item.badge]}>{t(`landing.preview.badges.${item.badge}`)}</Chip>
            </div>
          ))}
        </div>
        <div style={{ marginTop: 16 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: token.colorTextSecondary, marginBottom: 6 }}>
            <span>{t('landing.preview.attendance')}</span>
            <strong style={{ color: token.colorTextHeading }}>92%</strong>
          </div>
          <div style={{ height: 8, borderRadius: 999, background: token.colorFillSecondary, overflow: 'hidden' }}>
            <div style={{ width: '92%', height: '100%', borderRadius: 999, background: `linear-gradient(90deg, ${token.colorPrimary}, ${token.colorSuccess})` }} />
          </div>
        </div>
      </div>
      <div
        style={{
          ...surface,
          position: 'absolute',
          insetInlineEnd: 0,
          bottom: 0,
          width: 'min(300px, 80%)',
          padding: '12px 14px',
          display: 'flex',
          gap: 12,
          alignItems: 'flex-start',
          borderInlineStart: `3px solid ${token.colorPrimary}`,
        }}
      >
        <span
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 32,
            height: 32,
            flexShrink: 0,
            borderRadius: 10,
            background: token.colorPrimaryBg,
            color: token.colorPrimary,
          }}
        >
          <BellOutlined />
        </span>
        <span style={{ minWidth: 0 }}>
          <strong style={{ display: 'block', color: token.colorTextHeading, fontSize: 13 }}>{t('landing.preview.notificationTitle')}</strong>
          <span style={{ display: 'block', color: token.colorTextSecondary, fontSize: 12 }}>{t('landing.preview.notificationText')}</span>
          <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center', color: token.colorTextTertiary, fontSize: 11, marginTop: 2 }}>
            <ClockCircleOutlined /> {t('landing.preview.justNow')}
          </span>
        </span>
      </div>
    </div>
  );
}
