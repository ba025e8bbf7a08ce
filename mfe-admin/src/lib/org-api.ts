// Reads of the organizational API that several admin screens share (pick-lists of faculties, departments and
// programs, and list totals), with their query keys. Screen-specific calls live in each feature's api/ folder.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';
import type { Department, Faculty, Program } from '@campus/contracts';

export interface ListEnvelope<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const ORG = '/api/organizational';

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
    queryFn: async () => (await api.get<ListEnvelope<Faculty>>(`${ORG}/faculties?pageSize=100&sort=name`)).data,
    staleTime: 5 * 60_000,
  });

export const departmentOptionsQuery = (facultyId?: string) =>
  queryOptions({
    queryKey: orgKeys.departments(facultyId),
    queryFn: async () =>
      (await api.get<ListEnvelope<Department>>(`${ORG}/departments?pageSize=100&sort=name${facultyId ? `&facultyId=${facultyId}` : ''}`)).data,
    staleTime: 5 * 60_000,
  });

export const programOptionsQuery = () =>
  queryOptions({
    queryKey: orgKeys.programs(),
    queryFn: async () => (await api.get<ListEnvelope<Program>>(`${ORG}/programs?pageSize=100&sort=name`)).data,
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
