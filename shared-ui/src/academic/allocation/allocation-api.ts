// Lecturer allocation: loads per lecturer, the allocations, and assigning lecturers to subjects/sections.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATIONAL_PATHS, type Allocation, type AllocationCreateBody, type LecturerLoad } from '@campus/contracts';
import { api } from '../../api/client.js';
import { pagedListQuery, searchParamsOf, type PagedListParams } from '../../query/paged-list.js';
import { fetchList, fetchOrgOptions } from '../org-api.js';

export type AllocationScope = { facultyId?: string; departmentId?: string };
const scopeKey = (scope: AllocationScope) => scope.departmentId ?? scope.facultyId;

export const allocationKeys = {
  all: ['allocation'] as const,
  loads: (scope: AllocationScope) => [...allocationKeys.all, 'loads', scopeKey(scope)] as const,
  list: (scope: AllocationScope) => [...allocationKeys.all, 'list', scopeKey(scope)] as const,
};

export const loadsQuery = (scope: AllocationScope) =>
  queryOptions({
    queryKey: allocationKeys.loads(scope),
    queryFn: async () => (await api.get<{ data: LecturerLoad[] }>(`${ORGANIZATIONAL_PATHS.lecturerLoads}?${searchParamsOf(scope)}`)).data,
    enabled: Boolean(scopeKey(scope)),
  });

export async function fetchAllocations(scope: AllocationScope, params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.allocations, pagedListQuery(params, scope), signal);
  return { rows: response.data, total: response.total };
}

export async function searchCourses(scope: AllocationScope, search: string) {
  return (await fetchList(ORGANIZATIONAL_PATHS.courses, { pageSize: 30, sort: 'code', ...scope, search })).courses;
}

export async function sectionsOfCourse(courseId: string) {
  return fetchOrgOptions('sections', { courseId });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: allocationKeys.all });
}

export function useCreateAllocation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: AllocationCreateBody) => api.post<{ data: Allocation }>(ORGANIZATIONAL_PATHS.allocations, body), onSuccess: invalidate });
}

export function useDeleteAllocation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`${ORGANIZATIONAL_PATHS.allocations}/${id}`), onSuccess: invalidate });
}
