// SPEC §6: when an admin session is restored, RBAC initialisation is triggered; 409 (already done) and
// 401 (lacking permission) are expected answers, not failures.
import { useEffect } from 'react';
import { api, hasRole, isApiError, type User } from '@campus/shared-ui';

const initialisedFor = new Set<string>();

export function useInitRbacForAdmin(user: User | undefined): void {
  useEffect(() => {
    if (!user || !hasRole(user, 'admin') || initialisedFor.has(user.id)) return;
    initialisedFor.add(user.id);
    api.post<unknown>('/api/auth/init-rbac').catch((error: unknown) => {
      if (isApiError(error) && (error.status === 409 || error.status === 401)) return;
      console.warn('RBAC initialisation failed', error);
    });
  }, [user]);
}
