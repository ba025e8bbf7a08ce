// The lecturers of one department, and moving a lecturer to another department of the faculty
// (PUT /api/organizational/departments/:departmentId/lecturers/:lecturerId; the dean's office or an admin,
// both departments within their faculty).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchList, ORG_ROOT } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type Lecturer } from '@campus/contracts';

/** Enough for any department; the list is shown whole under the department's row. */
const PAGE_SIZE = 100;

export const departmentLecturersQuery = (departmentId: string) =>
  queryOptions({
    queryKey: [...ORG_ROOT, 'lecturers', 'of-department', departmentId] as const,
    queryFn: async () =>
      (await fetchList(ORGANIZATIONAL_PATHS.lecturers, { departmentId, pageSize: PAGE_SIZE, sort: 'lastName', order: 'asc' })).data,
  });

export function useMoveLecturer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lecturerId, departmentId }: { lecturerId: string; departmentId: string }) =>
      api.put<{ data: Lecturer }>(`${ORGANIZATIONAL_PATHS.departments}/${departmentId}/lecturers/${lecturerId}`, {}),
    // Both departments' lecturer lists and counts, the lecturer pick-lists and the analytics change.
    onSuccess: () => client.invalidateQueries({ queryKey: ORG_ROOT }),
  });
}
