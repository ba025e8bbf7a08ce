import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchList, ORG_ROOT, pagedListQuery, type PagedListParams } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type Section, type SectionUpdateBody } from '@campus/contracts';

export const sectionKeys = { list: (departmentId: string | undefined) => [...ORG_ROOT, 'sections', 'list', departmentId] as const };

/**
 * The department's courses matching `search` (first 30 by code), for the section form's course picker. Keyed
 * under the organizational 'courses' prefix, so saving or deleting a course refreshes it too.
 */
export const courseSearchQuery = (departmentId: string | undefined, search: string) =>
  queryOptions({
    queryKey: [...ORG_ROOT, 'courses', 'search', departmentId, search] as const,
    queryFn: async ({ signal }) => {
      return (await fetchList(ORGANIZATIONAL_PATHS.courses, { pageSize: 30, sort: 'code', departmentId, search }, signal)).courses;
    },
  });

export async function fetchSections(departmentId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.sections, pagedListQuery(params, { departmentId }), signal);
  return { rows: response.data, total: response.total };
}

export function useUpdateSection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SectionUpdateBody }) => api.put<{ data: Section }>(`${ORGANIZATIONAL_PATHS.sections}/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'sections'] }),
  });
}
