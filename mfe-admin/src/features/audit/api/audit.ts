// The audit log (auth service, administrators): one page of entries for the DataTable.
import { api, pagedSearchParams, type PagedListParams } from '@campus/shared-ui';
import type { AuditResponse } from '@campus/contracts';

export const auditKeys = {
  all: ['admin', 'audit'] as const,
};

export async function fetchAuditEntries(params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<AuditResponse>(`/api/auth/audit?${pagedSearchParams(params)}`, { signal });
  return { rows: response.data, total: response.total };
}
