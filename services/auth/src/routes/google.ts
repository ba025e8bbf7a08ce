// GET /api/auth/google/check, /api/auth/google, /api/auth/google/callback: signing in with a Google account
// (OpenID Connect), for people who already have a Campus account with that verified email. Public routes.
// check tells the login page whether (and where) to go; /api/auth/google starts an attempt (state, nonce and PKCE
// verifier in a 10-minute signed cookie) and redirects to Google; the callback finishes it and lands on
// /dashboard?auth=success, or on /login?error=<GoogleSignInError> with a reason the page translates.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH_ERROR_CODES, ErrorBody, GoogleCheckResponse, type GoogleSignInError } from '@campus/contracts';
import { notFound } from '@campus/kit';
import type { AuthContext } from '../context.js';
import { findUserByEmail } from '../db/user.repository.js';
import { findUserByGoogleWorkspaceId } from '../db/user-directory.repository.js';
import { createGoogleSignIn, type GoogleAttempt } from '../google-oidc.js';
import { clearFailedLogins, countFailedLogin, tooManyLoginAttempts } from '../login-limits.js';
import { createMfaPending } from '../mfa-pending.js';
import { cookieSigner } from '../server-keys.js';
import { completeSignIn } from '../sign-in.js';

export const GOOGLE_START_PATH = '/api/auth/google';
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
export const GOOGLE_ATTEMPT_COOKIE = 'google_oidc';
const ATTEMPT_SECONDS = 10 * 60;
/** A redirect answers with a Location header and no body. */
const Redirect = Type.Null({ description: 'Redirect (see Location)' });
export const GOOGLE_SUCCESS_REDIRECT = '/dashboard?auth=success';

const CallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 4096 })),
    state: Type.Optional(Type.String({ maxLength: 512 })),
    error: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: true },
);

export async function googleRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config, limits } = context;
  const google = config.google ? createGoogleSignIn(config.google, `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`) : undefined;
  const attempts = cookieSigner<GoogleAttempt>(config, 'google-state-cookie');
  const mfaPending = createMfaPending(config);
  // Lax, not strict: the callback is a top-level navigation coming back from Google.
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: config.publicUrl.startsWith('https:'), path: GOOGLE_START_PATH };

  const notConfigured = () => notFound('Google sign-in is not configured', AUTH_ERROR_CODES.googleNotConfigured);
  /** The client address over its limit of failed sign-ins, in seconds to wait; 0 when it may try. */
  const ipRetryAfter = async (request: FastifyRequest) => {
    const state = await limits.ip.peek(request.ip);
    return state.allowed ? 0 : state.retryAfter;
  };
  const backToLogin = (reply: FastifyReply, error: GoogleSignInError) => reply.redirect(`/login?error=${error}`, 302);

  api.get(
    '/api/auth/google/check',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Whether Google sign-in is available, and where to start it (public; 429 while this address is over the login limits)',
        response: { 200: GoogleCheckResponse, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      if (!google) throw notConfigured();
      const retryAfter = await ipRetryAfter(request);
      if (retryAfter > 0) throw tooManyLoginAttempts(retryAfter);
      return { url: GOOGLE_START_PATH };
    },
  );

  api.get(
    GOOGLE_START_PATH,
    { config: { access: { public: true } }, schema: { summary: 'Start signing in with Google: redirects to the provider (public)', response: { 302: Redirect, 404: ErrorBody, 429: ErrorBody } } },
    async (request, reply) => {
      if (!google) throw notConfigured();
      if ((await ipRetryAfter(request)) > 0) return backToLogin(reply, 'google_rate_limited');
      let started: Awaited<ReturnType<typeof google.start>>;
      try {
        started = await google.start();
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in: the provider could not be reached');
        return backToLogin(reply, 'google_failed');
      }
      reply.setCookie(GOOGLE_ATTEMPT_COOKIE, attempts.sign(started.attempt, ATTEMPT_SECONDS), { ...cookieOptions, maxAge: ATTEMPT_SECONDS });
      return reply.redirect(started.url, 302);
    },
  );

  api.get(
    GOOGLE_CALLBACK_PATH,
    { config: { access: { public: true } }, schema: { summary: 'Where Google sends the browser back: signs in and redirects (public)', querystring: CallbackQuery, response: { 302: Redirect, 404: ErrorBody } } },
    async (request, reply) => {
      if (!google) throw notConfigured();
      const attempt = attempts.verify(request.cookies[GOOGLE_ATTEMPT_COOKIE]);
      // One attempt, one callback: a second visit (reload, replayed link) finds no cookie.
      reply.clearCookie(GOOGLE_ATTEMPT_COOKIE, cookieOptions);
      if ((await ipRetryAfter(request)) > 0) return backToLogin(reply, 'google_rate_limited');
      // The person cancelled at Google: nothing to count.
      if (request.query.error === 'access_denied') return backToLogin(reply, 'google_failed');

      let identity: Awaited<ReturnType<typeof google.finish>>;
      try {
        if (!attempt) throw new Error('No sign-in attempt in progress (expired, or started in another browser)');
        identity = await google.finish(new URL(request.url, config.publicUrl), attempt);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        await limits.ip.consume(request.ip);
        return backToLogin(reply, 'google_failed');
      }
      if (!identity.emailVerified || !google.domainAllowed(identity)) {
        await countFailedLogin(limits, request.ip, identity.email);
        return backToLogin(reply, identity.emailVerified ? 'google_domain' : 'google_failed');
      }
      // A Workspace account linked to a Campus account (link-user, provisioning) opens it whatever its address.
      const user = (await findUserByGoogleWorkspaceId(db, identity.subject)) ?? (await findUserByEmail(db, identity.email));
      if (!user) {
        // Accounts are made by the university (or by registering), never by signing in with Google.
        await countFailedLogin(limits, request.ip, identity.email);
        return backToLogin(reply, 'google_no_account');
      }
      if (!user.is_active) return backToLogin(reply, 'google_disabled');
      if (user.mfa_enabled) {
        // Google proves the email; the account still asks for its second factor, on the login page.
        mfaPending.start(reply, { userId: user.id, remember: false });
        return reply.redirect('/login?mfa=required', 302);
      }
      await clearFailedLogins(limits, request.ip, user.email);
      await completeSignIn(app, context, reply, user, false);
      return reply.redirect(GOOGLE_SUCCESS_REDIRECT, 302);
    },
  );
}
