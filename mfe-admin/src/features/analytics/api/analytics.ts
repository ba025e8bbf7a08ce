// Analytics of the organizational service: enrolment per program, teaching load per lecturer, group sizes;
// optionally narrowed to one faculty.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';
import type { GroupSize, LecturerLoad, ProgramEnrollment } from '@campus/contracts';
import { ORG, orgKeys } from '../../../lib/org-api.js';

const scoped = (path: string, facultyId: string | undefined) => `${ORG}/analytics/${path}${facultyId ? `?facultyId=${facultyId}` : ''}`;

export const analyticsKeys = { all: [...orgKeys.all, 'analytics'] as const };

export const enrollmentByProgramQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: [...analyticsKeys.all, 'enrollment-by-program', facultyId ?? 'all'],
    queryFn: async () => (await api.get<{ data: ProgramEnrollment[] }>(scoped('enrollment-by-program', facultyId))).data,
  });

export const loadByLecturerQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: [...analyticsKeys.all, 'load-by-lecturer', facultyId ?? 'all'],
    queryFn: async () => (await api.get<{ data: LecturerLoad[] }>(scoped('load-by-lecturer', facultyId))).data,
  });

export const groupSizesQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: [...analyticsKeys.all, 'group-sizes', facultyId ?? 'all'],
    queryFn: async () => (await api.get<{ data: GroupSize[] }>(scoped('group-sizes', facultyId))).data,
  });

/** Groups by how full they are: the four slices of the donut. */
export type FillBand = 'low' | 'medium' | 'high' | 'full';

export function fillBand(percent: number): FillBand {
  if (percent >= 100) return 'full';
  if (percent >= 90) return 'high';
  if (percent >= 50) return 'medium';
  return 'low';
}

export function countByBand(groups: GroupSize[]): Record<FillBand, number> {
  const counts: Record<FillBand, number> = { low: 0, medium: 0, high: 0, full: 0 };
  for (const group of groups) counts[fillBand(group.percent)] += 1;
  return counts;
}
