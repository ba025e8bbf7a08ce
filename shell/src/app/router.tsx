// The route tree: public pages, and one guarded parent for everything else.
import { Suspense, lazy } from 'react';
import { Outlet, createBrowserRouter } from 'react-router-dom';
import { LoadingScreen } from '@campus/shared-ui';
import { ProtectedApp } from '../features/startup/routes/protected-app.js';
import { lazyScreen } from '../lib/lazy-screen.js';
import { AuthenticatedRoutes } from './authenticated-routes.js';
import { RouteError } from './route-error.js';

// Each public page is its own chunk, so /login downloads neither the landing page nor the signed-in layout.
const LandingPage = lazyScreen(() => import('../features/public/routes/landing-page.js'));
const AboutPage = lazyScreen(() => import('../features/public/routes/about-page.js'));
const ForgotPasswordPage = lazyScreen(() => import('../features/public/routes/forgot-password-page.js'));
const UnauthorizedPage = lazyScreen(() => import('../features/public/routes/unauthorized-page.js'));
const LoginPage = lazyScreen(() => import('../features/auth/routes/login-page.js'));

const loadAppLayout = () => import('../features/layout/components/app-layout.js');
const AppLayout = lazy(loadAppLayout);

function Root() {
  return (
    <Suspense fallback={<LoadingScreen fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      {
        path: '*',
        element: (
          <ProtectedApp preload={loadAppLayout}>
            <AppLayout>
              <AuthenticatedRoutes />
            </AppLayout>
          </ProtectedApp>
        ),
      },
    ],
  },
]);
