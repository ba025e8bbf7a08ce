// POST /api/auth/login, /logout, /refresh: public routes (they are how a session starts and ends).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AUTH_ERROR_CODES,
  EMAIL_NOT_VERIFIED_MESSAGE,
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
import { findUserById, findUserByEmail, normalizeEmail } from '../db/user.repository.js';
import { assertLoginAllowed, clearFailedLogins, countFailedLogin } from '../login-limits.js';
import { createMfaPending } from '../mfa-pending.js';
import { verifyAgainstDummy, verifyPassword } from '../passwords.js';
import {
  clearSessionCookies,
  endSession,
  hashToken,
  REFRESH_COOKIE,
  rotateRefreshToken,
  sessionExpired,
  setSessionCookies,
  signAccessToken,
} from '../sessions.js';
import { completeSignIn } from '../sign-in.js';
import { loadUserView } from '../user-view.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Please contact your administrator.';

export async function sessionRoutes(app: FastifyInstance, { db, config, limits, deps }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const mfaPending = createMfaPending(config);

  api.post(
    '/api/auth/login',
    {
      config: { access: { public: true } },
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
      // Registered but the emailed link was not opened yet (told only after the password matched).
      if (!user.email_verified) throw forbidden(EMAIL_NOT_VERIFIED_MESSAGE, AUTH_ERROR_CODES.emailNotVerified);
      const remember = request.body.rememberMe ?? false;
      if (user.mfa_enabled) {
        // No session yet: verify-mfa finishes with the code. The account's failure count is cleared only then,
        // or a known password would buy unlimited code guesses.
        mfaPending.start(reply, { userId: user.id, remember });
        return { requiresMFA: true };
      }
      await clearFailedLogins(limits, request.ip, email);
      return { requiresMFA: false, user: await completeSignIn(app, { db, config }, reply, user, remember) };
    },
  );

  api.post(
    '/api/auth/refresh',
    {
      config: { access: { public: true } },
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
        const { userId, next } = await rotateRefreshToken(db, deps.revocations, presented, now);
        const user = await findUserById(db, userId);
        if (!user?.is_active) {
          await revokeFamily(db, next.familyId, now);
          throw sessionExpired();
        }
        const view = await loadUserView(db, user);
        setSessionCookies(reply, config, signAccessToken(app, view, { familyId: next.familyId, row: user }), next);
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
      config: { access: { public: true } },
      schema: {
        summary: 'Sign out: ends this session everywhere it was refreshed (public; works with an expired session)',
        response: { 200: SuccessResponse },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (presented) {
        const token = await findRefreshTokenByHash(db, hashToken(presented));
        if (token) await endSession(db, deps.revocations, token.family_id, new Date());
      }
      clearSessionCookies(reply, config);
      return { success: true };
    },
  );
}
