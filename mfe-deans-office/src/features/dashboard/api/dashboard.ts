import { queryOptions } from '@tanstack/react-query';
import { api, ORG_ROOT } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type FacultyDashboard } from '@campus/contracts';

export const facultyDashboardQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: [...ORG_ROOT, 'dashboard', 'faculty', facultyId],
    queryFn: async () => (await api.get<{ data: FacultyDashboard }>(`${ORGANIZATIONAL_PATHS.dashboards}/faculty/${facultyId}`)).data,
    enabled: Boolean(facultyId),
    // SPEC §9: stats are stale after 3 minutes.
    staleTime: 3 * 60_000,
  });
