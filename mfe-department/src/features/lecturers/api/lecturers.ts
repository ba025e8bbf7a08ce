import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchList, ORG_ROOT, pagedListQuery, type PagedListParams } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type AccountLink, type Lecturer, type LecturerCreateBody, type LecturerUpdateBody } from '@campus/contracts';

export const lecturerKeys = { list: (departmentId: string | undefined) => [...ORG_ROOT, 'lecturers', 'list', departmentId] as const };

export async function fetchLecturers(departmentId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.lecturers, pagedListQuery(params, { departmentId }), signal);
  return { rows: response.data, total: response.total };
}

export function useSaveLecturer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: { id?: string; body: LecturerCreateBody | LecturerUpdateBody }) =>
      save.id
        ? api.put<{ data: Lecturer; account?: AccountLink }>(`${ORGANIZATIONAL_PATHS.lecturers}/${save.id}`, save.body)
        : api.post<{ data: Lecturer; account?: AccountLink }>(ORGANIZATIONAL_PATHS.lecturers, save.body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'lecturers'] }),
  });
}
