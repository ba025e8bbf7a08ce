// "Built for everyone on campus": one card per audience with what Campus does for them.
import { BankOutlined, CheckOutlined, ReadOutlined, SafetyCertificateOutlined, SolutionOutlined } from '@ant-design/icons';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, SecondaryText } from '../../../../components/text.js';

const AUDIENCES: { key: string; icon: ReactNode; hue: 'blue' | 'green' | 'orange' | 'purple' }[] = [
  { key: 'students', icon: <ReadOutlined />, hue: 'blue' },
  { key: 'lecturers', icon: <SolutionOutlined />, hue: 'green' },
  { key: 'offices', icon: <BankOutlined />, hue: 'orange' },
  { key: 'admins', icon: <SafetyCertificateOutlined />, hue: 'purple' },
];
const POINTS = ['p1', 'p2', 'p3'] as const;

export function AudienceSection() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const hues = {
    blue: [token.colorPrimaryBg, token.colorPrimary],
    green: [token.colorSuccessBg, token.colorSuccess],
    orange: [token.colorWarningBg, token.colorWarning],
    purple: [token['purple-1'] ?? token.colorPrimaryBg, token['purple-6'] ?? token.colorPrimary],
  } as const;

  return (
    <section
      aria-labelledby="landing-audiences"
      style={{ width: '100%', maxWidth: 1208, boxSizing: 'border-box', margin: '0 auto', padding: 'clamp(40px, 7vw, 80px) 24px' }}
    >
      <div style={{ textAlign: 'center', maxWidth: 680, margin: '0 auto 36px' }}>
        <Heading level={2} style={{ fontSize: 'clamp(26px, 3.4vw, 34px)' }}>
          <span id="landing-audiences">{t('landing.audiencesTitle')}</span>
        </Heading>
        <SecondaryText style={{ display: 'block', marginTop: 10, fontSize: 17 }}>{t('landing.audiencesSubtitle')}</SecondaryText>
      </div>
      <div style={{ display: 'grid', gap: 20, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 250px), 1fr))' }}>
        {AUDIENCES.map(({ key, icon, hue }) => {
          const [background, color] = hues[hue];
          return (
            <article
              key={key}
              style={{
                display: 'flex',
                flexDirection: 'column',
                gap: 12,
                padding: 24,
                borderRadius: 16,
                background: token.colorBgContainer,
                border: `1px solid ${token.colorBorderSecondary}`,
                boxShadow: token.boxShadowTertiary,
              }}
            >
              <span
                aria-hidden
                style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 48, height: 48, borderRadius: 14, background, color, fontSize: 24 }}
              >
                {icon}
              </span>
              <h3 style={{ margin: 0, fontSize: 19, color: token.colorTextHeading }}>{t(`landing.audiences.${key}.title`)}</h3>
              <SecondaryText>{t(`landing.audiences.${key}.text`)}</SecondaryText>
              <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
                {POINTS.map((point) => (
                  <li key={point} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', color: token.colorText }}>
                    <CheckOutlined style={{ color, marginTop: 5, flexShrink: 0 }} aria-hidden />
                    <span>{t(`landing.audiences.${key}.${point}`)}</span>
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}
