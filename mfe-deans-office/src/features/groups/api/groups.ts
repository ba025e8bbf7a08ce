// Groups of the faculty: paged list, create, edit, status change and archive.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedSearchParams, api, type ListEnvelope, ORG_API, ORG_ROOT, type PagedListParams } from '@campus/shared-ui';
import type { Group, GroupCreateBody, GroupStatus, GroupUpdateBody } from '@campus/contracts';

export const groupKeys = { list: (facultyId: string | undefined) => [...ORG_ROOT, 'groups', facultyId] as const };

export async function fetchGroups(facultyId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<ListEnvelope<Group>>(`${ORG_API}/groups?${pagedSearchParams(params, { facultyId })}`, { signal });
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
        ? api.put<{ data: Group }>(`${ORG_API}/groups/${id}`, body)
        : api.post<{ data: Group }>(`${ORG_API}/groups`, body),
    onSuccess: invalidate,
  });
}

export function useChangeGroupStatus() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: GroupStatus }) =>
      status === 'archived'
        ? api.post<{ data: Group }>(`${ORG_API}/groups/${id}/archive`)
        : api.patch<{ data: Group }>(`${ORG_API}/groups/${id}/status`, { status }),
    onSuccess: invalidate,
  });
}
