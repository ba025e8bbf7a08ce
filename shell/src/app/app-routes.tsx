// The route tree: public pages, and one guarded parent for everything else.
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner.js';
import { withAccountTexts } from '../i18n/register-shell-translations.js';
import { lazyScreen } from '../lib/lazy-screen.js';
import { onSignInIntent } from '../lib/sign-in-intent.js';
import { RootErrorBoundary } from './root-error-boundary.js';

// Each page is its own chunk, so /login downloads neither the landing page nor the signed-in area.
const LandingPage = lazyScreen(() => import('../features/public/routes/landing-page.js'));
const AboutPage = lazyScreen(() => import('../features/public/routes/about-page.js'));
const ForgotPasswordPage = lazyScreen(() => withAccountTexts(import('../features/public/routes/forgot-password-page.js')));
const ResetPasswordPage = lazyScreen(() => withAccountTexts(import('../features/public/routes/reset-password-page.js')));
const RegisterPage = lazyScreen(() => withAccountTexts(import('../features/public/routes/register-page.js')));
const VerifyEmailPage = lazyScreen(() => withAccountTexts(import('../features/public/routes/verify-email-page.js')));
const UnauthorizedPage = lazyScreen(() => import('../features/public/routes/unauthorized-page.js'));
const LoginPage = lazyScreen(() => import('../features/auth/routes/login-page.js'));
const loadProtectedArea = () => import('./protected-area.js');
const ProtectedArea = lazy(loadProtectedArea);
onSignInIntent(() => void loadProtectedArea().then((area) => area.warmUp(), () => undefined));

export function AppRoutes() {
  return (
    <RootErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/unauthorized" element={<UnauthorizedPage />} />
          <Route
            path="*"
            element={
              <Suspense fallback={<PageSpinner />}>
                <ProtectedArea />
              </Suspense>
            }
          />
        </Routes>
      </Suspense>
    </RootErrorBoundary>
  );
}
