// POST /internal/auth/users/withdraw: a service that made an account (POST /internal/auth/users) and then could not
// write its own record takes the account back, so no account is left without the record it was made for.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, InternalWithdrawAccountBody, InternalWithdrawAccountResponse, normalizeRole } from '@campus/contracts';
import type { AuthContext } from '../context.js';
import { removeSecondaryRole } from '../db/rbac.repository.js';
import { deleteUntouchedAccount } from '../db/user.repository.js';

export async function internalWithdrawRoutes(app: FastifyInstance, { db }: AuthContext): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/internal/auth/users/withdraw',
    {
      config: { access: { service: true } },
      schema: {
        summary: 'Take back an account or role that POST /internal/auth/users just gave, when the caller could not write its own record (service token)',
        body: InternalWithdrawAccountBody,
        response: { 200: InternalWithdrawAccountResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const { userId, created, roleAdded } = request.body;
      const role = normalizeRole(request.body.role);
      // An account someone has signed in to since, or given another role, is no longer only the caller's to undo:
      // then only the role goes.
      if (created && (await deleteUntouchedAccount(db, userId, role))) return { outcome: 'deleted' as const };
      if (roleAdded && (await removeSecondaryRole(db, userId, role))) return { outcome: 'role_removed' as const };
      return { outcome: 'kept' as const };
    },
  );
}
