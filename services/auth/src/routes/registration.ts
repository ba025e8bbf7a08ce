// POST /api/auth/register, /verify-email, /resend-verification: public. Registration makes a student account
// that cannot sign in until the emailed link is opened; opening it signs the person in. Open unless
// REGISTRATION=off (a university that creates every account itself turns it off).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AUTH_ERROR_CODES,
  ErrorBody,
  INVALID_EMAIL_MESSAGE,
  INVALID_VERIFICATION_TOKEN_MESSAGE,
  isEmailAddress,
  NAME_MAX_LENGTH,
  passwordMessage,
  passwordProblem,
  RefreshResponse,
  REGISTERED_MESSAGE,
  RegisterBody,
  RegisterResponse,
  REGISTRATION_CLOSED_MESSAGE,
  ResendVerificationBody,
  SuccessResponse,
  VerifyEmailBody,
} from '@campus/contracts';
import type { Config, RateLimitRule } from '@campus/kit';
import { badRequest, forbidden, isUniqueViolation, tooManyRequests } from '@campus/kit';
import { findLiveToken } from '../account-tokens.js';
import type { AuthContext } from '../context.js';
import { useAccountToken } from '../db/account-token.repository.js';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, updateUser } from '../db/user.repository.js';
import { mailLanguageOf } from '../mail/account-mail.js';
import { sendMailJob } from '../jobs/send-mail.js';
import { hashPassword } from '../passwords.js';
import { completeSignIn } from '../sign-in.js';

/** Sign-ups from one address: a class registering together fits, a script does not. */
export const REGISTER_IP_RULE: RateLimitRule = { name: 'auth-register-ip', points: 20, durationSeconds: 60 * 60 };
export const RESEND_EMAIL_RULE: RateLimitRule = { name: 'auth-resend-email', points: 3, durationSeconds: 60 * 60 };

export const VERIFICATION_RESENT_MESSAGE = 'If this email has an account waiting for confirmation, we have sent a new link. It is valid for 24 hours.';

export function registrationOpen(config: Config): boolean {
  return config.registration !== 'off';
}

/** False when the address was taken meanwhile (two sign-ups at once): the second is answered as if it came later. */
async function insertStudent(db: AuthContext['db'], person: { email: string; passwordHash: string; firstName: string; lastName: string }): Promise<boolean> {
  try {
    await insertUser(db, { email: person.email, password_hash: person.passwordHash, first_name: person.firstName, last_name: person.lastName, role: 'student', email_verified: false });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function registrationRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, deps } = context;
  const registerByIp = deps.rateLimiter(REGISTER_IP_RULE);
  const resendByEmail = deps.rateLimiter(RESEND_EMAIL_RULE);

  api.post(
    '/api/auth/register',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Create a student account and email a confirmation link (public; does not sign in; off with REGISTRATION=off)',
        body: RegisterBody,
        response: { 201: RegisterResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!registrationOpen(context.config)) throw forbidden(REGISTRATION_CLOSED_MESSAGE, AUTH_ERROR_CODES.registrationClosed);
      const { body } = request;
      const email = normalizeEmail(body.email);
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      if (!firstName) throw badRequest('First name is required', { field: 'firstName' }, 'VALIDATION_FAILED');
      if (!lastName) throw badRequest('Last name is required', { field: 'lastName' }, 'VALIDATION_FAILED');
      for (const [field, value, label] of [['firstName', firstName, 'First name'], ['lastName', lastName, 'Last name']] as const) {
        if (value.length > NAME_MAX_LENGTH) throw badRequest(`${label} must be at most ${NAME_MAX_LENGTH} characters`, { field }, 'VALIDATION_FAILED');
      }
      if (!isEmailAddress(email)) throw badRequest(INVALID_EMAIL_MESSAGE, { field: 'email' }, 'VALIDATION_FAILED');
      const problem = passwordProblem(body.password, 'reset');
      if (problem) throw badRequest(passwordMessage(problem), { field: 'password', rule: problem }, AUTH_ERROR_CODES.weakPassword);

      const limit = await registerByIp.consume(request.ip);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfter, `Too many sign-ups from your network. Please try again in ${limit.retryAfter} seconds.`);
      // A taken address gets the same answer, so registration does not tell who has an account; its owner gets a mail
      // pointing to sign-in instead. The password is hashed either way, so the answer takes as long.
      const passwordHash = await hashPassword(body.password);
      const created = !(await findUserByEmail(db, email)) && (await insertStudent(db, { email, passwordHash, firstName, lastName }));
      const language = mailLanguageOf(body.language, request.headers['accept-language']);
      await deps.jobs.enqueue(sendMailJob, { v: 1, kind: created ? 'email-verification' : 'account-exists', email, language });
      return reply.status(201).send({ success: true, message: REGISTERED_MESSAGE });
    },
  );

  api.post(
    '/api/auth/verify-email',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Confirm the email address with the emailed token and sign in (public; single use, 24 hours)',
        body: VerifyEmailBody,
        response: { 200: RefreshResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const invalidToken = () => badRequest(INVALID_VERIFICATION_TOKEN_MESSAGE, { field: 'token' }, AUTH_ERROR_CODES.invalidVerificationToken);
      const token = await findLiveToken(db, request.body.token, 'email_verification');
      if (!token) throw invalidToken();
      const now = new Date();
      const verified = await db.transaction().execute(async (trx) => {
        const owner = await findUserById(trx, token.user_id);
        if (!owner?.is_active || !(await useAccountToken(trx, token.id, now))) return undefined;
        return updateUser(trx, owner.id, { email_verified: true });
      });
      if (!verified) throw invalidToken();
      return { user: await completeSignIn(app, context, reply, verified, false) };
    },
  );

  api.post(
    '/api/auth/resend-verification',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Email a new confirmation link to an account waiting for one (public; the same answer for every address)',
        body: ResendVerificationBody,
        response: { 200: SuccessResponse, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmailAddress(email)) throw badRequest(INVALID_EMAIL_MESSAGE, { field: 'email' }, 'VALIDATION_FAILED');
      const limit = await resendByEmail.consume(email);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfter, `Too many requests. Please try again in ${limit.retryAfter} seconds.`);
      // The job looks the address up, so the answer takes the same time whether or not it has an account.
      await deps.jobs.enqueue(sendMailJob, { v: 1, kind: 'email-verification', email, language: mailLanguageOf(request.body.language, request.headers['accept-language']) });
      return { success: true, message: VERIFICATION_RESENT_MESSAGE };
    },
  );
}
