// Departments of the faculty: the paged list (writes are shared-ui's useSaveDepartment and useDeleteDepartment).
import { pagedSearchParams, api, type ListEnvelope, ORG_API, ORG_ROOT, type PagedListParams } from '@campus/shared-ui';
import type { Department } from '@campus/contracts';

export const departmentKeys = { list: (facultyId: string | undefined) => [...ORG_ROOT, 'departments', 'list', facultyId] as const };

export async function fetchDepartments(facultyId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<ListEnvelope<Department>>(`${ORG_API}/departments?${pagedSearchParams(params, { facultyId })}`, { signal });
  return { rows: response.data, total: response.total };
}
