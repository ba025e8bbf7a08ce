// The organizational API as the areas read it: where it lives, how its lists answer, the root of every
// organizational query key, the pick-lists (one page of up to 100 rows) forms and filters choose from, and the
// caller's own faculty and department. Every area reads them through here, so they share one cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataPage, Department, Faculty, Group, Lecturer, Program, Room, Section } from '@campus/contracts';
import { ORGANIZATIONAL_PATHS, type OrganizationalListPath, type OrganizationalLists } from '@campus/contracts/organizational';
import { api } from '../api/client.js';
import { searchParamsOf } from '../query/paged-list.js';

/** Every organizational query key starts here: invalidating it refreshes every area's organizational data. */
export const ORG_ROOT = ['organizational'] as const;

/** How every organizational list answers. */
export type ListEnvelope<T> = DataPage<T>;

/**
 * One page of an organizational list (a path of ORGANIZATIONAL_PATHS), asked with that list's contract query:
 * a filter or sort name the server would refuse with 400 does not compile.
 */
export function fetchList<Path extends OrganizationalListPath>(path: Path, query: OrganizationalLists[Path]['query'], signal?: AbortSignal) {
  return api.get<OrganizationalLists[Path]['answer']>(`${path}?${searchParamsOf(query)}`, { signal });
}

/** The first 100 rows of a pick-list's list with the given sort and filters (those left empty are not sent). */
export async function fetchOrgOptions<Resource extends keyof OptionRows>(resource: Resource, params: Record<string, string | undefined>): Promise<OptionRows[Resource][]> {
  return (await api.get<ListEnvelope<OptionRows[Resource]>>(`${ORGANIZATIONAL_PATHS[resource]}?${searchParamsOf({ pageSize: 100, ...params })}`)).data;
}

/** What each pick-list holds, and the order a person reads it in. */
interface OptionRows {
  faculties: Faculty;
  departments: Department;
  programs: Program;
  lecturers: Lecturer;
  groups: Group;
  sections: Section;
  rooms: Room;
}
const OPTION_ORDER: { [Resource in keyof OptionRows]: string } = {
  faculties: 'name',
  departments: 'name',
  programs: 'name',
  lecturers: 'lastName',
  groups: 'name',
  sections: 'courseCode',
  rooms: 'code',
};

/** Narrows a pick-list; a filter left undefined is not applied. */
export interface OptionFilters {
  facultyId?: string;
  departmentId?: string;
  programId?: string;
  courseId?: string;
}

/** A pick-list of `resource`. `enabled: false` waits, e.g. until the faculty it is narrowed to is known. */
export function orgOptionsQuery<Resource extends keyof OptionRows>(resource: Resource, filters: OptionFilters = {}, { enabled = true } = {}) {
  return queryOptions({
    queryKey: [...ORG_ROOT, resource, 'options', filters] as const,
    queryFn: () => fetchOrgOptions(resource, { sort: OPTION_ORDER[resource], ...filters }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useOrgOptions<Resource extends keyof OptionRows>(resource: Resource, filters?: OptionFilters, options?: { enabled?: boolean }) {
  return useQuery(orgOptionsQuery(resource, filters, options));
}

/** The caller's own faculty (a dean's office) or department (a chair); null for someone without one (SPEC §7). */
export const myUnitQuery = <Unit extends 'faculty' | 'department'>(unit: Unit) =>
  queryOptions({
    queryKey: [...ORG_ROOT, `my-${unit}`] as const,
    queryFn: async () =>
      (await api.get<{ data: (Unit extends 'faculty' ? Faculty : Department) | null }>(unit === 'faculty' ? ORGANIZATIONAL_PATHS.myFaculty : ORGANIZATIONAL_PATHS.myDepartment).catch(() => ({ data: null }))).data,
    staleTime: 5 * 60_000,
  });
