// One screen of an area: role check, lazy load (raising preload-error on failure), error boundary.
import { Suspense, useReducer, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { LoadingScreen, canOpen, useAuthStore, type AreaRoute } from '@campus/shared-ui';
import { lazyScreen } from '../../../lib/lazy-screen.js';
import { ScreenBoundary } from './screen-boundary.js';

type LazyComponent = LazyExoticComponent<ComponentType>;

/**
 * One React.lazy per route, so navigating back does not download or suspend again. React.lazy remembers a rejected
 * import, so a failed one is forgotten: the next visit (or Try again) loads afresh, e.g. once the network is back.
 */
const lazyByRoute = new WeakMap<AreaRoute, LazyComponent>();

function lazyFor(route: AreaRoute): LazyComponent {
  let screen = lazyByRoute.get(route);
  if (!screen) {
    screen = lazyScreen(() =>
      route.load().catch((error: unknown) => {
        lazyByRoute.delete(route);
        throw error;
      }),
    );
    lazyByRoute.set(route, screen);
  }
  return screen;
}

export function AreaScreen({ route }: { route: AreaRoute }) {
  const { t } = useTranslation('shell');
  const user = useAuthStore((state) => state.user);
  const [attempt, nextAttempt] = useReducer((count: number) => count + 1, 0);
  if (!canOpen(route.roles, user)) return <Navigate to="/unauthorized" replace />;
  const Screen = lazyFor(route);
  return (
    // Keyed by route too: a screen that failed must not leave its error on the next screen the person opens.
    <ScreenBoundary key={`${route.path}#${attempt}`} title={t('areas.screenFailed')} message={t('areas.screenFailedHint')} onRetry={nextAttempt}>
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
}
