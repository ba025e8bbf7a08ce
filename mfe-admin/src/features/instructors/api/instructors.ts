// Instructors (lecturers) as GET /api/admin/instructors lists them: search, filters, sort, pages.
import { fetchList, ORG_ROOT, pagedListQuery, type PagedListParams } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS } from '@campus/contracts';

export const instructorKeys = { list: () => [...ORG_ROOT, 'instructors', 'admin-list'] as const };

export async function fetchInstructors(params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.instructors, pagedListQuery(params), signal);
  return { rows: response.instructors, total: response.total };
}
