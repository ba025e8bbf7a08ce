// What notifications asks auth (the owner of users) over its internal routes.
import type { ServiceDeps } from '@campus/kit';
import type { InternalUsersResponse } from '@campus/contracts';

/** Every active holder of the roles. */
export async function usersWithRoles(deps: ServiceDeps, roles: string[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const { users } = await deps.services.request<InternalUsersResponse>('auth', {
    method: 'POST',
    path: '/internal/auth/users/lookup',
    body: { roles },
  });
  return users.map((user) => user.id);
}
