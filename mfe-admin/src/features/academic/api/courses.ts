// Courses (subjects): paged list from /api/courses, create, update, delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pagedSearchParams, type PagedListParams } from '@campus/shared-ui';
import type { Course, CourseCreateBody, CourseUpdateBody } from '@campus/contracts';

export const courseKeys = { all: ['courses'] as const, list: () => [...courseKeys.all, 'admin-list'] as const };

interface CourseList {
  courses: Course[];
  total: number;
}

export async function fetchCourses(params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<CourseList>(`/api/courses?${pagedSearchParams(params)}`, { signal });
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
