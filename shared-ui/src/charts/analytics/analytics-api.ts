// The organizational analytics lists (enrolment per program, load per lecturer, group sizes), narrowed to a
// faculty or a department, as the admin, dean's office and department analytics screens all read them.
import { queryOptions } from '@tanstack/react-query';
import { ORGANIZATIONAL_PATHS, type GroupSize, type LecturerLoad, type ProgramEnrollment } from '@campus/contracts';
import { api } from '../../api/client.js';
import { ORG_ROOT } from '../../academic/org-api.js';

/** No faculty and no department: everything the caller may see (the server narrows it to their scope). */
export interface AnalyticsScope {
  facultyId?: string;
  departmentId?: string;
}

type AnalyticsList = 'enrollment-by-program' | 'load-by-lecturer' | 'group-sizes';

/** Under the organizational root, so a change that invalidates it refreshes the charts too. */
export const analyticsKeys = {
  all: [...ORG_ROOT, 'analytics'] as const,
  list: (list: AnalyticsList, scope: AnalyticsScope) => [...analyticsKeys.all, list, scope.facultyId ?? null, scope.departmentId ?? null] as const,
};

function analyticsQuery<T>(list: AnalyticsList, scope: AnalyticsScope, enabled: boolean) {
  const query = new URLSearchParams();
  if (scope.facultyId) query.set('facultyId', scope.facultyId);
  if (scope.departmentId) query.set('departmentId', scope.departmentId);
  const search = query.toString() ? `?${query.toString()}` : '';
  return queryOptions({
    queryKey: analyticsKeys.list(list, scope),
    queryFn: async () => (await api.get<{ data: T[] }>(`${ORGANIZATIONAL_PATHS.analytics}/${list}${search}`)).data,
    enabled,
  });
}

/** `enabled: false` while the scope is still being worked out (a dean's faculty, a chair's department). */
export const enrollmentByProgramQuery = (scope: AnalyticsScope, enabled = true) => analyticsQuery<ProgramEnrollment>('enrollment-by-program', scope, enabled);
export const loadByLecturerQuery = (scope: AnalyticsScope, enabled = true) => analyticsQuery<LecturerLoad>('load-by-lecturer', scope, enabled);
export const groupSizesQuery = (scope: AnalyticsScope, enabled = true) => analyticsQuery<GroupSize>('group-sizes', scope, enabled);

/** Groups by how full they are: the four slices of the fill donut. */
export type FillBand = 'low' | 'medium' | 'high' | 'full';

export function fillBand(percent: number): FillBand {
  if (percent >= 100) return 'full';
  if (percent >= 90) return 'high';
  if (percent >= 50) return 'medium';
  return 'low';
}

export function countByBand(groups: readonly GroupSize[]): Record<FillBand, number> {
  const counts: Record<FillBand, number> = { low: 0, medium: 0, high: 0, full: 0 };
  for (const group of groups) counts[fillBand(group.percent)] += 1;
  return counts;
}

/** Mean load in percent of the maximum, rounded; 0 without lecturers. */
export function averageLoad(loads: readonly LecturerLoad[]): number {
  return loads.length ? Math.round(loads.reduce((sum, row) => sum + row.percent, 0) / loads.length) : 0;
}
