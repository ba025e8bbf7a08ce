// /internal/auth/users*: other services (x-service-token) create, link and look up accounts. The organizational
// service makes the account of a student or lecturer it records; the seed makes hundreds at once.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AUTH_ERROR_CODES,
  DEMO_PASSWORD,
  ErrorBody,
  INVALID_EMAIL_MESSAGE,
  InternalBatchUsersBody,
  InternalBatchUsersResponse,
  InternalBulkUsersBody,
  InternalBulkUsersResponse,
  InternalCreateUserBody,
  InternalCreateUserResponse,
  InternalActiveIdsBody,
  InternalActiveIdsResponse,
  InternalLookupBody,
  InternalUsersResponse,
  isEmailAddress,
  normalizeRole,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@campus/contracts';
import { AppError, badRequest, isUniqueViolation } from '@campus/kit';
import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../context.js';
import { addUserRole, rolesOfUsers, unknownRoles } from '../db/rbac.repository.js';
import { activeUserIds, ensureUsers, findActiveUsersWithRoles, findUsersByIds, normalizeEmails } from '../db/user-bulk.repository.js';
import { findUserByEmail, findUsersByEmails, insertUser, normalizeEmail, updateUserEndingTokens } from '../db/user.repository.js';
import { deleteAccountTokens } from '../db/account-token.repository.js';
import { revokeOtherFamilies } from '../db/refresh-token.repository.js';
import type { UserRow } from '../db/user.table.js';
import { hashPassword } from '../passwords.js';
import { generateTemporaryPassword } from '@campus/contracts/password';
import { announceSessionVersion } from '../sessions.js';
import { toInternalUser } from '../user-view.js';

export async function internalUserRoutes(app: FastifyInstance, { db, config, deps }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const view = async (rows: UserRow[]) => {
    const roles = await rolesOfUsers(db, rows);
    return rows.map((row) => toInternalUser(row, roles.get(row.id) ?? [row.role]));
  };
  const assertRolesExist = async (roles: string[]) => {
    const unknown = await unknownRoles(db, roles);
    if (unknown.length > 0) throw badRequest(`There is no role "${unknown[0]}"`, { field: 'role', unknown }, AUTH_ERROR_CODES.unknownRole);
  };
  const assertEmail = (email: string, field: string) => {
    if (!isEmailAddress(email)) throw badRequest(`${INVALID_EMAIL_MESSAGE}: "${email}"`, { field }, 'VALIDATION_FAILED');
  };
  const assertNames = (firstName: string, lastName: string, at: string) => {
    if (!firstName) throw badRequest('First name is required', { field: `${at}firstName` }, 'VALIDATION_FAILED');
    if (!lastName) throw badRequest('Last name is required', { field: `${at}lastName` }, 'VALIDATION_FAILED');
  };

  /** Creates the account, or adds the role to the one this email has (claiming it when nobody confirmed it). */
  type Outcome = { status: 200 | 201; answer: InternalCreateUserResponse };
  const createOrLink = async (input: InternalCreateUserBody): Promise<Outcome> => {
    const email = normalizeEmail(input.email);
    const role = normalizeRole(input.role);
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    assertEmail(email, 'email');
    assertNames(firstName, lastName, '');
    await assertRolesExist([role]);
    const { password } = input;
    if (password !== undefined && [...password].length < PASSWORD_MIN_LENGTH) {
      throw badRequest(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`, { field: 'password' }, AUTH_ERROR_CODES.weakPassword);
    }
    if (password !== undefined && [...password].length > PASSWORD_MAX_LENGTH) {
      throw badRequest(`Password must be at most ${PASSWORD_MAX_LENGTH} characters`, { field: 'password' }, AUTH_ERROR_CODES.weakPassword);
    }

    const link = async (existing: UserRow): Promise<Outcome> => {
      await addUserRole(db, existing.id, role);
      if (existing.email_verified) {
        const [user] = await view([existing]);
        return { status: 200, answer: { user: user!, created: false } };
      }
      // A self-registered account nobody confirmed yet: whoever registered it may not own the address. The
      // institution's record vouches for it now, so the account gets the temporary password (the registrant's
      // password and sessions end) and counts as confirmed.
      const temporaryPassword = password ?? generateTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      const claimed = await db.transaction().execute(async (trx) => {
        const row = await updateUserEndingTokens(trx, existing.id, { password_hash: passwordHash, must_change_password: true, email_verified: true });
        await revokeOtherFamilies(trx, existing.id, undefined, new Date());
        await deleteAccountTokens(trx, existing.id, 'email_verification');
        return row ?? existing;
      });
      await announceSessionVersion(deps.revocations, claimed);
      const [user] = await view([claimed]);
      return { status: 200, answer: { user: user!, created: false, ...(password === undefined ? { temporaryPassword } : {}) } };
    };
    const existing = await findUserByEmail(db, email);
    if (existing) return link(existing);

    const temporaryPassword = password ?? generateTemporaryPassword();
    try {
      // A password someone else chose or generated is temporary: the person sets their own at first sign-in.
      const row = await insertUser(db, {
        email,
        password_hash: await hashPassword(temporaryPassword),
        first_name: firstName,
        last_name: lastName,
        role,
        must_change_password: true,
      });
      const [user] = await view([row]);
      return { status: 201, answer: { user: user!, created: true, ...(password === undefined ? { temporaryPassword } : {}) } };
    } catch (error) {
      // Created by a concurrent request in the meantime: link to it like any existing account.
      if (!isUniqueViolation(error)) throw error;
      const raced = await findUserByEmail(db, email);
      if (!raced) throw error;
      return link(raced);
    }
  };

  api.post(
    '/internal/auth/users',
    {
      config: { access: { service: true } },
      schema: {
        summary: 'Create an account, or add the role to the account this email already has (service token)',
        body: InternalCreateUserBody,
        response: { 200: InternalCreateUserResponse, 201: InternalCreateUserResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const { status, answer } = await createOrLink(request.body);
      return reply.status(status).send(answer);
    },
  );

  api.post(
    '/internal/auth/users/batch',
    {
      config: { access: { service: true } },
      schema: {
        summary: 'Create or link up to 100 accounts, each with its own password, hashing them concurrently (service token)',
        body: InternalBatchUsersBody,
        response: { 200: InternalBatchUsersResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      // A bulk import's window of rows: argon2 runs on libuv's pool, so N hashes in flight take about N / pool
      // size hash times instead of N. One refused account does not refuse the others.
      const results = await Promise.all(
        request.body.users.map(async (input) => {
          try {
            return (await createOrLink(input)).answer;
          } catch (error) {
            if (!(error instanceof AppError) || error.status >= 500) throw error;
            return { error: error.message, code: error.code };
          }
        }),
      );
      return { results: results.map((result) => ('user' in result ? { user: result.user, created: result.created } : result)) };
    },
  );

  api.post(
    '/internal/auth/users/bulk',
    {
      config: { access: { service: true } },
      schema: {
        summary: 'Ensure many accounts at once with one shared password hash; existing ones get the role (service token)',
        body: InternalBulkUsersBody,
        response: { 200: InternalBulkUsersResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      if (request.body.demoPassword && !config.demo) {
        throw badRequest('The demo password is only available in demo mode (DEMO=1)', { field: 'demoPassword' }, AUTH_ERROR_CODES.demoOff);
      }
      // The first entry of an address wins; the answer lists each address once, in the order given.
      const seen = new Map<string, { email: string; firstName: string; lastName: string; role: string }>();
      request.body.users.forEach((input, index) => {
        const email = normalizeEmail(input.email);
        assertEmail(email, `users.${index}.email`);
        const firstName = input.firstName.trim();
        const lastName = input.lastName.trim();
        assertNames(firstName, lastName, `users.${index}.`);
        if (!seen.has(email)) seen.set(email, { email, firstName, lastName, role: normalizeRole(input.role) });
      });
      const users = [...seen.values()];
      if (users.length === 0) return { users: [] };
      await assertRolesExist(users.map((user) => user.role));

      // argon2 is deliberately slow: one hash for the whole batch. Without the demo password it is a random one
      // nobody knows, so each person starts with "forgot password" or an administrator's reset.
      const demo = request.body.demoPassword === true;
      const passwordHash = await hashPassword(demo ? DEMO_PASSWORD : randomBytes(24).toString('base64url'));
      const ids = await db.transaction().execute((trx) => ensureUsers(trx, users, passwordHash, !demo));
      return { users: users.map((user) => ({ id: ids.get(user.email)!, email: user.email })) };
    },
  );

  api.post(
    '/internal/auth/users/lookup',
    {
      config: { access: { service: true } },
      schema: {
        summary: 'Accounts by ids and/or emails (unknown ones are left out), and every active holder of the roles given (service token)',
        body: InternalLookupBody,
        response: { 200: InternalUsersResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const byId = await findUsersByIds(db, request.body.ids ?? []);
      const byEmail = await findUsersByEmails(db, normalizeEmails(request.body.emails ?? []));
      const byRole = await findActiveUsersWithRoles(db, [...new Set((request.body.roles ?? []).map(normalizeRole))]);
      const rows = new Map([...byId, ...byEmail, ...byRole].map((row) => [row.id, row]));
      return { users: await view([...rows.values()]) };
    },
  );

  api.post(
    '/internal/auth/users/active',
    {
      config: { access: { service: true } },
      schema: {
        summary: 'Which of these accounts are active, in one query (service token): an audience leaves the others out',
        body: InternalActiveIdsBody,
        response: { 200: InternalActiveIdsResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ({ ids: await activeUserIds(db, request.body.ids) }),
  );
}
