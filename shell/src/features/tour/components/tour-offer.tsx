// On a person's first sign-in, a quiet card above the page offers the tour. It never covers anything:
// the tour starts only when asked, and "Not now" (or finishing/skipping the tour) stops the offer.
import { CloseOutlined, CompassOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@campus/shared-ui';
import { useTourStore } from '../../../lib/tour-store.js';
import { markTourSeen, shouldOfferTour } from '../tour-seen.js';

export function TourOffer() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const user = useAuthStore((state) => state.user);
  const start = useTourStore((state) => state.start);
  const tourOpen = useTourStore((state) => state.open);
  const [offered, setOffered] = useState(() => shouldOfferTour(user));
  if (!offered || !user || tourOpen) return null;

  const dismiss = () => {
    markTourSeen(user.id);
    setOffered(false);
  };
  const take = () => {
    // Finishing or skipping the tour marks it seen; the offer is gone either way.
    setOffered(false);
    start();
  };

  return (
    <section
      aria-label={t('tour.offer.title')}
      style={{
        marginBottom: 20,
        padding: '14px 16px',
        borderRadius: token.borderRadiusLG,
        background: `linear-gradient(90deg, ${token.colorPrimaryBg}, ${token.colorBgContainer})`,
        border: `1px solid ${token.colorPrimaryBorder}`,
      }}
    >
      <Flex align="center" gap={14} wrap>
        <Flex
          align="center"
          justify="center"
          aria-hidden
          style={{ width: 40, height: 40, borderRadius: 12, background: token.colorPrimary, color: '#fff', fontSize: 20, flexShrink: 0 }}
        >
          <CompassOutlined />
        </Flex>
        <Flex vertical style={{ flex: '1 1 240px', minWidth: 0 }}>
          <strong style={{ color: token.colorTextHeading }}>{t('tour.offer.title')}</strong>
          <span style={{ color: token.colorTextSecondary }}>{t('tour.offer.text')}</span>
        </Flex>
        <Flex gap={8} align="center">
          <Button type="primary" onClick={take}>
            {t('tour.offer.start')}
          </Button>
          <Button type="text" icon={<CloseOutlined />} onClick={dismiss}>
            {t('tour.offer.dismiss')}
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}
