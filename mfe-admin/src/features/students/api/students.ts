// Students as GET /api/students lists them (read-only here): search, filters, sort, pages.
import { api, ORG_ROOT, type PagedListParams, pagedSearchParams } from '@campus/shared-ui';
import type { StudentListResponse } from '@campus/contracts';

export const studentKeys = { list: () => [...ORG_ROOT, 'students', 'admin-list'] as const };

export async function fetchStudents(params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<StudentListResponse>(`/api/students?${pagedSearchParams(params)}`, { signal });
  return { rows: response.students, total: response.total };
}
