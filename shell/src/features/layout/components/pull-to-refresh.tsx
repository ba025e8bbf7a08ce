// Pull-to-refresh for touch screens: pulling the page down from its top refetches every active query,
// with an indicator that follows the finger. The browser's own pull-to-reload is turned off meanwhile,
// so the gesture refreshes the data without reloading the app.
import { ArrowDownOutlined, LoadingOutlined } from '@ant-design/icons';
import theme from 'antd/es/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How far (px, after damping) the page must be pulled before letting go refreshes it. */
export const PULL_THRESHOLD = 64;
const MAX_PULL = 96;
const DAMPING = 0.5;

export function PullToRefresh({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const area = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const state = useRef({ startY: null as number | null, pull: 0, refreshing: false });

  useEffect(() => {
    const element = area.current;
    if (!enabled || !element) return undefined;
    const root = document.documentElement;
    const previousOverscroll = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    const show = (distance: number) => {
      state.current.pull = distance;
      setPull(distance);
    };
    const onStart = (event: TouchEvent) => {
      const atTop = (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
      state.current.startY = atTop && !state.current.refreshing && event.touches.length === 1 ? event.touches[0]!.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      const { startY } = state.current;
      if (startY === null) return;
      const distance = (event.touches[0]!.clientY - startY) * DAMPING;
      if (distance <= 0) {
        show(0);
        return;
      }
      if (event.cancelable) event.preventDefault();
      show(Math.min(distance, MAX_PULL));
    };
    const onEnd = () => {
      if (state.current.startY === null) return;
      state.current.startY = null;
      if (state.current.pull < PULL_THRESHOLD) {
        show(0);
        return;
      }
      state.current.refreshing = true;
      setRefreshing(true);
      show(PULL_THRESHOLD);
      void queryClient.refetchQueries({ type: 'active' }).finally(() => {
        state.current.refreshing = false;
        setRefreshing(false);
        show(0);
      });
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      root.style.overscrollBehaviorY = previousOverscroll;
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled, queryClient]);

  const ready = pull >= PULL_THRESHOLD;
  const label = refreshing ? t('mobile.refreshing') : ready ? t('mobile.releaseToRefresh') : t('mobile.pullToRefresh');
  return (
    <div ref={area}>
      {enabled ? (
        <div
          role="status"
          aria-live="polite"
          data-testid="pull-to-refresh"
          style={{
            height: pull,
            overflow: 'hidden',
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'center',
            transition: state.current.startY === null ? 'height 180ms ease-out' : 'none',
          }}
        >
          {pull > 0 || refreshing ? (
            <span
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 8,
                marginBottom: 12,
                padding: '6px 12px',
                borderRadius: 999,
                background: token.colorBgElevated,
                boxShadow: token.boxShadowTertiary,
                color: ready || refreshing ? token.colorPrimary : token.colorTextSecondary,
                fontSize: token.fontSizeSM,
                whiteSpace: 'nowrap',
              }}
            >
              {refreshing ? (
                <LoadingOutlined />
              ) : (
                <ArrowDownOutlined style={{ transform: `rotate(${ready ? 180 : 0}deg)`, transition: 'transform 150ms' }} />
              )}
              {label}
            </span>
          ) : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}
