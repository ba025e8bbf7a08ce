// Reads of the organizational API that several admin screens share (pick-lists of faculties, departments and
// programs, and list totals), with their query keys. Screen-specific calls live in each feature's api/ folder.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrgOptions } from '@campus/shared-ui';
import type { Department, Faculty, Program } from '@campus/contracts';

/** Every key of the admin area's organizational data starts here, so one invalidation refreshes them all. */
export const orgKeys = {
  all: ['organizational'] as const,
  faculties: () => [...orgKeys.all, 'faculties', 'options'] as const,
  departments: (facultyId?: string) => [...orgKeys.all, 'departments', 'options', facultyId ?? 'all'] as const,
  programs: () => [...orgKeys.all, 'programs', 'options'] as const,
};

export const facultyOptionsQuery = () =>
  queryOptions({
    queryKey: orgKeys.faculties(),
    queryFn: () => fetchOrgOptions<Faculty>('faculties', { sort: 'name' }),
    staleTime: 5 * 60_000,
  });

export const departmentOptionsQuery = (facultyId?: string) =>
  queryOptions({
    queryKey: orgKeys.departments(facultyId),
    queryFn: () => fetchOrgOptions<Department>('departments', { sort: 'name', facultyId }),
    staleTime: 5 * 60_000,
  });

export const programOptionsQuery = () =>
  queryOptions({
    queryKey: orgKeys.programs(),
    queryFn: () => fetchOrgOptions<Program>('programs', { sort: 'name' }),
    staleTime: 5 * 60_000,
  });

export function useFacultyOptions() {
  return useQuery(facultyOptionsQuery());
}
export function useDepartmentOptions(facultyId?: string) {
  return useQuery(departmentOptionsQuery(facultyId));
}
export function useProgramOptions() {
  return useQuery(programOptionsQuery());
}
