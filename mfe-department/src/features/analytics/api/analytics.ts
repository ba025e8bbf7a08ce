import { queryOptions } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';
import type { GroupSize, LecturerLoad } from '@campus/contracts';
import { ORG, orgKeys } from '../../../lib/org-api.js';

export const loadByLecturerQuery = (departmentId: string | undefined) =>
  queryOptions({
    queryKey: [...orgKeys.all, 'analytics', 'load-by-lecturer', departmentId],
    queryFn: async () => (await api.get<{ data: LecturerLoad[] }>(`${ORG}/analytics/load-by-lecturer?departmentId=${departmentId}`)).data,
    enabled: Boolean(departmentId),
    staleTime: 3 * 60_000,
  });

export const groupSizesQuery = (departmentId: string | undefined) =>
  queryOptions({
    queryKey: [...orgKeys.all, 'analytics', 'group-sizes', departmentId],
    queryFn: async () => (await api.get<{ data: GroupSize[] }>(`${ORG}/analytics/group-sizes?departmentId=${departmentId}`)).data,
    enabled: Boolean(departmentId),
    staleTime: 3 * 60_000,
  });
