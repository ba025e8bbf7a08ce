// Whose courses /courses shows, and where they come from:
// - a student's: the sections they attend, a lecturer's: the sections they teach (both from their timetable,
//   GET /api/schedule, which the server scopes to the caller; /api/courses is the whole catalogue for everyone);
// - staff's: the catalogue narrowed to their scope (a chair's department, a dean's office's faculty; all for admin
//   and quality assurance). Materials are always scoped by the materials service, whatever is listed here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, fetchList, hasRole, myUnitQuery, ORG_ROOT, pagedListQuery, useCurrentUser, type PagedListParams, type User } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type CourseResponse, type LocalizedName, type ScheduleResponse } from '@campus/contracts';

/** A course the caller attends or teaches, with the sections of it that are theirs. */
export interface OwnCourse {
  courseId: string;
  code: string;
  name: LocalizedName;
  sectionNumbers: string[];
  lecturerNames: string[];
}

export type CoursesView = 'enrolled' | 'taught' | 'scope';

/** Students see what they attend; lecturers without a managing role what they teach; other staff their scope. */
export function coursesViewOf(user: User | undefined): CoursesView {
  if (hasRole(user, 'student')) return 'enrolled';
  if (hasRole(user, 'lecturer') && !hasRole(user, 'admin', 'deans_office', 'chair', 'quality_assurance')) return 'taught';
  return 'scope';
}

function addUnique(list: string[], value: string | null): void {
  if (value && !list.includes(value)) list.push(value);
}

/** The caller's sections of this week's timetable, one entry per course. */
export function ownCoursesOf(sessions: ScheduleResponse['data']): OwnCourse[] {
  const byCourse = new Map<string, OwnCourse>();
  for (const session of sessions) {
    const course = byCourse.get(session.courseId) ?? { courseId: session.courseId, code: session.courseCode, name: session.courseName, sectionNumbers: [], lecturerNames: [] };
    addUnique(course.sectionNumbers, session.sectionNumber);
    addUnique(course.lecturerNames, session.instructorName);
    byCourse.set(session.courseId, course);
  }
  return [...byCourse.values()].sort((a, b) => a.code.localeCompare(b.code));
}

export const ownCoursesQuery = queryOptions({
  queryKey: [...ORG_ROOT, 'schedule', 'own-courses'],
  queryFn: async ({ signal }) => ownCoursesOf((await api.get<ScheduleResponse>(ORGANIZATIONAL_PATHS.schedule, { signal })).data),
  staleTime: 5 * 60_000,
});

export function useOwnCourses(enabled = true) {
  return useQuery({ ...ownCoursesQuery, enabled });
}

export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...ORG_ROOT, 'courses', 'one', courseId],
    queryFn: async ({ signal }) => (await api.get<CourseResponse>(`${ORGANIZATIONAL_PATHS.courses}/${courseId}`, { signal })).course,
    staleTime: 5 * 60_000,
  });

/** The unit a staff member's catalogue is narrowed to: undefined while it is being looked up. */
export function useScopeFilter(enabled: boolean): { ready: boolean; departmentId?: string; facultyId?: string } {
  const { data: user } = useCurrentUser();
  const chair = enabled && hasRole(user, 'chair') && !hasRole(user, 'admin', 'quality_assurance');
  const deans = enabled && hasRole(user, 'deans_office') && !hasRole(user, 'admin', 'quality_assurance') && !chair;
  const department = useQuery({ ...myUnitQuery('department'), enabled: chair });
  const faculty = useQuery({ ...myUnitQuery('faculty'), enabled: deans });
  if (chair) return { ready: !department.isPending, departmentId: department.data?.id };
  if (deans) return { ready: !faculty.isPending, facultyId: faculty.data?.id };
  return { ready: true };
}

export async function fetchScopeCourses(params: PagedListParams, { departmentId, facultyId }: { departmentId?: string; facultyId?: string }, signal: AbortSignal) {
  const answer = await fetchList(ORGANIZATIONAL_PATHS.courses, pagedListQuery(params, { departmentId, facultyId, status: 'active' }), signal);
  return { rows: answer.courses, total: answer.total };
}

/** The courses a person picks from to narrow a list: their own, or the first 100 of their scope. */
export function useCourseOptions(): { value: string; code: string; name: LocalizedName }[] {
  const { data: user } = useCurrentUser();
  const view = coursesViewOf(user);
  const own = useOwnCourses(view !== 'scope');
  const scope = useScopeFilter(view === 'scope');
  const catalogue = useQuery({
    queryKey: [...ORG_ROOT, 'courses', 'learning-options', scope.departmentId, scope.facultyId],
    queryFn: ({ signal }) => fetchScopeCourses({ page: 1, pageSize: 100, search: '', sort: { field: 'code', order: 'asc' }, filters: {} }, scope, signal),
    enabled: view === 'scope' && scope.ready,
    staleTime: 5 * 60_000,
  });
  if (view !== 'scope') return (own.data ?? []).map((course) => ({ value: course.courseId, code: course.code, name: course.name }));
  return (catalogue.data?.rows ?? []).map((course) => ({ value: course.id, code: course.code, name: course.name }));
}
