// The one guarded parent of every authenticated route. Start-up runs here, not before public pages:
// manifest (Connecting...) → who am I (Authenticating...) → the remotes (Loading your data...).
import { Suspense, useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingScreen, authKeys, authQueries, isApiError, useAuthStore } from '@campus/shared-ui';
import { manifestQuery } from '../../../lib/remotes/manifest.js';
import { allRemotesSettled, useRemotesStore } from '../../../lib/remotes/remotes-store.js';
import { useSignOut } from '../../../lib/sign-out.js';
import { useInitRbacForAdmin } from '../api/init-rbac.js';
import { InitializationError } from '../components/initialization-error.js';
import { StartupScreen } from '../components/startup-screen.js';

/** A 4xx will not heal by itself; a network or server failure gets one more attempt before the error screen. */
function retryOnceUnlessClientError(failureCount: number, error: unknown): boolean {
  return !(isApiError(error) && error.isClientError) && failureCount < 1;
}

function useStartup() {
  const manifest = useQuery(manifestQuery);
  const me = useQuery({ ...authQueries.me(), retry: retryOnceUnlessClientError, retryDelay: 500 });
  const remotes = useRemotesStore((state) => state.remotes);
  const loadAll = useRemotesStore((state) => state.loadAll);
  const signedIn = me.data !== undefined;
  useEffect(() => {
    if (manifest.data && signedIn) loadAll(manifest.data.remotes);
  }, [manifest.data, signedIn, loadAll]);
  useInitRbacForAdmin(me.data);
  const remotesReady =
    manifest.data !== undefined &&
    Object.keys(remotes).length === manifest.data.remotes.length &&
    allRemotesSettled(remotes);
  return { manifest, me, remotesReady };
}

/** SPEC §2: `?auth=success` marks a completed Google sign-in: drop it from the address, reload the profile. */
function useGoogleSignInReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const completed = searchParams.get('auth') === 'success';
  useEffect(() => {
    if (!completed) return;
    void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    setSearchParams(
      (current) => {
        current.delete('auth');
        return current;
      },
      { replace: true },
    );
  }, [completed, queryClient, setSearchParams]);
}

export interface ProtectedAppProps {
  children: ReactNode;
  /** Starts downloading the authenticated layout while start-up is still talking to the server. */
  preload?: () => void;
}

export function ProtectedApp({ children, preload }: ProtectedAppProps) {
  const location = useLocation();
  const { t } = useTranslation('shell');
  const { manifest, me, remotesReady } = useStartup();
  const signingOut = useSignOut((state) => state.signingOut);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  useEffect(() => {
    preload?.();
  }, [preload]);
  useGoogleSignInReturn();
  // Signed out either by a 401 on `me`, or mid-use: another request's 401 that refresh could not fix
  // clears the session (shared-ui query provider) while `me` still holds the old profile.
  // fetchCurrentUser sets the session before `me` has data, so a fresh sign-in never lands here.
  const signedOut =
    (me.isError && isApiError(me.error) && me.error.status === 401) || (me.data !== undefined && !isAuthenticated);
  // The tab's stored session is stale: forget it, or /login would send the person straight back here.
  useEffect(() => {
    if (signedOut) useAuthStore.getState().clear();
  }, [signedOut]);

  if (signingOut) return <LoadingScreen fullScreen message={t('user.signingOut')} />;
  if (signedOut) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  // Once running, a failed background refetch keeps the app as it is; only a failed start-up stops here.
  const startupFailure = (manifest.data ? undefined : manifest.error) ?? (me.data ? undefined : me.error);
  if (startupFailure) {
    const retry = () => {
      if (manifest.isError) void manifest.refetch();
      if (me.isError) void me.refetch();
    };
    return <InitializationError error={startupFailure} onRetry={retry} retrying={manifest.isFetching || me.isFetching} />;
  }
  if (!manifest.data) return <StartupScreen phase="connecting" />;
  if (!me.data) return <StartupScreen phase="authenticating" />;
  if (!remotesReady) return <StartupScreen phase="loadingData" />;
  return <Suspense fallback={<StartupScreen phase="loadingData" />}>{children}</Suspense>;
}
