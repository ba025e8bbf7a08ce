// POST /api/auth/login, /logout, /refresh: public routes (they are how a session starts and ends).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AUTH_ERROR_CODES,
  ErrorBody,
  INVALID_EMAIL_MESSAGE,
  isEmailAddress,
  LoginBody,
  LoginResponse,
  RefreshResponse,
  SuccessResponse,
} from '@campus/contracts';
import { badRequest, forbidden, unauthorized } from '@campus/kit';
import type { AuthContext } from '../context.js';
import { findRefreshTokenByHash, revokeFamily } from '../db/refresh-token.repository.js';
import { findUserById, findUserByEmail, normalizeEmail, recordLogin } from '../db/user.repository.js';
import { assertLoginAllowed, countFailedLogin } from '../login-limits.js';
import { verifyAgainstDummy, verifyPassword } from '../passwords.js';
import {
  clearSessionCookies,
  hashToken,
  issueRefreshToken,
  REFRESH_COOKIE,
  rotateRefreshToken,
  sessionExpired,
  setSessionCookies,
  signAccessToken,
} from '../sessions.js';
import { loadUserView } from '../user-view.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Please contact your administrator.';

export async function sessionRoutes(app: FastifyInstance, { db, config, limits }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in with email and password (public)',
        body: LoginBody,
        response: { 200: LoginResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmailAddress(email)) throw badRequest(INVALID_EMAIL_MESSAGE, { field: 'email' }, 'VALIDATION_FAILED');
      await assertLoginAllowed(limits, request.ip, email);

      const user = await findUserByEmail(db, email);
      // Unknown emails cost the same work and get the same answer as wrong passwords: no account enumeration.
      const matches = user ? await verifyPassword(user.password_hash, request.body.password) : await verifyAgainstDummy(request.body.password);
      if (!user || !matches) {
        await countFailedLogin(limits, request.ip, email);
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE, AUTH_ERROR_CODES.invalidCredentials);
      }
      if (!user.is_active) throw forbidden(ACCOUNT_DISABLED_MESSAGE, AUTH_ERROR_CODES.accountDisabled);
      await limits.account.reset(email);

      const now = new Date();
      const view = await loadUserView(db, await recordLogin(db, user.id, now));
      const refresh = await issueRefreshToken(db, user.id, request.body.rememberMe ?? false, now);
      setSessionCookies(reply, config, signAccessToken(app, view), refresh);
      // MFA arrives in a later issue; until then no account can have it on.
      return { requiresMFA: false, user: view };
    },
  );

  api.post(
    '/api/auth/refresh',
    {
      schema: {
        summary: 'Exchange the refresh cookie for a new session (public; rotates the refresh token)',
        response: { 200: RefreshResponse, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      try {
        if (!presented) throw sessionExpired();
        const now = new Date();
        const { userId, next } = await rotateRefreshToken(db, presented, now);
        const user = await findUserById(db, userId);
        if (!user?.is_active) {
          await revokeFamily(db, next.familyId, now);
          throw sessionExpired();
        }
        const view = await loadUserView(db, user);
        setSessionCookies(reply, config, signAccessToken(app, view), next);
        return { user: view };
      } catch (error) {
        // A failed refresh leaves no half-valid cookies behind.
        clearSessionCookies(reply, config);
        throw error;
      }
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Sign out: ends this session everywhere it was refreshed (public; works with an expired session)',
        response: { 200: SuccessResponse },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (presented) {
        const token = await findRefreshTokenByHash(db, hashToken(presented));
        if (token) await revokeFamily(db, token.family_id, new Date());
      }
      clearSessionCookies(reply, config);
      return { success: true };
    },
  );
}
