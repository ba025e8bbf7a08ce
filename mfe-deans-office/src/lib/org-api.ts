// Reads of the organizational API that several dean's office screens share (scope, pick-lists), with their
// query keys. Screen-specific calls live in each feature's api/ folder.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';
import type { AcademicYear, Department, Faculty, Lecturer, Program } from '@campus/contracts';

export interface ListEnvelope<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const ORG = '/api/organizational';

export const orgKeys = {
  all: ['organizational'] as const,
  myFaculty: () => [...orgKeys.all, 'my-faculty'] as const,
  faculties: () => [...orgKeys.all, 'faculties'] as const,
  departments: (facultyId: string | undefined) => [...orgKeys.all, 'departments', 'options', facultyId] as const,
  programs: (facultyId: string | undefined) => [...orgKeys.all, 'programs', 'options', facultyId] as const,
  lecturers: (facultyId: string | undefined) => [...orgKeys.all, 'lecturers', 'options', facultyId] as const,
  academicYears: () => [...orgKeys.all, 'academic-years'] as const,
};

export const myFacultyQuery = () =>
  queryOptions({
    queryKey: orgKeys.myFaculty(),
    // SPEC §7: my-faculty answers null on failure.
    queryFn: async () => (await api.get<{ data: Faculty | null }>(`${ORG}/my-faculty`).catch(() => ({ data: null }))).data,
    staleTime: 5 * 60_000,
  });

export const facultiesQuery = () =>
  queryOptions({
    queryKey: orgKeys.faculties(),
    queryFn: async () => (await api.get<ListEnvelope<Faculty>>(`${ORG}/faculties?pageSize=100&sort=name`)).data,
  });

export const departmentOptionsQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: orgKeys.departments(facultyId),
    queryFn: async () =>
      (await api.get<ListEnvelope<Department>>(`${ORG}/departments?pageSize=100&sort=name${facultyId ? `&facultyId=${facultyId}` : ''}`)).data,
    enabled: Boolean(facultyId),
  });

export const programOptionsQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: orgKeys.programs(facultyId),
    queryFn: async () =>
      (await api.get<ListEnvelope<Program>>(`${ORG}/programs?pageSize=100&sort=name${facultyId ? `&facultyId=${facultyId}` : ''}`)).data,
    enabled: Boolean(facultyId),
  });

export const lecturerOptionsQuery = (facultyId: string | undefined) =>
  queryOptions({
    queryKey: orgKeys.lecturers(facultyId),
    queryFn: async () =>
      (await api.get<ListEnvelope<Lecturer>>(`${ORG}/lecturers?pageSize=100&sort=lastName${facultyId ? `&facultyId=${facultyId}` : ''}`)).data,
    enabled: Boolean(facultyId),
  });

export const academicYearsQuery = () =>
  queryOptions({
    queryKey: orgKeys.academicYears(),
    queryFn: async () => (await api.get<{ data: AcademicYear[] }>(`${ORG}/academic-years`)).data,
    staleTime: 10 * 60_000,
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
