// Groups of the faculty: paged list, create, edit, status change and archive.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchList, ORG_ROOT, pagedListQuery, type PagedListParams } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type Group, type GroupCreateBody, type GroupStatus, type GroupUpdateBody } from '@campus/contracts';

export const groupKeys = { list: (facultyId: string | undefined) => [...ORG_ROOT, 'groups', facultyId] as const };

export async function fetchGroups(facultyId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.groups, pagedListQuery(params, { facultyId }), signal);
  return { rows: response.data, total: response.total };
}

function useInvalidateGroups() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'groups'] });
}

export function useSaveGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: GroupCreateBody | GroupUpdateBody }) =>
      id
        ? api.put<{ data: Group }>(`${ORGANIZATIONAL_PATHS.groups}/${id}`, body)
        : api.post<{ data: Group }>(ORGANIZATIONAL_PATHS.groups, body),
    onSuccess: invalidate,
  });
}

export function useChangeGroupStatus() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: GroupStatus }) =>
      status === 'archived'
        ? api.post<{ data: Group }>(`${ORGANIZATIONAL_PATHS.groups}/${id}/archive`)
        : api.patch<{ data: Group }>(`${ORGANIZATIONAL_PATHS.groups}/${id}/status`, { status }),
    onSuccess: invalidate,
  });
}
