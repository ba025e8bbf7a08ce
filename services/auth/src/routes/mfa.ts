// POST /api/auth/enable-mfa, verify-mfa, disable-mfa: two-factor verification with an authenticator app (TOTP).
// enable-mfa and disable-mfa need a signed-in user; verify-mfa is public because it also finishes a sign-in whose
// password step answered {requiresMFA: true} (the signed pending cookie says who). Wrong codes count against the
// same limits as wrong passwords, and a code is accepted once (replay within its window is refused).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AUTH_ERROR_CODES,
  EnableMfaResponse,
  ErrorBody,
  MFA_ERROR_CODES,
  MfaCodeBody,
  SuccessResponse,
  VerifyMfaResponse,
} from '@campus/contracts';
import { authenticate, badRequest, conflict, forbidden, unauthorized } from '@campus/kit';
import type { AuthContext } from '../context.js';
import { currentUserRow } from '../current-user.js';
import type { AuthDb } from '../db/database.js';
import { findUserById, updateUser } from '../db/user.repository.js';
import type { UserRow } from '../db/user.table.js';
import { assertLoginAllowed, clearFailedLogins, countFailedLogin } from '../login-limits.js';
import { createMfaPending, MFA_PENDING_COOKIE, type PendingSignIn } from '../mfa-pending.js';
import { createMfaSecrets, matchingStep, qrCodeFor } from '../mfa-secrets.js';
import { completeSignIn } from '../sign-in.js';
import { loadUserView } from '../user-view.js';
import { ACCOUNT_DISABLED_MESSAGE } from './session.js';

export const INVALID_MFA_CODE_MESSAGE = 'Invalid verification code';
export const MFA_SIGN_IN_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again';
/** A secret from enable-mfa must be confirmed within this time, or enabling starts over. */
export const MFA_ENROLMENT_SECONDS = 60 * 60;

/** Moves the account's last accepted step forward; false when the step was used already (a replayed code). */
async function claimStep(db: AuthDb, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ mfa_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function mfaRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config, limits } = context;
  const secrets = createMfaSecrets(config);
  const pending = createMfaPending(config);

  /** Checks a code against a stored (encrypted) secret and uses it up; counts a failure against the limits. */
  async function acceptCode(request: FastifyRequest, user: UserRow, storedSecret: string | null, code: string): Promise<void> {
    await assertLoginAllowed(limits, request.ip, user.email);
    const secret = storedSecret ? secrets.decrypt(storedSecret) : undefined;
    const step = secret ? matchingStep(secret, code) : undefined;
    if (step === undefined || !(await claimStep(db, user.id, step))) {
      await countFailedLogin(limits, request.ip, user.email);
      throw badRequest(INVALID_MFA_CODE_MESSAGE, { field: 'token' }, MFA_ERROR_CODES.invalidCode);
    }
  }

  /** The second step of a password sign-in: the code, then the same session as a login without MFA. */
  async function finishSignIn(request: FastifyRequest, reply: FastifyReply, signIn: PendingSignIn, code: string) {
    const user = await findUserById(db, signIn.userId);
    if (!user) {
      pending.clear(reply);
      throw unauthorized(MFA_SIGN_IN_EXPIRED_MESSAGE, MFA_ERROR_CODES.pendingExpired);
    }
    if (!user.is_active) {
      pending.clear(reply);
      throw forbidden(ACCOUNT_DISABLED_MESSAGE, AUTH_ERROR_CODES.accountDisabled);
    }
    // Turned off in the meantime (by the person elsewhere): the password was right, so there is nothing more to ask.
    if (user.mfa_enabled) await acceptCode(request, user, user.mfa_secret, code);
    await clearFailedLogins(limits, request.ip, user.email);
    pending.clear(reply);
    return { success: true, user: await completeSignIn(app, context, reply, user, signIn.remember) };
  }

  /** The first code from the app confirms that it holds the secret; only then is MFA on. */
  async function confirmEnabling(request: FastifyRequest, code: string) {
    const user = await currentUserRow(db, request);
    if (user.mfa_enabled) throw conflict('Two-factor verification is already on', MFA_ERROR_CODES.alreadyEnabled);
    const started = user.mfa_pending_at ? new Date(user.mfa_pending_at).getTime() : 0;
    if (!user.mfa_pending_secret || Date.now() - started > MFA_ENROLMENT_SECONDS * 1000) {
      throw conflict('Turn two-factor verification on first, then enter the code from your app', MFA_ERROR_CODES.notStarted);
    }
    await acceptCode(request, user, user.mfa_pending_secret, code);
    const enabled = await updateUser(db, user.id, {
      mfa_enabled: true,
      mfa_secret: user.mfa_pending_secret,
      mfa_pending_secret: null,
      mfa_pending_at: null,
    });
    return { success: true, user: await loadUserView(db, enabled ?? user) };
  }

  api.post(
    '/api/auth/enable-mfa',
    {
      config: { access: { signedIn: true } },
      schema: {
        summary: 'Start turning on two-factor verification: a new secret and its QR code (signed-in user, for themselves)',
        response: { 200: EnableMfaResponse, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const user = await currentUserRow(db, request);
      if (user.mfa_enabled) throw conflict('Two-factor verification is already on', MFA_ERROR_CODES.alreadyEnabled);
      const secret = secrets.generate();
      await updateUser(db, user.id, { mfa_pending_secret: secrets.encrypt(secret), mfa_pending_at: new Date() });
      return { secret, qrCode: await qrCodeFor(secret, user.email) };
    },
  );

  api.post(
    '/api/auth/verify-mfa',
    {
      config: { access: { public: true } },
      schema: {
        summary:
          'Check a code: after a login that answered requiresMFA it completes the sign-in; when signed in it confirms turning MFA on (public)',
        body: MfaCodeBody,
        response: { 200: VerifyMfaResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const signIn = pending.read(request);
      if (signIn) return finishSignIn(request, reply, signIn, request.body.token);
      if (request.cookies[MFA_PENDING_COOKIE] !== undefined) {
        // A pending sign-in that is past its 5 minutes (or forged): start again from the password.
        pending.clear(reply);
        throw unauthorized(MFA_SIGN_IN_EXPIRED_MESSAGE, MFA_ERROR_CODES.pendingExpired);
      }
      await authenticate(request);
      return confirmEnabling(request, request.body.token);
    },
  );

  api.post(
    '/api/auth/disable-mfa',
    {
      config: { access: { signedIn: true } },
      schema: {
        summary: 'Turn two-factor verification off; needs a current code (signed-in user, for themselves)',
        body: MfaCodeBody,
        response: { 200: SuccessResponse, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await currentUserRow(db, request);
      if (!user.mfa_enabled) throw conflict('Two-factor verification is not on', MFA_ERROR_CODES.notEnabled);
      await acceptCode(request, user, user.mfa_secret, request.body.token);
      await updateUser(db, user.id, { mfa_enabled: false, mfa_secret: null, mfa_pending_secret: null, mfa_pending_at: null, mfa_last_step: null });
      return { success: true, message: 'Two-factor verification is off' };
    },
  );
}
