// Sessions: a 15-minute access JWT plus an opaque rotating refresh token, both in httpOnly cookies.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@campus/contracts';
import { AUTH_ERROR_CODES } from '@campus/contracts';
import type { Config, Revocations } from '@campus/kit';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_SECONDS, unauthorized } from '@campus/kit';
import type { AuthDb } from './db/database.js';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  markReplaced,
  revokeFamily,
} from './db/refresh-token.repository.js';
import type { RefreshTokenRow } from './db/refresh-token.table.js';
import type { UserRow } from './db/user.table.js';

export const REFRESH_COOKIE = 'refresh_token';
/** The refresh cookie only travels to the auth routes. */
export const REFRESH_COOKIE_PATH = '/api/auth';
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
/** Server-side lifetime of a refresh token when "remember me" was off (its cookie ends with the browser). */
export const SESSION_ONLY_SECONDS = 24 * 60 * 60;

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again';

export interface IssuedRefreshToken {
  token: string;
  id: string;
  familyId: string;
  remember: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What ties an access token to its session: the refresh family, and the person's session version. */
export interface TokenSession {
  familyId: string | undefined;
  row: Pick<UserRow, 'session_version'>;
}

export function signAccessToken(app: FastifyInstance, user: User, { familyId, row }: TokenSession): string {
  const claims = {
    sub: user.id,
    email: user.email,
    role: user.role,
    roles: user.roles,
    permissions: user.permissions,
    mcp: user.mustChangePassword,
    ...(familyId ? { sid: familyId } : {}),
    sv: row.session_version,
  };
  return app.jwt.sign(claims);
}

/** Ends one session: its refresh tokens now, its access tokens in every service as the bus delivers it. */
export async function endSession(db: AuthDb, revocations: Revocations, familyId: string, at: Date): Promise<void> {
  await revokeFamily(db, familyId, at);
  await revocations.revoke({ sessionId: familyId });
}

/** Tells every service that the person's access tokens signed below their (just raised) session version are over. */
export async function announceSessionVersion(revocations: Revocations, row: Pick<UserRow, 'id' | 'session_version'>): Promise<void> {
  await revocations.revoke({ userId: row.id, sessionVersion: row.session_version });
}

/** Stores a new refresh token; a new family unless one is given (rotation keeps the family). */
export async function issueRefreshToken(
  db: AuthDb,
  userId: string,
  remember: boolean,
  now: Date,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const lifetime = remember ? REMEMBER_ME_SECONDS : SESSION_ONLY_SECONDS;
  await insertRefreshToken(db, {
    id,
    family_id: familyId,
    user_id: userId,
    token_hash: hashToken(token),
    remember,
    expires_at: new Date(now.getTime() + lifetime * 1000),
  });
  return { token, id, familyId, remember };
}

/**
 * Exchanges a live refresh token for a new one in the same family. A token that was already rotated is a
 * replay (stolen or raced): the whole family is revoked and the caller must sign in again.
 */
export async function rotateRefreshToken(
  db: AuthDb,
  revocations: Revocations,
  presented: string,
  now: Date,
): Promise<{ userId: string; next: IssuedRefreshToken }> {
  const current = await findRefreshTokenByHash(db, hashToken(presented));
  if (!current) throw sessionExpired();
  if (current.replaced_by) {
    await endSession(db, revocations, current.family_id, now);
    throw unauthorized('This session was ended for your safety. Please log in again', AUTH_ERROR_CODES.refreshReused);
  }
  if (current.revoked_at || current.expires_at.getTime() <= now.getTime()) throw sessionExpired();

  return db.transaction().execute(async (trx) => {
    const next = await issueRefreshToken(trx, current.user_id, current.remember, now, current.family_id);
    if (!(await markReplaced(trx, current.id, next.id, now))) throw sessionExpired();
    return { userId: current.user_id, next };
  });
}

/** The live refresh token behind this request's cookie (only sent to /api/auth/*), if any. */
export async function currentRefreshToken(db: AuthDb, request: FastifyRequest): Promise<RefreshTokenRow | undefined> {
  const presented = request.cookies[REFRESH_COOKIE];
  if (!presented) return undefined;
  const row = await findRefreshTokenByHash(db, hashToken(presented));
  return row && !row.revoked_at ? row : undefined;
}

export function sessionExpired() {
  return unauthorized(SESSION_EXPIRED_MESSAGE, AUTH_ERROR_CODES.sessionExpired);
}

function secureCookies(config: Config): boolean {
  return config.publicUrl.startsWith('https:');
}

export function setAccessCookie(reply: FastifyReply, config: Config, accessToken: string, remember: boolean): void {
  reply.setCookie(ACCESS_TOKEN_COOKIE, accessToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(config),
    path: '/',
    // Without "remember me" both cookies end with the browser session.
    ...(remember ? { maxAge: ACCESS_TOKEN_SECONDS } : {}),
  });
}

export function setSessionCookies(reply: FastifyReply, config: Config, accessToken: string, refresh: IssuedRefreshToken): void {
  setAccessCookie(reply, config, accessToken, refresh.remember);
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(config),
    path: REFRESH_COOKIE_PATH,
    ...(refresh.remember ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(config) };
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { ...base, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
}
