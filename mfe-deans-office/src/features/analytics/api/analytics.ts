import { queryOptions } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';
import type { GroupSize, ProgramEnrollment } from '@campus/contracts';
import { ORG, orgKeys } from '../../../lib/org-api.js';

export const enrollmentByProgramQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: [...orgKeys.all, 'analytics', 'enrollment-by-program', facultyId],
    queryFn: async () => (await api.get<{ data: ProgramEnrollment[] }>(`${ORG}/analytics/enrollment-by-program?facultyId=${facultyId}`)).data,
    enabled: Boolean(facultyId),
    staleTime: 3 * 60_000,
  });

export const groupSizesQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: [...orgKeys.all, 'analytics', 'group-sizes', facultyId],
    queryFn: async () => (await api.get<{ data: GroupSize[] }>(`${ORG}/analytics/group-sizes?facultyId=${facultyId}`)).data,
    enabled: Boolean(facultyId),
    staleTime: 3 * 60_000,
  });
