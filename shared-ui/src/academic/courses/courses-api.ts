// Courses (subjects): the paged list from /api/courses (every department's, or one department's), create, update,
// delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATIONAL_PATHS, type CourseCreateBody, type CourseResponse, type CourseUpdateBody } from '@campus/contracts';
import { api } from '../../api/client.js';
import { pagedListQuery, type PagedListParams } from '../../query/paged-list.js';
import { fetchList, ORG_ROOT } from '../org-api.js';

/**
 * Whose courses: every department's (the admin picks a department per course), or one department's (the
 * department area; `departmentId` is undefined while its department is still being found).
 */
export type CourseScope = { allDepartments: true } | { departmentId: string | undefined };

/** The one department a scope is fixed to, if it is. */
export const fixedDepartment = (scope: CourseScope) => ('departmentId' in scope ? scope.departmentId : undefined);

export const courseKeys = {
  all: [...ORG_ROOT, 'courses'] as const,
  list: (scope: CourseScope) => [...courseKeys.all, 'departmentId' in scope ? scope.departmentId : 'all'] as const,
};

export async function fetchCourses(scope: CourseScope, params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.courses, pagedListQuery(params, { departmentId: fixedDepartment(scope) }), signal);
  return { rows: response.courses, total: response.total };
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: courseKeys.all });
}

export type CourseSave = { id?: undefined; body: CourseCreateBody } | { id: string; body: CourseUpdateBody };

export function useSaveCourse() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (save: CourseSave) =>
      save.id ? api.put<CourseResponse>(`${ORGANIZATIONAL_PATHS.courses}/${save.id}`, save.body) : api.post<CourseResponse>(ORGANIZATIONAL_PATHS.courses, save.body),
    onSuccess: invalidate,
  });
}

export function useDeleteCourse() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`${ORGANIZATIONAL_PATHS.courses}/${id}`), onSuccess: invalidate });
}
