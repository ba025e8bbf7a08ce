// /internal/auth/users/:id/roles/:role: another service takes back a role that one of its links gave (the
// organizational service, when a dean, dean's office staff member or chair is replaced or unlinked and nothing else
// of theirs grants the role). The account's primary role is an administrator's explicit grant and is never taken.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, InternalRemoveRoleResponse, InternalRoleParams, normalizeRole } from '@campus/contracts';
import { notFound } from '@campus/kit';
import type { AuthContext } from '../context.js';
import { rolesOfUser, removeSecondaryRole } from '../db/rbac.repository.js';
import { findUserById, updateUserEndingTokens } from '../db/user.repository.js';
import { announceSessionVersion } from '../sessions.js';
import { toInternalUser } from '../user-view.js';

export async function internalRoleRoutes(app: FastifyInstance, { db, deps }: AuthContext): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/internal/auth/users/:id/roles/:role',
    {
      config: { access: { service: true } },
      schema: {
        summary: 'Take an extra role back from an account; its primary role stays (service token)',
        params: InternalRoleParams,
        response: { 200: InternalRemoveRoleResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const role = normalizeRole(request.params.role);
      const removed = await db.transaction().execute(async (trx) => {
        const gone = await removeSecondaryRole(trx, request.params.id, role);
        // The role leaves the person's tokens at once: their next request refreshes into tokens without it.
        return gone ? updateUserEndingTokens(trx, request.params.id) : undefined;
      });
      if (removed) await announceSessionVersion(deps.revocations, removed);
      const user = removed ?? (await findUserById(db, request.params.id));
      if (!user) throw notFound('No account has this id');
      return { user: toInternalUser(user, await rolesOfUser(db, user.id, user.role)), removed: Boolean(removed) };
    },
  );
}
