// Lecturers as GET /api/organizational/lecturers answers them (the dean's office its faculty's, a chair their
// department's, lecturers and quality assurance everyone's), and a change of one record (PUT …/lecturers/:id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATIONAL_PATHS, type Lecturer, type LecturerUpdateBody } from '@campus/contracts';
import { api } from '../../api/client.js';
import { pagedListQuery, type PagedListParams } from '../../query/paged-list.js';
import { fetchList, ORG_ROOT } from '../../academic/org-api.js';
import { scopeFilter, scopeKey, type PeopleScope } from '../scope.js';

/** Who may change a lecturer's record, each within their faculty or department; the server decides either way. */
export const LECTURER_EDITORS = ['deans_office', 'chair'];

export const lecturerKeys = {
  all: [...ORG_ROOT, 'lecturers'] as const,
  list: (scope: PeopleScope) => [...lecturerKeys.all, 'directory', scopeKey(scope)] as const,
};

export async function fetchLecturers(scope: PeopleScope, params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.lecturers, pagedListQuery(params, scopeFilter(scope)), signal);
  return { rows: response.data, total: response.total };
}

export function useUpdateLecturer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LecturerUpdateBody }) => api.put<{ data: Lecturer }>(`${ORGANIZATIONAL_PATHS.lecturers}/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: lecturerKeys.all }),
  });
}
