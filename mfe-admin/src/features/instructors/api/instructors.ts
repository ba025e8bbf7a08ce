// Instructors (lecturers) as GET /api/admin/instructors lists them: search, filters, sort, pages.
import { api, ORG_ROOT, type PagedListParams, pagedSearchParams } from '@campus/shared-ui';
import type { InstructorListResponse } from '@campus/contracts';

export const instructorKeys = { list: () => [...ORG_ROOT, 'instructors', 'admin-list'] as const };

export async function fetchInstructors(params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<InstructorListResponse>(`/api/admin/instructors?${pagedSearchParams(params)}`, { signal });
  return { rows: response.instructors, total: response.total };
}
