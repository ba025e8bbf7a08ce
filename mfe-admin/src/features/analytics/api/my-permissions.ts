// GET /api/me/permissions: the signed-in user's permissions as (resource, action) pairs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';
import type { MePermissionsResponse, Permission } from '@campus/contracts';

/** Per resource, the actions granted, sorted so the list reads the same every time. */
export type PermissionsByResource = Array<{ resource: string; actions: string[] }>;

export function groupByResource(permissions: Permission[]): PermissionsByResource {
  const grouped = new Map<string, Set<string>>();
  for (const { resource, action } of permissions) {
    grouped.set(resource, (grouped.get(resource) ?? new Set()).add(action));
  }
  return [...grouped.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([resource, actions]) => ({ resource, actions: [...actions].sort() }));
}

export const myPermissionsQuery = () =>
  queryOptions({
    queryKey: ['me', 'permissions'],
    queryFn: async () => groupByResource((await api.get<MePermissionsResponse>('/api/me/permissions')).data),
    // SPEC §9: the permissions prefetch is stale after 15 minutes.
    staleTime: 15 * 60_000,
    meta: { persist: false },
  });

export function useMyPermissions() {
  return useQuery(myPermissionsQuery());
}
