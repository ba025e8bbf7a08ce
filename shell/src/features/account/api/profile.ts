// The own profile (GET/PATCH /api/auth/profile) and the numbers the profile page shows beside it, read from
// whichever service owns them. A service that does not answer (yet) counts as "unknown", never as an error.
import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats, ProfileResponse, UpdateProfileBody } from '@campus/contracts';
import { api } from '@campus/shared-ui';

export const profileKeys = {
  profile: ['auth', 'profile'] as const,
  dashboard: ['dashboard'] as const,
  myMaterials: ['materials', 'my'] as const,
  dueSoon: (limit: number, windowDays: number) => ['assignments', 'due-soon', { limit, windowDays }] as const,
};

/** SPEC §2/§9: the profile route preloads the student's assignments due soon: limit 5, window 7 days. */
export const DUE_SOON_PRELOAD = { limit: 5, windowDays: 7 } as const;

export const profileQuery = queryOptions({
  queryKey: profileKeys.profile,
  queryFn: () => api.get<ProfileResponse>('/api/auth/profile').then((body) => body.profile),
  meta: { persist: false },
});

export function updateProfile(body: UpdateProfileBody) {
  return api.patch<ProfileResponse>('/api/auth/profile', body).then((response) => response.profile);
}

/** A list answer in any of the shapes the services use: a bare array, {data}, {courses}, or with a total. */
export function countOf(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (typeof body !== 'object' || body === null) return 0;
  const record = body as Record<string, unknown>;
  const meta = record.meta as { total?: unknown } | undefined;
  for (const total of [record.total, meta?.total]) if (typeof total === 'number') return total;
  for (const key of ['data', 'materials', 'courses', 'assignments', 'items']) {
    if (Array.isArray(record[key])) return (record[key] as unknown[]).length;
  }
  return 0;
}

/** GET /api/dashboard: the person's dashboard counts (courses…), preloaded with the profile route (SPEC §2). */
export const dashboardQuery = queryOptions({
  queryKey: profileKeys.dashboard,
  queryFn: () => api.get<DashboardStats>('/api/dashboard'),
  retry: false,
  staleTime: 3 * 60_000,
});

export const myMaterialsQuery = queryOptions({
  queryKey: profileKeys.myMaterials,
  queryFn: () => api.get<unknown>('/api/materials/my'),
  retry: false,
});

export const dueSoonQuery = (limit: number = DUE_SOON_PRELOAD.limit, windowDays: number = DUE_SOON_PRELOAD.windowDays) =>
  queryOptions({
    queryKey: profileKeys.dueSoon(limit, windowDays),
    queryFn: () => api.get<unknown>(`/api/assignments/due-soon?limit=${limit}&windowDays=${windowDays}`),
    retry: false,
  });
