// Study programs of the faculty: paged list, create, update, delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedSearchParams, api, type ListEnvelope, ORG_API, ORG_ROOT, type PagedListParams } from '@campus/shared-ui';
import type { Program, ProgramCreateBody, ProgramUpdateBody } from '@campus/contracts';

export const programKeys = { list: (facultyId: string | undefined) => [...ORG_ROOT, 'programs', 'list', facultyId] as const };

export async function fetchPrograms(facultyId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<ListEnvelope<Program>>(`${ORG_API}/programs?${pagedSearchParams(params, { facultyId })}`, { signal });
  return { rows: response.data, total: response.total };
}

function useInvalidatePrograms() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'programs'] });
}

export function useCreateProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({ mutationFn: (body: ProgramCreateBody) => api.post<{ data: Program }>(`${ORG_API}/programs`, body), onSuccess: invalidate });
}

export function useUpdateProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProgramUpdateBody }) => api.put<{ data: Program }>(`${ORG_API}/programs/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({ mutationFn: (id: string) => api.delete<{ data: { id: string } }>(`${ORG_API}/programs/${id}`), onSuccess: invalidate });
}
