// Faculties and departments: paged lists; faculty create (optionally with a dean account), update, delete; a
// faculty's dean's office staff, linked and unlinked. Department writes are shared-ui's (the dean's office makes the same).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fetchList, ORG_ROOT, pagedListQuery, type PagedListParams } from '@campus/shared-ui';
import {
  ORGANIZATIONAL_PATHS,
  type AccountLink,
  type AdminUsersResponse,
  type Faculty,
  type FacultyStaffLinkBody,
  type FacultyStaffMember,
  type FacultyCreateBody,
  type FacultyUpdateBody,
  type FacultyWithDeanBody,
} from '@campus/contracts';

export const structureKeys = {
  faculties: () => [...ORG_ROOT, 'faculties', 'admin-list'] as const,
  departments: () => [...ORG_ROOT, 'departments', 'admin-list'] as const,
  staff: (facultyId: string) => [...ORG_ROOT, 'faculties', 'staff', facultyId] as const,
};

export async function fetchFaculties(params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.faculties, pagedListQuery(params), signal);
  return { rows: response.data, total: response.total };
}

export async function fetchDepartments(params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.departments, pagedListQuery(params), signal);
  return { rows: response.data, total: response.total };
}

/** Faculties and departments appear in each other's lists (counts, names): refresh both. */
function useInvalidateStructure() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...ORG_ROOT, 'faculties'] }),
      client.invalidateQueries({ queryKey: [...ORG_ROOT, 'departments'] }),
    ]);
}

export type FacultySave =
  | { kind: 'create'; body: FacultyCreateBody }
  | { kind: 'createWithDean'; body: FacultyWithDeanBody }
  | { kind: 'update'; id: string; body: FacultyUpdateBody };

interface FacultySaved {
  data: Faculty;
  dean?: AccountLink;
}

export function useSaveFaculty() {
  const invalidate = useInvalidateStructure();
  return useMutation({
    mutationFn: (save: FacultySave) => {
      if (save.kind === 'update') return api.put<FacultySaved>(`${ORGANIZATIONAL_PATHS.faculties}/${save.id}`, save.body);
      if (save.kind === 'createWithDean') return api.post<FacultySaved>(`${ORGANIZATIONAL_PATHS.faculties}/with-dean`, save.body);
      return api.post<FacultySaved>(ORGANIZATIONAL_PATHS.faculties, save.body);
    },
    onSuccess: invalidate,
  });
}

export function useDeleteFaculty() {
  const invalidate = useInvalidateStructure();
  return useMutation({ mutationFn: (id: string) => api.delete(`${ORGANIZATIONAL_PATHS.faculties}/${id}`), onSuccess: invalidate });
}

const staffPath = (facultyId: string) => `${ORGANIZATIONAL_PATHS.faculties}/${facultyId}/staff`;

/** The faculty's dean's office: its dean first, then the linked staff. */
export function useFacultyStaff(facultyId: string | undefined) {
  return useQuery({
    queryKey: structureKeys.staff(facultyId ?? ''),
    queryFn: ({ signal }) => api.get<{ data: FacultyStaffMember[] }>(staffPath(facultyId!), { signal }).then((answer) => answer.data),
    enabled: Boolean(facultyId),
  });
}

/** Active accounts whose name or email starts with the words typed, for the staff picker. */
export async function searchAccounts(search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ search, status: 'active', pageSize: '10' });
  return (await api.get<AdminUsersResponse>(`/api/auth/users?${query}`, { signal })).users;
}

export function useLinkStaff(facultyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FacultyStaffLinkBody) => api.post<{ data: FacultyStaffMember }>(staffPath(facultyId), body),
    onSuccess: () => client.invalidateQueries({ queryKey: structureKeys.staff(facultyId) }),
  });
}

export function useUnlinkStaff(facultyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete(`${staffPath(facultyId)}/${userId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: structureKeys.staff(facultyId) }),
  });
}
