// POST /api/auth/forgot-password and /reset-password: public (a person who forgot the password cannot sign in).
// forgot-password answers the same, at the same speed, whether or not the address has an account: the lookup,
// the token and the mail all happen in the "auth.send-mail" job.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AUTH_ERROR_CODES,
  ErrorBody,
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordBody,
  INVALID_EMAIL_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
  isEmailAddress,
  passwordMessage,
  passwordProblem,
  ResetPasswordBody,
  SuccessResponse,
} from '@campus/contracts';
import type { RateLimitRule } from '@campus/kit';
import { badRequest, tooManyRequests } from '@campus/kit';
import { findLiveToken } from '../account-tokens.js';
import type { AuthContext } from '../context.js';
import { clearFailedLogins } from '../login-limits.js';
import { useAccountToken } from '../db/account-token.repository.js';
import { revokeOtherFamilies } from '../db/refresh-token.repository.js';
import { findUserById, normalizeEmail, updateUserEndingTokens } from '../db/user.repository.js';
import { sendMailJob } from '../jobs/send-mail.js';
import { mailLanguageOf } from '../mail/account-mail.js';
import { hashPassword } from '../passwords.js';
import { announceSessionVersion } from '../sessions.js';

/** A person rarely needs more than a couple of links an hour; a mailbox is not flooded by someone else. */
export const FORGOT_EMAIL_RULE: RateLimitRule = { name: 'auth-forgot-email', points: 5, durationSeconds: 60 * 60 };
/** One client sweeping many addresses. */
export const FORGOT_IP_RULE: RateLimitRule = { name: 'auth-forgot-ip', points: 30, durationSeconds: 60 * 60 };

export async function recoveryRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, deps, limits } = context;
  const byEmail = deps.rateLimiter(FORGOT_EMAIL_RULE);
  const byIp = deps.rateLimiter(FORGOT_IP_RULE);

  api.post(
    '/api/auth/forgot-password',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Email a password reset link valid for 1 hour (public; the same answer whether or not the email has an account)',
        body: ForgotPasswordBody,
        response: { 200: SuccessResponse, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmailAddress(email)) throw badRequest(INVALID_EMAIL_MESSAGE, { field: 'email' }, 'VALIDATION_FAILED');
      for (const state of [await byIp.consume(request.ip), await byEmail.consume(email)]) {
        if (!state.allowed) throw tooManyRequests(state.retryAfter, `Too many requests. Please try again in ${state.retryAfter} seconds.`);
      }
      const language = mailLanguageOf(request.body.language, request.headers['accept-language']);
      await deps.jobs.enqueue(sendMailJob, { v: 1, kind: 'password-reset', email, language });
      return { success: true, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  api.post(
    '/api/auth/reset-password',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Set a new password with the emailed token (public; single use; ends every session of the user)',
        body: ResetPasswordBody,
        response: { 200: SuccessResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      const invalidToken = () => badRequest(INVALID_RESET_TOKEN_MESSAGE, { field: 'token' }, AUTH_ERROR_CODES.invalidResetToken);
      const token = await findLiveToken(db, request.body.token, 'password_reset');
      if (!token) throw invalidToken();
      const problem = passwordProblem(request.body.newPassword, 'reset');
      if (problem) throw badRequest(passwordMessage(problem), { field: 'newPassword', rule: problem }, AUTH_ERROR_CODES.weakPassword);

      const passwordHash = await hashPassword(request.body.newPassword);
      const now = new Date();
      // Using the token, the new password and the end of every session happen together or not at all.
      const user = await db.transaction().execute(async (trx) => {
        const owner = await findUserById(trx, token.user_id);
        if (!owner?.is_active || !(await useAccountToken(trx, token.id, now))) return undefined;
        // The link reached the mailbox, so the address is confirmed too.
        const updated = await updateUserEndingTokens(trx, owner.id, { password_hash: passwordHash, must_change_password: false, email_verified: true });
        await revokeOtherFamilies(trx, owner.id, undefined, now);
        return updated;
      });
      if (!user) throw invalidToken();
      await announceSessionVersion(deps.revocations, user);
      request.log.info({ userId: user.id }, 'password reset with an emailed link; every session ended');
      // Someone locked out by wrong guesses can sign in with the new password at once.
      await clearFailedLogins(limits, request.ip, user.email);
      return { success: true, message: 'Your password has been changed. You can now sign in with it.' };
    },
  );
}
