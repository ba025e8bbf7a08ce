// Between a correct password and the MFA code: a signed httpOnly cookie (5 minutes, only sent to /api/auth) that
// says who passed the password step and whether they asked to be remembered. No session exists until the code.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MFA_PENDING_SECONDS } from '@campus/contracts';
import type { Config } from '@campus/kit';
import { cookieSigner } from './server-keys.js';

export const MFA_PENDING_COOKIE = 'mfa_pending';
const COOKIE_PATH = '/api/auth';

export interface PendingSignIn {
  userId: string;
  remember: boolean;
}

export interface MfaPending {
  start(reply: FastifyReply, pending: PendingSignIn): void;
  /** The pending sign-in behind this request's cookie, while it is valid. */
  read(request: FastifyRequest): PendingSignIn | undefined;
  clear(reply: FastifyReply): void;
}

export function createMfaPending(config: Config): MfaPending {
  const signer = cookieSigner<PendingSignIn>(config, 'mfa-pending-cookie');
  const options = { httpOnly: true, sameSite: 'strict' as const, secure: config.publicUrl.startsWith('https:'), path: COOKIE_PATH };
  return {
    start(reply, pending) {
      reply.setCookie(MFA_PENDING_COOKIE, signer.sign(pending, MFA_PENDING_SECONDS), { ...options, maxAge: MFA_PENDING_SECONDS });
    },
    read(request) {
      return signer.verify(request.cookies[MFA_PENDING_COOKIE]);
    },
    clear(reply) {
      reply.clearCookie(MFA_PENDING_COOKIE, options);
    },
  };
}
