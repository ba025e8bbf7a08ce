import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pagedSearchParams, type PagedListParams, ORG_API, type ListEnvelope } from '@campus/shared-ui';
import type { Section, SectionUpdateBody } from '@campus/contracts';
import { orgKeys } from '../../../lib/org-api.js';

export const sectionKeys = { list: (departmentId: string | undefined) => [...orgKeys.all, 'sections', 'list', departmentId] as const };

export async function fetchSections(departmentId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<ListEnvelope<Section>>(`${ORG_API}/sections?${pagedSearchParams(params, { departmentId })}`, { signal });
  return { rows: response.data, total: response.total };
}

export function useUpdateSection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SectionUpdateBody }) => api.put<{ data: Section }>(`${ORG_API}/sections/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...orgKeys.all, 'sections'] }),
  });
}
