import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pagedSearchParams, type PagedListParams } from '@campus/shared-ui';
import type { CourseCreateBody, CourseListResponse, CourseResponse, CourseUpdateBody } from '@campus/contracts';
import { orgKeys } from '../../../lib/org-api.js';

export const courseKeys = { all: [...orgKeys.all, 'courses'] as const, list: (departmentId: string | undefined) => [...orgKeys.all, 'courses', departmentId] as const };

export async function fetchCourses(departmentId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<CourseListResponse>(`/api/courses?${pagedSearchParams(params, { departmentId })}`, { signal });
  return { rows: response.courses, total: response.total };
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: courseKeys.all });
}

export function useSaveCourse() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (save: { id?: string; body: CourseCreateBody | CourseUpdateBody }) =>
      save.id ? api.put<CourseResponse>(`/api/courses/${save.id}`, save.body) : api.post<CourseResponse>('/api/courses', save.body),
    onSuccess: invalidate,
  });
}

export function useDeleteCourse() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/courses/${id}`), onSuccess: invalidate });
}
