// GET and PATCH /api/auth/profile: any signed-in user (registered behind `authenticate`), their own profile.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, profileUpdateProblems, ProfileResponse, UpdateProfileBody } from '@campus/contracts';
import { badRequest } from '@campus/kit';
import type { AuthContext } from '../context.js';
import { currentUserRow } from '../current-user.js';
import { rolesOfUser } from '../db/rbac.repository.js';
import { updateUser } from '../db/user.repository.js';
import type { UserUpdate } from '../db/user.table.js';
import { sessionExpired } from '../sessions.js';
import { toProfile } from '../user-view.js';

export async function profileRoutes(app: FastifyInstance, { db }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/auth/profile',
    { config: { access: { signedIn: true } }, schema: { summary: 'The own profile (any signed-in user)', response: { 200: ProfileResponse, 401: ErrorBody } } },
    async (request) => {
      const user = await currentUserRow(db, request);
      return { profile: toProfile(user, await rolesOfUser(db, user.id, user.role)) };
    },
  );

  api.patch(
    '/api/auth/profile',
    {
      config: { access: { signedIn: true } },
      schema: {
        summary: 'Change the own name, display name, biography (≤ 1000 characters), phone or visibility (any signed-in user)',
        body: UpdateProfileBody,
        response: { 200: ProfileResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const { body } = request;
      const problems = profileUpdateProblems(body);
      if (problems.length > 0) throw badRequest(problems.map((problem) => problem.message).join('; '), problems, 'VALIDATION_FAILED');
      const user = await currentUserRow(db, request);
      const changes: UserUpdate = {};
      if (body.firstName !== undefined) changes.first_name = body.firstName.trim();
      if (body.lastName !== undefined) changes.last_name = body.lastName.trim();
      // Empty text clears a field: the display name then falls back to first and last name.
      if (body.displayName !== undefined) changes.display_name = body.displayName?.trim() || null;
      if (body.bio !== undefined) changes.bio = body.bio?.trim() || null;
      if (body.phone !== undefined) changes.phone = body.phone?.trim().replace(/\s+/g, ' ') || null;
      if (body.visibility !== undefined) changes.visibility = body.visibility;
      const updated = Object.keys(changes).length > 0 ? await updateUser(db, user.id, changes) : user;
      if (!updated) throw sessionExpired();
      return { profile: toProfile(updated, await rolesOfUser(db, updated.id, updated.role)) };
    },
  );
}
