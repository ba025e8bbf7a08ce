// POST /api/auth/init-rbac: a signed-in user with roles:manage (admins pass).
// The shell calls it when an admin session is restored and tolerates 409 (already initialised) and 401 (lacking
// permission), as SPEC §6 describes.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUTH_ERROR_CODES, ErrorBody, InitRbacResponse } from '@campus/contracts';
import { conflict } from '@campus/kit';
import type { AuthContext } from '../context.js';
import { ensureGrants, markRbacInitialised } from '../db/rbac.repository.js';
import { DEFAULT_GRANTS } from '../rbac-defaults.js';

export const RBAC_ALREADY_INITIALISED = 'Roles and permissions are already initialised';

export async function rbacRoutes(app: FastifyInstance, { db }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/api/auth/init-rbac',
    {
      // 401 rather than 403 for a missing permission: the SPEC's client contract reads 401 as "lacking permission".
      config: { access: { permission: 'roles:manage', refuseWith: 401 }, audit: 'roles.initialised' },
      schema: {
        summary: 'Create the default roles and permissions once (roles:manage)',
        response: { 201: InitRbacResponse, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (_request, reply) => {
      const created = await db.transaction().execute(async (trx) => {
        if (!(await markRbacInitialised(trx))) return false;
        await ensureGrants(trx, DEFAULT_GRANTS);
        return true;
      });
      if (!created) throw conflict(RBAC_ALREADY_INITIALISED, AUTH_ERROR_CODES.rbacAlreadyInitialised);
      const permissions = [...new Set(DEFAULT_GRANTS.flatMap((grant) => grant.permissions))].sort();
      return reply.status(201).send({ success: true, roles: DEFAULT_GRANTS.map((grant) => grant.role), permissions });
    },
  );
}
