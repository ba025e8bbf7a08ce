// Everything behind sign-in, as one lazily loaded chunk: public pages never download the start-up logic,
// the remotes' loader, the layout or the error panels.
import { lazy } from 'react';
import { getQueryClient } from '@campus/shared-ui';
import { manifestQuery } from '../lib/remotes/manifest.js';
import { useRemotesStore } from '../lib/remotes/remotes-store.js';
import { ProtectedApp } from '../features/startup/routes/protected-app.js';
import { AuthenticatedRoutes } from './authenticated-routes.js';

const loadAppLayout = () => import('./signed-in-layout.js');
const AppLayout = lazy(loadAppLayout);

/** Fetches the layout, the manifest and the remotes ahead of sign-in; failures surface later, as usual. */
export function warmUp(): void {
  void loadAppLayout();
  void getQueryClient()
    .fetchQuery(manifestQuery)
    .then((manifest) => useRemotesStore.getState().loadAll(manifest.remotes), () => undefined);
}

export default function ProtectedArea() {
  return (
    <ProtectedApp preload={loadAppLayout}>
      <AppLayout>
        <AuthenticatedRoutes />
      </AppLayout>
    </ProtectedApp>
  );
}
