// The guided tour (antd Tour). A step whose target is missing or hidden is shown in the middle of the
// screen with "We couldn't spotlight this step" instead of breaking the tour.
import { EyeInvisibleOutlined } from '@ant-design/icons';
import Tour, { type TourProps } from 'antd/es/tour';
import theme from 'antd/es/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@campus/shared-ui';
import { useTourStore } from '../../../lib/tour-store.js';
import { markTourSeen } from '../tour-seen.js';
import { TOUR_STEPS, findTourTarget, type TourStepKey } from '../tour-steps.js';

function MissingTarget() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <div
      role="note"
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'flex-start',
        marginBottom: 8,
        padding: '8px 10px',
        borderRadius: token.borderRadius,
        background: token.colorWarningBg,
        border: `1px solid ${token.colorWarningBorder}`,
      }}
    >
      <EyeInvisibleOutlined style={{ color: token.colorWarning, marginTop: 4 }} />
      <span>
        <strong style={{ display: 'block' }}>{t('tour.missingTarget')}</strong>
        <span style={{ color: token.colorTextSecondary }}>{t('tour.missingHint')}</span>
      </span>
    </div>
  );
}

/**
 * The main area is often taller than the screen, and a panel placed above or below it would be off screen:
 * then the top of the page (its first block that fits, usually the page header) stands for it.
 */
function stepTarget(key: TourStepKey): HTMLElement | null {
  const element = findTourTarget(key);
  if (key !== 'main' || !element) return element;
  const fits = (candidate: Element) => candidate.getBoundingClientRect().height <= window.innerHeight * 0.6;
  // Down the first children (screens wrap their content) until a block fits on screen.
  let candidate: Element | null = element;
  for (let depth = 0; candidate && depth < 6; depth += 1) {
    if (candidate instanceof HTMLElement && candidate.getBoundingClientRect().height > 0 && fits(candidate)) return candidate;
    candidate = candidate.firstElementChild;
  }
  return element;
}

export function GuidedTour() {
  const { t } = useTranslation('shell');
  const open = useTourStore((state) => state.open);
  const close = useTourStore((state) => state.close);
  const userId = useAuthStore((state) => state.user?.id);
  const [current, setCurrent] = useState(0);

  const finish = () => {
    if (userId) markTourSeen(userId);
    setCurrent(0);
    close();
  };

  // Targets are looked up as each step renders: the page may have changed (drawer, resize) since the last one.
  const steps: TourProps['steps'] = TOUR_STEPS.map((key, index) => {
    const target = open && index === current ? stepTarget(key) : null;
    return {
      title: t(`tour.steps.${key}.title`),
      description: (
        <div data-testid={`tour-step-${key}`}>
          {target ? null : <MissingTarget />}
          {t(`tour.steps.${key}.text`)}
        </div>
      ),
      // antd centres a step without a target.
      target: target ? () => target : null,
    };
  });

  return (
    <Tour
      open={open}
      current={current}
      onChange={setCurrent}
      onClose={finish}
      onFinish={finish}
      steps={steps}
      indicatorsRender={(index, total) => (
        <span aria-live="polite">{t('tour.progress', { current: index + 1, total })}</span>
      )}
    />
  );
}
