// `/`: what Campus is, for whom, and the way in (Get started → /register, Sign in → /login).
// Kept cheap on purpose: no antd Typography/Card, no images; every picture is drawn from the theme.
import { ArrowRightOutlined, GlobalOutlined, MobileOutlined, ThunderboltOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@campus/shared-ui';
import { PublicLayout } from '../../../components/public-layout.js';
import { Heading, SecondaryText } from '../../../components/text.js';
import { AudienceSection } from '../components/landing/audience-section.js';
import { LandingFooter } from '../components/landing/landing-footer.js';
import { ProductPreview } from '../components/landing/product-preview.js';

const GET_STARTED_PATH = '/register';

function CallToAction({ center = false }: { center?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: center ? 'center' : 'flex-start' }}>
      {isAuthenticated ? (
        <Button type="primary" size="large" icon={<ArrowRightOutlined />} iconPlacement="end" onClick={() => navigate('/dashboard')}>
          {t('public.openDashboard')}
        </Button>
      ) : (
        <>
          <Button type="primary" size="large" icon={<ArrowRightOutlined />} iconPlacement="end" onClick={() => navigate(GET_STARTED_PATH)}>
            {t('landing.getStarted')}
          </Button>
          <Button size="large" onClick={() => navigate('/login')}>
            {t('public.signIn')}
          </Button>
        </>
      )}
    </div>
  );
}

function Hero() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: `radial-gradient(1200px 480px at 85% -10%, ${token.colorPrimaryBg}, transparent 70%), linear-gradient(180deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 100%)`,
      }}
    >
      <div
        style={{
          maxWidth: 1208,
          boxSizing: 'border-box',
          margin: '0 auto',
          padding: 'clamp(40px, 8vw, 96px) 24px clamp(40px, 7vw, 80px)',
          display: 'grid',
          gap: 'clamp(32px, 5vw, 64px)',
          alignItems: 'center',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <span
            style={{
              alignSelf: 'flex-start',
              padding: '4px 12px',
              borderRadius: 999,
              background: token.colorBgContainer,
              border: `1px solid ${token.colorPrimaryBorder}`,
              color: token.colorPrimary,
              fontWeight: 600,
              fontSize: 13,
            }}
          >
            {t('landing.eyebrow')}
          </span>
          <Heading style={{ fontSize: 'clamp(32px, 5vw, 52px)', lineHeight: 1.12, letterSpacing: -0.5 }}>{t('landing.title')}</Heading>
          <SecondaryText style={{ fontSize: 'clamp(16px, 1.6vw, 19px)', lineHeight: 1.6, maxWidth: 560 }}>{t('landing.subtitle')}</SecondaryText>
          <CallToAction />
        </div>
        <ProductPreview />
      </div>
    </section>
  );
}

const HIGHLIGHTS: { key: string; icon: ReactNode }[] = [
  { key: 'languages', icon: <GlobalOutlined /> },
  { key: 'live', icon: <ThunderboltOutlined /> },
  { key: 'mobile', icon: <MobileOutlined /> },
];

function Highlights() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <section style={{ background: token.colorBgContainer, borderBlock: `1px solid ${token.colorBorderSecondary}` }}>
      <div
        style={{
          maxWidth: 1208,
          boxSizing: 'border-box',
          margin: '0 auto',
          padding: '32px 24px',
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {HIGHLIGHTS.map(({ key, icon }) => (
          <div key={key} style={{ display: 'flex', gap: 14, alignItems: 'flex-start' }}>
            <span aria-hidden style={{ fontSize: 22, color: token.colorPrimary, lineHeight: 1, marginTop: 2 }}>
              {icon}
            </span>
            <span>
              <strong style={{ display: 'block', color: token.colorTextHeading, marginBottom: 2 }}>{t(`landing.highlights.${key}.title`)}</strong>
              <SecondaryText>{t(`landing.highlights.${key}.text`)}</SecondaryText>
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

function ClosingCall() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <section style={{ padding: '0 24px clamp(48px, 8vw, 88px)' }}>
      <div
        style={{
          maxWidth: 1160,
          boxSizing: 'border-box',
          margin: '0 auto',
          padding: 'clamp(28px, 5vw, 48px)',
          borderRadius: 24,
          textAlign: 'center',
          background: `linear-gradient(135deg, ${token.colorPrimaryBg}, ${token.colorBgContainer})`,
          border: `1px solid ${token.colorPrimaryBorder}`,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 16,
        }}
      >
        <Heading level={2} style={{ fontSize: 'clamp(24px, 3vw, 32px)' }}>
          {t('landing.cta.title')}
        </Heading>
        <SecondaryText style={{ fontSize: 17, maxWidth: 560 }}>{t('landing.cta.text')}</SecondaryText>
        <CallToAction center />
      </div>
    </section>
  );
}

export default function LandingPage() {
  return (
    <PublicLayout footer={<LandingFooter getStartedPath={GET_STARTED_PATH} />}>
      <Hero />
      <Highlights />
      <AudienceSection />
      <ClosingCall />
    </PublicLayout>
  );
}
