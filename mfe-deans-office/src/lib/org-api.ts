// Reads of the organizational API that several dean's office screens share (scope, pick-lists), with their
// query keys. Screen-specific calls live in each feature's api/ folder.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORG_API, api, fetchOrgOptions } from '@campus/shared-ui';
import type { Department, Faculty, Lecturer, Program } from '@campus/contracts';

export const orgKeys = {
  all: ['organizational'] as const,
  myFaculty: () => [...orgKeys.all, 'my-faculty'] as const,
  faculties: () => [...orgKeys.all, 'faculties'] as const,
  departments: (facultyId: string | undefined) => [...orgKeys.all, 'departments', 'options', facultyId] as const,
  programs: (facultyId: string | undefined) => [...orgKeys.all, 'programs', 'options', facultyId] as const,
  lecturers: (facultyId: string | undefined) => [...orgKeys.all, 'lecturers', 'options', facultyId] as const,
};

export const myFacultyQuery = () =>
  queryOptions({
    queryKey: orgKeys.myFaculty(),
    // SPEC §7: my-faculty answers null on failure.
    queryFn: async () => (await api.get<{ data: Faculty | null }>(`${ORG_API}/my-faculty`).catch(() => ({ data: null }))).data,
    staleTime: 5 * 60_000,
  });

export const facultiesQuery = () =>
  queryOptions({
    queryKey: orgKeys.faculties(),
    queryFn: () => fetchOrgOptions<Faculty>('faculties', { sort: 'name' }),
  });

export const departmentOptionsQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: orgKeys.departments(facultyId),
    queryFn: () => fetchOrgOptions<Department>('departments', { sort: 'name', facultyId }),
    enabled: Boolean(facultyId),
  });

export const programOptionsQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: orgKeys.programs(facultyId),
    queryFn: () => fetchOrgOptions<Program>('programs', { sort: 'name', facultyId }),
    enabled: Boolean(facultyId),
  });

export const lecturerOptionsQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: orgKeys.lecturers(facultyId),
    queryFn: () => fetchOrgOptions<Lecturer>('lecturers', { sort: 'lastName', facultyId }),
    enabled: Boolean(facultyId),
  });

export function useDepartmentOptions(facultyId: string | undefined) {
  return useQuery(departmentOptionsQuery(facultyId));
}
export function useProgramOptions(facultyId: string | undefined) {
  return useQuery(programOptionsQuery(facultyId));
}
export function useLecturerOptions(facultyId: string | undefined) {
  return useQuery(lecturerOptionsQuery(facultyId));
}
