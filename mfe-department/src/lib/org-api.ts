// Reads of the organizational API that several department screens share (scope, pick-lists), with their keys.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORG_API, api, fetchOrgOptions } from '@campus/shared-ui';
import type { Department, Lecturer, Room, Section } from '@campus/contracts';

export const orgKeys = {
  all: ['organizational'] as const,
  myDepartment: () => [...orgKeys.all, 'my-department'] as const,
  departments: () => [...orgKeys.all, 'departments', 'all'] as const,
  lecturers: (departmentId: string | undefined) => [...orgKeys.all, 'lecturers', 'options', departmentId] as const,
  sections: (departmentId: string | undefined) => [...orgKeys.all, 'sections', 'options', departmentId] as const,
  rooms: () => [...orgKeys.all, 'rooms', 'options'] as const,
};

export const myDepartmentQuery = () =>
  queryOptions({
    queryKey: orgKeys.myDepartment(),
    // SPEC §7: my-department answers null on failure.
    queryFn: async () => (await api.get<{ data: Department | null }>(`${ORG_API}/my-department`).catch(() => ({ data: null }))).data,
    staleTime: 5 * 60_000,
  });

export const allDepartmentsQuery = () =>
  queryOptions({
    queryKey: orgKeys.departments(),
    queryFn: () => fetchOrgOptions<Department>('departments', { sort: 'name' }),
  });

export const lecturerOptionsQuery = (departmentId: string | undefined) =>
  queryOptions({
    queryKey: orgKeys.lecturers(departmentId),
    queryFn: () => fetchOrgOptions<Lecturer>('lecturers', { sort: 'lastName', departmentId }),
    enabled: Boolean(departmentId),
  });

export const sectionOptionsQuery = (departmentId: string | undefined) =>
  queryOptions({
    queryKey: orgKeys.sections(departmentId),
    queryFn: () => fetchOrgOptions<Section>('sections', { sort: 'courseCode', departmentId }),
    enabled: Boolean(departmentId),
  });

export const roomOptionsQuery = () =>
  queryOptions({
    queryKey: orgKeys.rooms(),
    queryFn: () => fetchOrgOptions<Room>('rooms', { sort: 'code' }),
    staleTime: 10 * 60_000,
  });

export function useLecturerOptions(departmentId: string | undefined) {
  return useQuery(lecturerOptionsQuery(departmentId));
}
export function useSectionOptions(departmentId: string | undefined) {
  return useQuery(sectionOptionsQuery(departmentId));
}
export function useRoomOptions() {
  return useQuery(roomOptionsQuery());
}
