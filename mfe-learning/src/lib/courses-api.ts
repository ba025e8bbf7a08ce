// Whose courses /courses, the dashboard and the materials' course filter show: the caller's own, as the server
// scopes them (GET /api/courses?mine=true: a student's enrolled courses, a lecturer's taught or led ones, a chair's
// department's, a dean's office's faculty's, every course for admin and quality assurance; the union of several
// roles). Materials are always scoped by the materials service, whatever is listed here.
import { queryOptions } from '@tanstack/react-query';
import { api, fetchList, hasRole, ORG_ROOT, pagedListQuery, type PagedListParams, type User } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type CourseListQuery, type CourseResponse } from '@campus/contracts';

export type CoursesView = 'enrolled' | 'taught' | 'scope';

/** Students see what they attend; lecturers without a managing role what they teach; other staff their scope. */
export function coursesViewOf(user: User | undefined): CoursesView {
  if (hasRole(user, 'student')) return 'enrolled';
  if (hasRole(user, 'lecturer') && !hasRole(user, 'admin', 'deans_office', 'chair', 'quality_assurance')) return 'taught';
  return 'scope';
}

export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...ORG_ROOT, 'courses', 'one', courseId],
    queryFn: async ({ signal }) => (await api.get<CourseResponse>(`${ORGANIZATIONAL_PATHS.courses}/${courseId}`, { signal })).course,
    staleTime: 5 * 60_000,
  });

/** One page of the caller's own active courses. */
export async function fetchOwnCourses(params: PagedListParams, signal?: AbortSignal) {
  const answer = await fetchList(ORGANIZATIONAL_PATHS.courses, pagedListQuery<CourseListQuery>(params, { mine: true, status: 'active' }), signal);
  return { rows: answer.courses, total: answer.total };
}

/** The caller's first 100 own courses by code: the dashboard's list and the materials' course filter. */
export const ownCoursesQuery = queryOptions({
  queryKey: [...ORG_ROOT, 'courses', 'mine'],
  queryFn: async ({ signal }) => (await fetchOwnCourses({ page: 1, pageSize: 100, search: '', sort: { field: 'code', order: 'asc' }, filters: {} }, signal)).rows,
  staleTime: 5 * 60_000,
});
