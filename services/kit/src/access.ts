// Who may call a route, declared once beside its schema (`config: { access }`) and enforced by one hook. A route
// under /api or /internal without a declaration stops the service at start-up, so none can be forgotten. The
// declaration is published in the OpenAPI document as `x-access`, where the generated matrix test reads it.
import { ErrorBody } from '@campus/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { authenticate, requirePermission, requireRole, requireServiceToken } from './auth.js';
import { AppError, forbidden, unauthorized } from './errors.js';

/**
 * Which records a permitted caller reaches, enforced by the route itself and proven by the matrix test:
 * - `unit`: the dean's office its faculties, a chair their departments (others answer 403 or 404);
 * - `own`: a person their own records (a student their group's, a lecturer what they teach).
 */
export type AccessScope = 'unit' | 'own';

export type Access =
  /** Anyone, signed in or not (sign-in, the login page's settings). */
  | { readonly public: true }
  /**
   * Any signed-in person, for what is theirs (their profile, their notifications). `passwordSetup`: also while
   * the password is a temporary one, which otherwise reaches nothing but the routes that replace it.
   */
  | { readonly signedIn: true; readonly passwordSetup?: true }
  /** These roles; admin always passes. */
  | { readonly roles: readonly string[]; readonly scope?: AccessScope }
  /**
   * Holders of resource:action (or resource:manage); admin always passes. `refuseWith: 401` answers others 401
   * INSUFFICIENT_PERMISSION where a client contract reads 401 as "lacking permission".
   */
  | { readonly permission: `${string}:${string}`; readonly scope?: AccessScope; readonly refuseWith?: 401 }
  /** Other services only, with the x-service-token header. */
  | { readonly service: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

type Guard = (request: FastifyRequest) => Promise<void>;

function guardOf(access: Access): Guard | undefined {
  if ('public' in access) return undefined;
  if ('service' in access) return requireServiceToken;
  const guard = personGuardOf(access);
  if ('signedIn' in access && access.passwordSetup) return guard;
  return async (request) => {
    await guard(request);
    if (request.user.mcp) throw forbidden('Set your own password first: the one you have is temporary', 'PASSWORD_SETUP_REQUIRED');
  };
}

function personGuardOf(access: Exclude<Access, { public: true } | { service: true }>): Guard {
  if ('signedIn' in access) return authenticate;
  if ('roles' in access) return requireRole(...access.roles);
  const [resource, action] = access.permission.split(':') as [string, string];
  const guard = requirePermission(resource, action);
  if (!access.refuseWith) return guard;
  return async (request) => {
    await guard(request).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 403) throw unauthorized(`You need the ${access.permission} permission`, 'INSUFFICIENT_PERMISSION');
      throw error;
    });
  };
}

/** The answers a guard can give, so every operation documents them. */
function guardAnswers(access: Access): Record<number, typeof ErrorBody> {
  if ('public' in access) return {};
  if ('service' in access || ('signedIn' in access && access.passwordSetup)) return { 401: ErrorBody };
  // Everyone else may also answer 403 PASSWORD_SETUP_REQUIRED.
  return { 401: ErrorBody, 403: ErrorBody };
}

const GUARDED = /^\/(api|internal)\//;

/** A route's path as OpenAPI writes it: /x/:id is /x/{id}. */
export const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

/** How a route's declarations are looked up: `METHOD /openapi/{path}`, from a Fastify or an OpenAPI path. */
export const operationKey = (method: string, url: string): string => `${method.toUpperCase()} ${openApiPath(url)}`;

/**
 * Puts each route's guard first in its onRequest hooks and adds its 401/403 (and 400 where it validates input)
 * to the documented answers. Call before any route is registered.
 */
export function enforceAccess(app: FastifyInstance): Map<string, Access> {
  const declared = new Map<string, Access>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!GUARDED.test(route.url)) return;
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (!access) throw new Error(`${methods.join(',')} ${route.url} declares no access: add config.access beside its schema`);
    for (const method of methods) declared.set(operationKey(method, route.url), access);
    const guard = guardOf(access);
    if (guard) route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
    const schema = route.schema;
    if (schema && !schema.hide) {
      const validates = schema.body || schema.querystring || schema.params;
      schema.response = { ...(validates ? { 400: ErrorBody } : {}), ...guardAnswers(access), ...(schema.response as object) };
    }
  });
  return declared;
}
