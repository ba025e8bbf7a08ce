// GET /api/auth/audit: the audit log every service writes (kit.audit_entries), for administrators. Auth answers it
// because it holds the people the entries name; the entries themselves belong to no one service.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditQuery, AuditResponse } from '@campus/contracts';
import { KIT_SCHEMA, listAuditEntries, type KitDatabase } from '@campus/kit';
import type { AuthContext } from '../context.js';

export async function auditRoutes(app: FastifyInstance, { deps }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const kit = deps.database<KitDatabase>(KIT_SCHEMA);

  api.get(
    '/api/auth/audit',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        summary: 'Who changed what, when and from where: filter by record, action, person, record id and period (admin)',
        querystring: AuditQuery,
        response: { 200: AuditResponse },
      },
    },
    async (request) => listAuditEntries(kit, request.query),
  );
}
