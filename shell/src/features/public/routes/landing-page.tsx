// `/`: what Campus is, and the way in.
import {
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@campus/shared-ui';
import { Panel } from '../../../components/panel.js';
import { PublicLayout } from '../../../components/public-layout.js';

const FEATURES: { key: string; icon: ReactNode }[] = [
  { key: 'courses', icon: <BookOutlined /> },
  { key: 'schedule', icon: <CalendarOutlined /> },
  { key: 'attendance', icon: <CheckSquareOutlined /> },
  { key: 'grades', icon: <TrophyOutlined /> },
  { key: 'offices', icon: <TeamOutlined /> },
  { key: 'secure', icon: <SafetyCertificateOutlined /> },
];

function Hero() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <Flex
      vertical
      align="center"
      gap="large"
      style={{
        padding: 'clamp(48px, 10vw, 112px) 24px clamp(40px, 8vw, 88px)',
        textAlign: 'center',
        background: `linear-gradient(180deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 100%)`,
      }}
    >
      <Typography.Text strong style={{ color: token.colorPrimary, letterSpacing: 1, textTransform: 'uppercase' }}>
        {t('landing.eyebrow')}
      </Typography.Text>
      <Typography.Title style={{ margin: 0, maxWidth: 820, fontSize: 'clamp(32px, 5vw, 52px)', lineHeight: 1.15 }}>
        {t('landing.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 640, fontSize: 18, margin: 0 }}>
        {t('landing.subtitle')}
      </Typography.Paragraph>
      <Flex gap="middle" wrap justify="center">
        <Button type="primary" size="large" onClick={() => navigate(isAuthenticated ? '/dashboard' : '/login')}>
          {t('landing.getStarted')}
        </Button>
        <Button size="large" onClick={() => navigate(isAuthenticated ? '/dashboard' : '/login')}>
          {isAuthenticated ? t('public.openDashboard') : t('public.signIn')}
        </Button>
      </Flex>
    </Flex>
  );
}

function FeatureCard({ featureKey, icon }: { featureKey: string; icon: ReactNode }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Panel style={{ height: '100%' }}>
      <Flex vertical gap="small">
        <Flex
          align="center"
          justify="center"
          style={{
            width: 44,
            height: 44,
            borderRadius: 12,
            background: token.colorPrimaryBg,
            color: token.colorPrimary,
            fontSize: 22,
          }}
        >
          {icon}
        </Flex>
        <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
          {t(`landing.features.${featureKey}.title`)}
        </Typography.Title>
        <Typography.Text type="secondary">{t(`landing.features.${featureKey}.text`)}</Typography.Text>
      </Flex>
    </Panel>
  );
}

export default function LandingPage() {
  const { t } = useTranslation('shell');
  return (
    <PublicLayout>
      <Hero />
      <Flex vertical gap="large" style={{ width: '100%', maxWidth: 1120, margin: '0 auto', padding: '8px 24px 64px' }}>
        <Typography.Title level={2} style={{ textAlign: 'center', margin: 0 }}>
          {t('landing.featuresTitle')}
        </Typography.Title>
        <div
          style={{
            display: 'grid',
            gap: 20,
            gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
          }}
        >
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.key} featureKey={feature.key} icon={feature.icon} />
          ))}
        </div>
      </Flex>
    </PublicLayout>
  );
}
