// Accounts for the admin (auth service, permission users/manage): paged list, role change, activation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pagedSearchParams, type PagedListParams } from '@campus/shared-ui';
import type { AdminUser, AdminUserResponse, AdminUsersResponse, UpdateAdminUserBody } from '@campus/contracts';

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  /** Totals per role for the overview. */
  totals: () => [...userKeys.all, 'totals'] as const,
};

export async function fetchUsers(params: PagedListParams, signal: AbortSignal) {
  const response = await api.get<AdminUsersResponse>(`/api/auth/users?${pagedSearchParams(params)}`, { signal });
  return { rows: response.users, total: response.total };
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdminUserBody }) => api.patch<AdminUserResponse>(`/api/auth/users/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export type { AdminUser };
