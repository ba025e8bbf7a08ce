// GET must-change-password, POST change-password and setup-password: any signed-in user (registered behind
// `authenticate`), for their own account.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AUTH_ERROR_CODES,
  ChangePasswordBody,
  ErrorBody,
  MustChangePasswordResponse,
  passwordMessage,
  passwordProblem,
  SetupPasswordBody,
  SuccessResponse,
  type PasswordRuleSet,
} from '@campus/contracts';
import { badRequest, conflict } from '@campus/kit';
import type { AuthContext } from '../context.js';
import { currentUserRow } from '../current-user.js';
import { assertLoginAllowed, countFailedLogin } from '../login-limits.js';
import { revokeOtherFamilies } from '../db/refresh-token.repository.js';
import { updateUserEndingTokens } from '../db/user.repository.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { announceSessionVersion, currentRefreshToken, sessionExpired, setAccessCookie, signAccessToken } from '../sessions.js';
import { loadUserView } from '../user-view.js';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const PASSWORD_CHANGE_NOT_REQUIRED = 'Password change not required';

export async function passwordRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = context;
  const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody };

  api.get(
    '/api/auth/must-change-password',
    { config: { access: { signedIn: true, passwordSetup: true } }, schema: { summary: 'Whether the signed-in user must set a new password', response: { 200: MustChangePasswordResponse, 401: ErrorBody } } },
    async (request) => {
      const user = await currentUserRow(db, request);
      return { data: { mustChangePassword: user.must_change_password } };
    },
  );

  api.post(
    '/api/auth/change-password',
    { config: { access: { signedIn: true, passwordSetup: true } }, schema: { summary: 'Change the own password (reset rules)', body: ChangePasswordBody, response: { 200: SuccessResponse, 429: ErrorBody, ...errors } } },
    async (request, reply) => {
      const user = await currentUserRow(db, request);
      // Guessing the current password through a stolen session counts against the same limits as sign-in.
      await assertLoginAllowed(context.limits, request.ip, user.email);
      if (!(await verifyPassword(user.password_hash, request.body.currentPassword))) {
        await countFailedLogin(context.limits, request.ip, user.email);
        throw badRequest(CURRENT_PASSWORD_INCORRECT, { field: 'currentPassword' }, AUTH_ERROR_CODES.currentPasswordIncorrect);
      }
      await replacePassword(app, context, request, reply, request.body.newPassword, 'reset');
      return { success: true, message: 'Password changed' };
    },
  );

  api.post(
    '/api/auth/setup-password',
    { config: { access: { signedIn: true, passwordSetup: true } }, schema: { summary: 'Set a first password when required (setup rules)', body: SetupPasswordBody, response: { 200: SuccessResponse, ...errors } } },
    async (request, reply) => {
      const user = await currentUserRow(db, request);
      if (!user.must_change_password) throw conflict(PASSWORD_CHANGE_NOT_REQUIRED, AUTH_ERROR_CODES.passwordChangeNotRequired);
      await replacePassword(app, context, request, reply, request.body.newPassword, 'setup');
      return { success: true, message: 'Password set' };
    },
  );
}

/**
 * Checks the rules, stores the new hash, clears mustChangePassword, ends every other session of the user and
 * gives this one a fresh access token (its `mcp` claim changed).
 */
async function replacePassword(
  app: FastifyInstance,
  { db, config, deps }: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  newPassword: string,
  rules: PasswordRuleSet,
): Promise<void> {
  const problem = passwordProblem(newPassword, rules);
  if (problem) throw badRequest(passwordMessage(problem), { field: 'newPassword', rule: problem }, AUTH_ERROR_CODES.weakPassword);

  const userId = request.user.sub;
  const passwordHash = await hashPassword(newPassword);
  const session = await currentRefreshToken(db, request);
  // The new password and the end of the other sessions take effect together, or not at all.
  const updated = await db.transaction().execute(async (trx) => {
    const row = await updateUserEndingTokens(trx, userId, { password_hash: passwordHash, must_change_password: false });
    if (row) await revokeOtherFamilies(trx, userId, session?.family_id, new Date());
    return row;
  });
  if (!updated) throw sessionExpired();
  // Every access token out there ends; this session goes on with a new one.
  await announceSessionVersion(deps.revocations, updated);
  const accessToken = signAccessToken(app, await loadUserView(db, updated), { familyId: session?.family_id, row: updated });
  setAccessCookie(reply, config, accessToken, session?.remember ?? false);
}
