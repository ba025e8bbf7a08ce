// Students as GET /api/students lists them (read-only here): search, filters, sort, pages.
import { fetchList, ORG_ROOT, pagedListQuery, type PagedListParams } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS } from '@campus/contracts';

export const studentKeys = { list: () => [...ORG_ROOT, 'students', 'admin-list'] as const };

export async function fetchStudents(params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.students, pagedListQuery(params), signal);
  return { rows: response.students, total: response.total };
}
