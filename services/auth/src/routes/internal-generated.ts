// /internal/auth/generated-users*: accounts of the test-data generator's people (organizational's /admin/testing).
// Only addresses under the generated domain (g<n>.gen.campus.test) are made or removed here, so removing a run's
// accounts can never touch a real person's. 20,000 students must not cost 20,000 argon2 hashes: one hash, computed
// once per process, serves every generated account (the demo password in demo mode, so testers can sign in as
// anyone generated; otherwise a random password nobody knows).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEMO_PASSWORD, ErrorBody } from '@campus/contracts';
import {
  INTERNAL_GENERATED_USERS_PATH,
  INTERNAL_REMOVE_GENERATED_USERS_PATH,
  InternalGeneratedUsersBody,
  InternalGeneratedUsersResponse,
  InternalRemoveGeneratedUsersBody,
  InternalRemoveGeneratedUsersResponse,
  isGeneratedEmail,
} from '@campus/contracts/organizational';
import { badRequest } from '@campus/kit';
import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../context.js';
import { deleteUsersOfDomain, ensureUsers } from '../db/user-bulk.repository.js';
import { normalizeEmail } from '../db/user.repository.js';
import { hashPassword } from '../passwords.js';

export async function internalGeneratedUserRoutes(app: FastifyInstance, { db, config }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  let sharedHash: Promise<string> | undefined;
  const passwordHash = () => (sharedHash ??= hashPassword(config.demo ? DEMO_PASSWORD : randomBytes(24).toString('base64url')));

  api.post(
    INTERNAL_GENERATED_USERS_PATH,
    {
      config: { access: { service: true } },
      schema: {
        summary: "Create the test-data generator's accounts (generated email domain only) with one shared password hash (service token)",
        body: InternalGeneratedUsersBody,
        response: { 200: InternalGeneratedUsersResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const users = request.body.users.map((user, index) => {
        const email = normalizeEmail(user.email);
        if (!isGeneratedEmail(email)) throw badRequest(`users.${index}.email: only generated addresses may be made here`, { field: `users.${index}.email` }, 'VALIDATION_FAILED');
        return { email, firstName: user.firstName.trim() || 'Generated', lastName: user.lastName.trim() || 'Person', role: user.role };
      });
      if (!users.length) return { users: [] };
      const hash = await passwordHash();
      const ids = await db.transaction().execute((trx) => ensureUsers(trx, users, hash, !config.demo));
      return { users: users.map((user) => ({ id: ids.get(user.email)!, email: user.email })) };
    },
  );

  api.post(
    INTERNAL_REMOVE_GENERATED_USERS_PATH,
    {
      config: { access: { service: true } },
      schema: {
        summary: "Delete every account of one test-data generator run (its generated email domain only) (service token)",
        body: InternalRemoveGeneratedUsersBody,
        response: { 200: InternalRemoveGeneratedUsersResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      // The body's pattern admits only one run's generated domain.
      return { removed: await deleteUsersOfDomain(db, request.body.domain) };
    },
  );
}
