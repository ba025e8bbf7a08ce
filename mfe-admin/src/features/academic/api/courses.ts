// Courses (subjects): paged list from /api/courses, create, update, delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pagedSearchParams, type PagedListParams } from '@campus/shared-ui';
import type { Course, CourseCreateBody, CourseListResponse, CourseUpdateBody } from '@campus/contracts';
import { orgKeys } from '../../../lib/org-api.js';

// Under the organizational root like every other area's course lists, so a change here refreshes them too.
export const courseKeys = { all: [...orgKeys.all, 'courses'] as const, list: () => [...orgKeys.all, 'courses', 'admin-list'] as const };

export async function fetchCourses(params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<CourseListResponse>(`/api/courses?${pagedSearchParams(params)}`, { signal });
  return { rows: response.courses, total: response.total };
}

export type CourseSave = { kind: 'create'; body: CourseCreateBody } | { kind: 'update'; id: string; body: CourseUpdateBody };

export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: CourseSave) =>
      save.kind === 'update' ? api.put<{ course: Course }>(`/api/courses/${save.id}`, save.body) : api.post<{ course: Course }>('/api/courses', save.body),
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/courses/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
