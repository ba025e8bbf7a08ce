// GET /api/auth/users and PATCH /api/auth/users/:id: people with users:manage (admins pass). Deactivating ends
// every session at once and blocks sign-in; nobody can deactivate themselves or give up their own admin role.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminUserParams,
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  AUTH_ERROR_CODES,
  CANNOT_DEACTIVATE_SELF_MESSAGE,
  CANNOT_DEMOTE_SELF_MESSAGE,
  ErrorBody,
  hasRole,
  normalizeRole,
  UpdateAdminUserBody,
} from '@campus/contracts';
import { badRequest, conflict, forbidden, notFound } from '@campus/kit';
import type { AuthContext } from '../context.js';
import { rolesOfUser, rolesOfUsers, roleExists } from '../db/rbac.repository.js';
import { revokeOtherFamilies } from '../db/refresh-token.repository.js';
import { changePrimaryRole, countUsers, listUsers } from '../db/user-admin.repository.js';
import { findUserById, updateUser, updateUserEndingTokens } from '../db/user.repository.js';
import { announceSessionVersion } from '../sessions.js';
import { toAdminUser } from '../user-view.js';

export const USER_NOT_FOUND_MESSAGE = 'This user does not exist (any more)';
export const ADMIN_ONLY_MESSAGE = "Only administrators can grant the administrator role or change an administrator's account";

export async function adminUserRoutes(app: FastifyInstance, { db, deps }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { 401: ErrorBody, 403: ErrorBody };

  api.get(
    '/api/auth/users',
    {
      config: { access: { permission: 'users:manage' } },
      schema: {
        summary: 'People with accounts: search by name or email, filter by role and status, sort, pages (users:manage)',
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersResponse, 400: ErrorBody, ...guarded },
      },
    },
    async (request) => {
      const { search, role, status, page = 1, pageSize = 20, sort = 'name', order } = request.query;
      const filter = { search, role: role ? normalizeRole(role) : undefined, active: status ? status === 'active' : undefined };
      const descending = order ? order === 'desc' : sort.startsWith('-');
      const [total, rows] = await Promise.all([
        countUsers(db, filter),
        listUsers(db, filter, { sort, descending, offset: (page - 1) * pageSize, limit: pageSize }),
      ]);
      const roles = await rolesOfUsers(db, rows);
      return { users: rows.map((row) => toAdminUser(row, roles.get(row.id) ?? [row.role])), total, page, pageSize };
    },
  );

  api.patch(
    '/api/auth/users/:id',
    {
      config: { access: { permission: 'users:manage' }, audit: 'user.updated' },
      schema: {
        summary: "Change a person's primary role or active state (users:manage; not your own deactivation or demotion)",
        params: AdminUserParams,
        body: UpdateAdminUserBody,
        response: { 200: AdminUserResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...guarded },
      },
    },
    async (request) => {
      const { role: requestedRole, isActive } = request.body;
      const user = await findUserById(db, request.params.id);
      if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
      const role = requestedRole === undefined ? undefined : normalizeRole(requestedRole);
      if (role && !(await roleExists(db, role))) throw badRequest(`There is no role "${requestedRole}"`, { field: 'role' }, AUTH_ERROR_CODES.unknownRole);

      const rolesBefore = await rolesOfUser(db, user.id, user.role);
      // users:manage may be granted to other roles; the administrator role itself stays in administrators' hands.
      if ((role === 'admin' || rolesBefore.includes('admin')) && !hasRole(request.user, 'admin')) {
        throw forbidden(ADMIN_ONLY_MESSAGE, AUTH_ERROR_CODES.adminOnly);
      }
      if (user.id === request.user.sub) {
        if (isActive === false) throw conflict(CANNOT_DEACTIVATE_SELF_MESSAGE, AUTH_ERROR_CODES.cannotDeactivateSelf);
        if (role && role !== user.role) {
          const after = rolesBefore.filter((name) => name !== user.role).concat(role);
          if (!after.includes('admin')) throw conflict(CANNOT_DEMOTE_SELF_MESSAGE, AUTH_ERROR_CODES.cannotDemoteSelf);
        }
      }

      const roleChanged = role !== undefined && role !== user.role;
      const deactivated = isActive === false && user.is_active;
      const updated = await db.transaction().execute(async (trx) => {
        if (role) await changePrimaryRole(trx, user, role);
        if (isActive !== undefined && isActive !== user.is_active) await updateUser(trx, user.id, { is_active: isActive });
        // A deactivated account's sessions end; after a role change its next refresh carries the new roles.
        if (deactivated) await revokeOtherFamilies(trx, user.id, undefined, new Date());
        return roleChanged || deactivated ? updateUserEndingTokens(trx, user.id) : findUserById(trx, user.id);
      });
      if (!updated) throw notFound(USER_NOT_FOUND_MESSAGE);
      if (roleChanged || deactivated) await announceSessionVersion(deps.revocations, updated);
      // Who changed whom, for the operators' log.
      request.log.info({ actor: request.user.sub, target: user.id, role, isActive }, 'account changed by an administrator');
      return { user: toAdminUser(updated, await rolesOfUser(db, updated.id, updated.role)) };
    },
  );
}
