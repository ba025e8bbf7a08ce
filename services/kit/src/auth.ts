/// <reference types="@fastify/jwt" preserve="true" />
/// <reference types="@fastify/cookie" preserve="true" />
// Verifies access tokens (RS256, from the access_token cookie or a bearer header) and guards routes by role,
// permission or service token. Only auth holds the private key and signs.
import { timingSafeEqual } from 'node:crypto';
import jwt from '@fastify/jwt';
import { hasPermission, hasRole } from '@campus/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from './errors.js';
import type { Revocations } from './revocations.js';
import type { Config } from './types.js';

/** What an access token carries. */
export interface AccessClaims {
  sub: string;
  email: string;
  role: string;
  roles: string[];
  permissions: string[];
  /** The user must change the password before doing anything else. */
  mcp: boolean;
  /** The session (refresh-token family) it was issued to; sign-out ends it. */
  sid?: string;
  /** The person's session version when issued; a password change, deactivation or role removal raises it. */
  sv?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    campusServiceToken: string;
    campusRevocations?: Revocations;
  }
}

export const ACCESS_TOKEN_COOKIE = 'access_token';
/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** Verifies access tokens with the public key; with `revocations`, a token ended early is refused too. */
export async function registerAuth(app: FastifyInstance, config: Config, revocations?: Revocations): Promise<void> {
  await app.register(jwt, {
    secret: { public: config.jwtPublicKey, ...(config.jwtPrivateKey ? { private: config.jwtPrivateKey } : {}) },
    sign: { algorithm: 'RS256', expiresIn: ACCESS_TOKEN_SECONDS },
    verify: { algorithms: ['RS256'] },
    cookie: { cookieName: ACCESS_TOKEN_COOKIE, signed: false },
  });
  app.decorate('campusServiceToken', config.serviceToken);
  app.decorate('campusRevocations', revocations);
}

/** 401 unless the request carries a valid access token whose session has not ended; sets request.user. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  if (isVerified(request)) return;
  try {
    await request.jwtVerify();
  } catch {
    throw unauthorized();
  }
  if (request.server.campusRevocations?.isRevoked(request.user)) throw unauthorized('Your session has ended. Please sign in again', 'SESSION_ENDED');
  verified.add(request);
}

/** 401 without a token, 403 unless the user has one of the roles (admin passes). */
export function requireRole(...roles: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await authenticate(request);
    // Admin passes every check (the shared rule); hasRole itself matches only the roles asked for.
    if (!hasRole(request.user, 'admin', ...roles)) throw forbidden();
  };
}

/** 401 without a token, 403 unless the user holds resource:action (manage implies every action; admin passes). */
export function requirePermission(resource: string, action: string) {
  return async (request: FastifyRequest): Promise<void> => {
    await authenticate(request);
    if (!hasPermission(request.user, resource, action)) throw forbidden();
  };
}

/** For /internal routes between services: the x-service-token header must match SERVICE_TOKEN. */
export async function requireServiceToken(request: FastifyRequest): Promise<void> {
  const given = request.headers['x-service-token'];
  if (typeof given !== 'string' || !sameSecret(given, request.server.campusServiceToken)) {
    throw new AppError(401, 'INVALID_SERVICE_TOKEN', 'A valid x-service-token header is required');
  }
}

const verified = new WeakSet<FastifyRequest>();

function isVerified(request: FastifyRequest): boolean {
  return verified.has(request);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
