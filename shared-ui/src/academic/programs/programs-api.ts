// Study programs: the paged list (every faculty's, or one faculty's), create, update, delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATIONAL_PATHS, type Program, type ProgramCreateBody, type ProgramUpdateBody } from '@campus/contracts';
import { api } from '../../api/client.js';
import { pagedListQuery, type PagedListParams } from '../../query/paged-list.js';
import { fetchList, ORG_ROOT } from '../org-api.js';

/**
 * Whose programs: every faculty's (the administrator), or one faculty's (the dean's office; `facultyId` is
 * undefined while its faculty is still being found).
 */
export type ProgramScope = { allFaculties: true } | { facultyId: string | undefined };

/** The one faculty a scope is fixed to, if it is. */
export const fixedFaculty = (scope: ProgramScope) => ('facultyId' in scope ? scope.facultyId : undefined);

export const programKeys = {
  all: [...ORG_ROOT, 'programs'] as const,
  list: (scope: ProgramScope) => [...programKeys.all, 'list', 'facultyId' in scope ? scope.facultyId : 'all'] as const,
};

export async function fetchPrograms(scope: ProgramScope, params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.programs, pagedListQuery(params, { facultyId: fixedFaculty(scope) }), signal);
  return { rows: response.data, total: response.total };
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: programKeys.all });
}

export type ProgramSave = { id?: undefined; body: ProgramCreateBody } | { id: string; body: ProgramUpdateBody };

export function useSaveProgram() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (save: ProgramSave) =>
      save.id ? api.put<{ data: Program }>(`${ORGANIZATIONAL_PATHS.programs}/${save.id}`, save.body) : api.post<{ data: Program }>(ORGANIZATIONAL_PATHS.programs, save.body),
    onSuccess: invalidate,
  });
}

export function useDeleteProgram() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete<{ data: { id: string } }>(`${ORGANIZATIONAL_PATHS.programs}/${id}`), onSuccess: invalidate });
}
