// The caller's next classes and dashboard figures (organizational's /api/dashboard). SPEC §9: upcoming classes are
// stale after 2 minutes and refetched every 5, the figures stale after 3.
import { queryOptions } from '@tanstack/react-query';
import { ORGANIZATIONAL_PATHS, type DashboardStats, type UpcomingClassesResponse } from '@campus/contracts';
import { api } from '../api/client.js';
import type { Language } from '../i18n/i18n.js';
import { searchParamsOf } from '../query/paged-list.js';

export const DEFAULT_UPCOMING_LIMIT = 10;

export const dashboardKeys = {
  upcoming: (limit: number, lang: Language) => ['dashboard', 'upcoming-classes', limit, lang] as const,
  stats: ['dashboard', 'stats'] as const,
};

export const upcomingClassesQuery = (limit: number, lang: Language) =>
  queryOptions({
    queryKey: dashboardKeys.upcoming(limit, lang),
    queryFn: ({ signal }) => api.get<UpcomingClassesResponse>(`${ORGANIZATIONAL_PATHS.dashboard}/upcoming-classes?${searchParamsOf({ limit, lang })}`, { signal }),
    staleTime: 2 * 60_000,
    refetchInterval: 5 * 60_000,
  });

export const dashboardStatsQuery = queryOptions({
  queryKey: dashboardKeys.stats,
  queryFn: ({ signal }) => api.get<DashboardStats>(`${ORGANIZATIONAL_PATHS.dashboard}/stats`, { signal }),
  staleTime: 3 * 60_000,
});
