// Lecturer allocation: loads per lecturer, the allocations, and assigning lecturers to subjects/sections.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Allocation, AllocationCreateBody, CourseListResponse, LecturerLoad, Section } from '@campus/contracts';
import { api } from '../../api/client.js';
import { pagedSearchParams, type PagedListParams } from '../../query/paged-list.js';
import { fetchOrgOptions, type ListEnvelope } from '../org-api.js';

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
    queryFn: async () => (await api.get<{ data: LecturerLoad[] }>(`/api/allocation/loads?${new URLSearchParams(scope as Record<string, string>).toString()}`)).data,
    enabled: Boolean(scopeKey(scope)),
  });

export async function fetchAllocations(scope: AllocationScope, params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<ListEnvelope<Allocation>>(`/api/allocation/allocations?${pagedSearchParams(params, scope)}`, { signal });
  return { rows: response.data, total: response.total };
}

export async function searchCourses(scope: AllocationScope, search: string) {
  const query = new URLSearchParams({ pageSize: '30', sort: 'code', ...(scope as Record<string, string>) });
  if (search) query.set('search', search);
  return (await api.get<CourseListResponse>(`/api/courses?${query.toString()}`)).courses;
}

export async function sectionsOfCourse(courseId: string) {
  return fetchOrgOptions<Section>('sections', { courseId });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: allocationKeys.all });
}

export function useCreateAllocation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: AllocationCreateBody) => api.post<{ data: Allocation }>('/api/allocation/allocations', body), onSuccess: invalidate });
}

export function useDeleteAllocation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/allocation/allocations/${id}`), onSuccess: invalidate });
}
