// Everything behind sign-in, as one lazily loaded chunk: public pages never download the start-up logic,
// the remotes' loader, the layout or the error panels.
import { lazy } from 'react';
import { ProtectedApp } from '../features/startup/routes/protected-app.js';
import { AuthenticatedRoutes } from './authenticated-routes.js';

const loadAppLayout = () => import('../features/layout/components/app-layout.js');
const AppLayout = lazy(loadAppLayout);

export default function ProtectedArea() {
  return (
    <ProtectedApp preload={loadAppLayout}>
      <AppLayout>
        <AuthenticatedRoutes />
      </AppLayout>
    </ProtectedApp>
  );
}
