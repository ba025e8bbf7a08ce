// Faculties and departments: paged lists; faculty create (optionally with a dean account), update, delete. Department
// writes are shared-ui's (the dean's office makes the same).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchList, ORG_ROOT, pagedListQuery, type PagedListParams } from '@campus/shared-ui';
import {
  ORGANIZATIONAL_PATHS,
  type AccountLink,
  type Faculty,
  type FacultyCreateBody,
  type FacultyUpdateBody,
  type FacultyWithDeanBody,
} from '@campus/contracts';

export const structureKeys = {
  faculties: () => [...ORG_ROOT, 'faculties', 'admin-list'] as const,
  departments: () => [...ORG_ROOT, 'departments', 'admin-list'] as const,
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
