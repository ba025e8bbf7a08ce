// Every route under the guarded parent: the shell's own pages, each loaded area's routes, an error panel
// for each area whose remote failed, and a 404 for the rest.
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen, useAuthStore } from '@campus/shared-ui';
import { ProfilePreload } from '../features/account/api/profile-preload.js';
import { AreaErrorPanel } from '../features/areas/components/area-error-panel.js';
import { AreaScreen } from '../features/areas/components/area-screen.js';
import { homePathFor } from '../lib/home-path.js';
import { withAccountTexts } from '../i18n/register-shell-translations.js';
import { lazyScreen } from '../lib/lazy-screen.js';
import { useRemotesStore, type RemoteState } from '../lib/remotes/remotes-store.js';

const ProfilePage = lazyScreen(() => withAccountTexts(import('../features/account/routes/profile-page.js')));
const SettingsPage = lazyScreen(() => withAccountTexts(import('../features/account/routes/settings-page.js')));
const PasswordSetupPage = lazyScreen(() => withAccountTexts(import('../features/account/routes/password-setup-page.js')));
const ContactPage = lazyScreen(() => withAccountTexts(import('../features/contact/routes/contact-page.js')));
const NotFoundPage = lazyScreen(() => import('../features/areas/routes/not-found-page.js'));

function DashboardRedirect() {
  const user = useAuthStore((state) => state.user);
  return <Navigate to={homePathFor(user)} replace />;
}

/** '/deans-office/' → '/deans-office/*': the whole subtree the area owns. */
function subtree(prefix: string): string {
  return `${prefix.replace(/\/+$/, '')}/*`;
}

function areaRoutes(remote: RemoteState) {
  if (remote.status === 'loaded' && remote.area) {
    return remote.area.routes.map((route) => (
      <Route key={`${remote.descriptor.name}:${route.path}`} path={route.path} element={<AreaScreen route={route} />} />
    ));
  }
  return remote.descriptor.paths.map((prefix) => (
    <Route key={`${remote.descriptor.name}:${prefix}`} path={subtree(prefix)} element={<AreaErrorPanel descriptor={remote.descriptor} />} />
  ));
}

/** Until a temporary password is replaced, every page of the guarded area leads to /password-setup. */
export const PASSWORD_SETUP_PATH = '/password-setup';

export function AuthenticatedRoutes() {
  const remotes = useRemotesStore((state) => state.remotes);
  const mustChangePassword = useAuthStore((state) => state.user?.mustChangePassword === true);
  const { pathname } = useLocation();
  if (mustChangePassword && pathname !== PASSWORD_SETUP_PATH) return <Navigate to={PASSWORD_SETUP_PATH} replace />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/dashboard" element={<DashboardRedirect />} />
        <Route path="/profile" element={<ProfilePreload><ProfilePage /></ProfilePreload>} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path={PASSWORD_SETUP_PATH} element={<PasswordSetupPage />} />
        <Route path="/contact" element={<ContactPage />} />
        {Object.values(remotes).flatMap(areaRoutes)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
