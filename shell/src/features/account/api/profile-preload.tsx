// SPEC §2: opening /profile preloads the current user and the dashboard, the lecturer's own materials and the
// student's assignments due soon (limit 5, 7 days), while the page's own code downloads. Failures are ignored.
import { Suspense, useEffect, type ReactNode } from 'react';
import { LoadingScreen, authQueries, getQueryClient, hasRole, useAuthStore, type User } from '@campus/shared-ui';
import { DUE_SOON_PRELOAD, dashboardQuery, dueSoonQuery, myMaterialsQuery, profileQuery } from './profile.js';

export function preloadProfile(user: User | null): Promise<void> {
  const queryClient = getQueryClient();
  // prefetchQuery never throws: a failed preload simply leaves the cache as it was.
  const jobs = [
    queryClient.prefetchQuery(authQueries.me()),
    queryClient.prefetchQuery(profileQuery),
    queryClient.prefetchQuery(dashboardQuery),
  ];
  if (user && hasRole(user, 'lecturer')) jobs.push(queryClient.prefetchQuery(myMaterialsQuery));
  if (user && hasRole(user, 'student')) jobs.push(queryClient.prefetchQuery(dueSoonQuery(DUE_SOON_PRELOAD.limit, DUE_SOON_PRELOAD.windowDays)));
  return Promise.all(jobs).then(() => undefined);
}

/** Starts the preload when the route is entered; its own Suspense lets it run while the page chunk loads. */
export function ProfilePreload({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const userId = user?.id;
  useEffect(() => {
    void preloadProfile(useAuthStore.getState().user);
  }, [userId]);
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}
