// Small helpers for talking to the app over app.inject the way a browser would.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { uniqueIp } from './factories.js';

export interface Credentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface SessionCookies {
  access: string;
  refresh: string;
}

export type ResponseCookie = LightMyRequestResponse['cookies'][number];

export function cookie(response: LightMyRequestResponse, name: string): ResponseCookie | undefined {
  return response.cookies.find((item) => item.name === name);
}

export function sessionOf(response: LightMyRequestResponse): SessionCookies {
  const access = cookie(response, 'access_token')?.value;
  const refresh = cookie(response, 'refresh_token')?.value;
  if (!access || !refresh) throw new Error(`expected session cookies, got ${response.statusCode} ${response.body}`);
  return { access, refresh };
}

export function login(app: FastifyInstance, credentials: Credentials, ip = uniqueIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials, remoteAddress: ip });
}

export async function signIn(app: FastifyInstance, credentials: Credentials): Promise<SessionCookies> {
  return sessionOf(await login(app, credentials));
}

export function refresh(app: FastifyInstance, refreshToken?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: refreshToken ? { refresh_token: refreshToken } : {},
  });
}

export function getAs(app: FastifyInstance, url: string, session: Pick<SessionCookies, 'access'>) {
  return app.inject({ method: 'GET', url, cookies: { access_token: session.access } });
}

/** A POST from the signed-in browser: the refresh cookie goes along to /api/auth/* as its path allows. */
export function postAs(app: FastifyInstance, url: string, session: SessionCookies, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    cookies: { access_token: session.access, refresh_token: session.refresh },
    ...(payload ? { payload } : {}),
  });
}
