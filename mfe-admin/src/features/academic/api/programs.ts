// Study programs: paged list, create, update, delete (organizational service).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedSearchParams, api, type ListEnvelope, ORG_API, ORG_ROOT, type PagedListParams } from '@campus/shared-ui';
import type { Program, ProgramCreateBody, ProgramUpdateBody } from '@campus/contracts';

export const programKeys = { list: () => [...ORG_ROOT, 'programs', 'admin-list'] as const };

export async function fetchPrograms(params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<ListEnvelope<Program>>(`${ORG_API}/programs?${pagedSearchParams(params)}`, { signal });
  return { rows: response.data, total: response.total };
}

export type ProgramSave = { kind: 'create'; body: ProgramCreateBody } | { kind: 'update'; id: string; body: ProgramUpdateBody };

function useInvalidatePrograms() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'programs'] });
}

export function useSaveProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (save: ProgramSave) =>
      save.kind === 'update' ? api.put<{ data: Program }>(`${ORG_API}/programs/${save.id}`, save.body) : api.post<{ data: Program }>(`${ORG_API}/programs`, save.body),
    onSuccess: invalidate,
  });
}

export function useDeleteProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({ mutationFn: (id: string) => api.delete(`${ORG_API}/programs/${id}`), onSuccess: invalidate });
}
