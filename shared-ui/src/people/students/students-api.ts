// Students as GET /api/students answers them (the server keeps each caller to the students they may see), and the
// dean's office's change of one record (PUT /api/students/:id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATIONAL_PATHS, type Student, type StudentUpdateBody } from '@campus/contracts';
import { api } from '../../api/client.js';
import { pagedListQuery, type PagedListParams } from '../../query/paged-list.js';
import { fetchList, ORG_ROOT } from '../../academic/org-api.js';
import { scopeFilter, scopeKey, type PeopleScope } from '../scope.js';

/** Who may change a student's record (PUT /api/students/:id); the server decides either way. */
export const STUDENT_EDITORS = ['deans_office'];

export const studentKeys = {
  all: [...ORG_ROOT, 'students'] as const,
  list: (scope: PeopleScope) => [...studentKeys.all, 'list', scopeKey(scope)] as const,
};

export async function fetchStudents(scope: PeopleScope, params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.students, pagedListQuery(params, scopeFilter(scope)), signal);
  return { rows: response.students, total: response.total };
}

export function useUpdateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StudentUpdateBody }) => api.put<{ student: Student }>(`${ORGANIZATIONAL_PATHS.students}/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
