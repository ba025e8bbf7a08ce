// Department writes, the same from the admin area and the dean's office: create (optionally with its chair),
// update, delete. Faculties and departments show in each other's lists (counts, names), so both are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATIONAL_PATHS, type AccountLink, type Department, type DepartmentCreateBody, type DepartmentUpdateBody, type DepartmentWithChairBody } from '@campus/contracts';
import { api } from '../../api/client.js';
import { ORG_ROOT } from '../org-api.js';

export type DepartmentSave =
  | { kind: 'create'; body: DepartmentCreateBody }
  | { kind: 'createWithChair'; body: DepartmentWithChairBody }
  | { kind: 'update'; id: string; body: DepartmentUpdateBody };

type DepartmentSaved = { data: Department; chair?: AccountLink };

function useInvalidateStructure() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...ORG_ROOT, 'faculties'] }),
      client.invalidateQueries({ queryKey: [...ORG_ROOT, 'departments'] }),
    ]);
}

export function useSaveDepartment() {
  const invalidate = useInvalidateStructure();
  return useMutation({
    mutationFn: (save: DepartmentSave) => {
      if (save.kind === 'update') return api.put<DepartmentSaved>(`${ORGANIZATIONAL_PATHS.departments}/${save.id}`, save.body);
      if (save.kind === 'createWithChair') return api.post<DepartmentSaved>(`${ORGANIZATIONAL_PATHS.departments}/with-chair`, save.body);
      return api.post<DepartmentSaved>(ORGANIZATIONAL_PATHS.departments, save.body);
    },
    onSuccess: invalidate,
  });
}

export function useDeleteDepartment() {
  const invalidate = useInvalidateStructure();
  return useMutation({ mutationFn: (id: string) => api.delete(`${ORGANIZATIONAL_PATHS.departments}/${id}`), onSuccess: invalidate });
}
