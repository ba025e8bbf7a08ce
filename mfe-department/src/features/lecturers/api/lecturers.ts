import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedSearchParams, api, type ListEnvelope, ORG_API, ORG_ROOT, type PagedListParams } from '@campus/shared-ui';
import type { AccountLink, Lecturer, LecturerCreateBody, LecturerUpdateBody } from '@campus/contracts';

export const lecturerKeys = { list: (departmentId: string | undefined) => [...ORG_ROOT, 'lecturers', 'list', departmentId] as const };

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
    onSuccess: () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'lecturers'] }),
  });
}
