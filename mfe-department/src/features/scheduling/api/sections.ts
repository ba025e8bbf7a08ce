import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedSearchParams, api, type ListEnvelope, ORG_API, ORG_ROOT, type PagedListParams } from '@campus/shared-ui';
import type { CourseListResponse, Section, SectionUpdateBody } from '@campus/contracts';

export const sectionKeys = { list: (departmentId: string | undefined) => [...ORG_ROOT, 'sections', 'list', departmentId] as const };

/**
 * The department's courses matching `search` (first 30 by code), for the section form's course picker. Keyed
 * under the organizational 'courses' prefix, so saving or deleting a course refreshes it too.
 */
export const courseSearchQuery = (departmentId: string | undefined, search: string) =>
  queryOptions({
    queryKey: [...ORG_ROOT, 'courses', 'search', departmentId, search] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ pageSize: '30', sort: 'code', departmentId: departmentId ?? '' });
      if (search) query.set('search', search);
      return (await api.get<CourseListResponse>(`/api/courses?${query.toString()}`, { signal })).courses;
    },
  });

export async function fetchSections(departmentId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<ListEnvelope<Section>>(`${ORG_API}/sections?${pagedSearchParams(params, { departmentId })}`, { signal });
  return { rows: response.data, total: response.total };
}

export function useUpdateSection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SectionUpdateBody }) => api.put<{ data: Section }>(`${ORG_API}/sections/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'sections'] }),
  });
}
