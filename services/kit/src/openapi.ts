// OpenAPI: every route's TypeBox schemas become one document per process, and each service answers
// GET /api/<name>/docs with the part of it that is its own (its routes alone, also in embedded mode). Each
// operation carries its access declaration as `x-access` and, where it changes records for a role, its audit
// action as `x-audit`.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '@campus/contracts';
import { enforceAccess, openApiPath, operationKey, type Access } from './access.js';
import { enforceAudit } from './audit.js';
import { Type } from 'typebox';
import type { ServiceModule } from './types.js';

interface Declarations {
  access: Map<string, Access>;
  audit: Map<string, AuditAction | false>;
}

const declarations = new WeakMap<FastifyInstance, Declarations>();

/** Registers the document and the access and audit checks; call before any route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  declarations.set(app, { access: enforceAccess(app), audit: enforceAudit(app) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Campus API', version: '1' },
      components: {
        securitySchemes: {
          accessCookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ accessCookie: [] }, { bearer: [] }],
    },
  });
}

/** The path's operations, each with its `x-access` and `x-audit`. */
function withDeclarations(path: string, operations: object, declared: Declarations | undefined): object {
  return Object.fromEntries(
    Object.entries(operations).map(([method, operation]) => {
      const access = declared?.access.get(operationKey(method, path));
      const audit = declared?.audit.get(operationKey(method, path));
      return [method, { ...(operation as object), ...(access ? { 'x-access': access } : {}), ...(audit !== undefined ? { 'x-audit': audit } : {}) }];
    }),
  );
}

const ServiceHealth = Type.Object({ service: Type.String(), status: Type.Literal('ok') });

/** Registers the module's routes in their own scope, with its /api/<name>/health, remembering their paths for its document. */
export async function registerDocumentedRoutes(app: FastifyInstance, module: ServiceModule, register: (scope: FastifyInstance) => Promise<void>): Promise<void> {
  const paths = new Set<string>();
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      paths.add(openApiPath(route.url));
      // Whose route it is, for the metrics of a process that mounts several services.
      route.config = { ...route.config, serviceName: module.name };
    });
    scope.get(
      `/api/${module.name}/health`,
      { config: { access: { public: true } }, schema: { summary: `Whether the ${module.name} service answers (public)`, response: { 200: ServiceHealth } } },
      async () => ({ service: module.name, status: 'ok' as const }),
    );
    await register(scope);
  });
  app.get(`/api/${module.name}/docs`, { config: { access: { public: true } }, schema: { hide: true } }, async () => {
    const document = app.swagger();
    const own = Object.entries(document.paths ?? {})
      .filter(([path]) => paths.has(path))
      .map(([path, operations]) => [path, withDeclarations(path, operations ?? {}, declarations.get(app))]);
    return { ...document, info: { ...document.info, title: `Campus ${module.name} API` }, paths: Object.fromEntries(own) };
  });
}
