// Departments of the faculty: the paged list (writes are shared-ui's useSaveDepartment and useDeleteDepartment).
import { fetchList, ORG_ROOT, pagedListQuery, type PagedListParams } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS } from '@campus/contracts';

export const departmentKeys = { list: (facultyId: string | undefined) => [...ORG_ROOT, 'departments', 'list', facultyId] as const };

export async function fetchDepartments(facultyId: string | undefined, params: PagedListParams, signal: AbortSignal) {
  const response = await fetchList(ORGANIZATIONAL_PATHS.departments, pagedListQuery(params, { facultyId }), signal);
  return { rows: response.data, total: response.total };
}
