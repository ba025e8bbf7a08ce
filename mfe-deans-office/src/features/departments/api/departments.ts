// Departments of the faculty: paged list, create (optionally with a new or existing chair), update, delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedSearchParams, api, type ListEnvelope, ORG_API, ORG_ROOT, type PagedListParams } from '@campus/shared-ui';
import type { AccountLink, Department, DepartmentCreateBody, DepartmentUpdateBody, DepartmentWithChairBody } from '@campus/contracts';

export const departmentKeys = { list: (facultyId: string | undefined) => [...ORG_ROOT, 'departments', 'list', facultyId] as const };

export async function fetchDepartments(facultyId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<ListEnvelope<Department>>(`${ORG_API}/departments?${pagedSearchParams(params, { facultyId })}`, { signal });
  return { rows: response.data, total: response.total };
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'departments'] });
}

export type DepartmentSave =
  | { kind: 'create'; body: DepartmentCreateBody }
  | { kind: 'createWithChair'; body: DepartmentWithChairBody }
  | { kind: 'update'; id: string; body: DepartmentUpdateBody };

export function useSaveDepartment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (save: DepartmentSave) => {
      if (save.kind === 'update') return api.put<{ data: Department; chair?: AccountLink }>(`${ORG_API}/departments/${save.id}`, save.body);
      if (save.kind === 'createWithChair') return api.post<{ data: Department; chair?: AccountLink }>(`${ORG_API}/departments/with-chair`, save.body);
      return api.post<{ data: Department; chair?: AccountLink }>(`${ORG_API}/departments`, save.body);
    },
    onSuccess: invalidate,
  });
}

export function useDeleteDepartment() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`${ORG_API}/departments/${id}`), onSuccess: invalidate });
}
