import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pagedSearchParams, type PagedListParams, ORG_API, type ListEnvelope } from '@campus/shared-ui';
import type { AccountLink, Lecturer, LecturerCreateBody, LecturerUpdateBody } from '@campus/contracts';
import { orgKeys } from '../../../lib/org-api.js';

export const lecturerKeys = { list: (departmentId: string | undefined) => [...orgKeys.all, 'lecturers', 'list', departmentId] as const };

export async function fetchLecturers(departmentId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<ListEnvelope<Lecturer>>(`${ORG_API}/lecturers?${pagedSearchParams(params, { departmentId })}`, { signal });
  return { rows: response.data, total: response.total };
}

export function useSaveLecturer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: { id?: string; body: LecturerCreateBody | LecturerUpdateBody }) =>
      save.id
        ? api.put<{ data: Lecturer; account?: AccountLink }>(`${ORG_API}/lecturers/${save.id}`, save.body)
        : api.post<{ data: Lecturer; account?: AccountLink }>(`${ORG_API}/lecturers`, save.body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...orgKeys.all, 'lecturers'] }),
  });
}
