// The password calls of the account screens: must-change-password, setup-password and change-password.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';

export interface MustChangePasswordResponse {
  data: { mustChangePassword: boolean };
}

export const mustChangePasswordQuery = queryOptions({
  queryKey: ['auth', 'must-change-password'] as const,
  queryFn: () => api.get<MustChangePasswordResponse>('/api/auth/must-change-password'),
  meta: { persist: false },
  staleTime: 0,
  retry: false,
});

export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return api.post('/api/auth/change-password', body);
}
