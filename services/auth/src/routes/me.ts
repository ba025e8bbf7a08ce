// GET /api/auth/me, /api/me, /api/me/roles, /api/me/permissions: any signed-in user (the caller registers them
// behind `authenticate`), about themselves.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, MePermissionsResponse, MeRolesResponse, User } from '@campus/contracts';
import type { AuthContext } from '../context.js';
import { currentUserRow } from '../current-user.js';
import { loadAccess, loadUserView } from '../user-view.js';

export async function meRoutes(app: FastifyInstance, { db }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const userSchema = { response: { 200: User, 401: ErrorBody } };

  const currentUser = async (request: Parameters<typeof currentUserRow>[1]) =>
    loadUserView(db, await currentUserRow(db, request));

  api.get('/api/auth/me', { config: { access: { signedIn: true, passwordSetup: true } }, schema: { summary: 'The signed-in user (any signed-in user)', ...userSchema } }, (request) =>
    currentUser(request),
  );

  api.get('/api/me', { config: { access: { signedIn: true, passwordSetup: true } }, schema: { summary: 'The signed-in user (any signed-in user)', ...userSchema } }, (request) =>
    currentUser(request),
  );

  api.get(
    '/api/me/roles',
    { config: { access: { signedIn: true, passwordSetup: true } }, schema: { summary: 'Role names of the signed-in user (any signed-in user)', response: { 200: MeRolesResponse, 401: ErrorBody } } },
    async (request) => {
      const access = await loadAccess(db, await currentUserRow(db, request));
      return { data: access.roles };
    },
  );

  api.get(
    '/api/me/permissions',
    {
      config: { access: { signedIn: true, passwordSetup: true } },
      schema: { summary: 'Permissions of the signed-in user (any signed-in user)', response: { 200: MePermissionsResponse, 401: ErrorBody } },
    },
    async (request) => {
      const access = await loadAccess(db, await currentUserRow(db, request));
      return { data: access.permissions };
    },
  );
}
