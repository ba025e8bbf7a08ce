// OpenAPI: every route's TypeBox schemas become one document per process, and each service answers
// GET /api/<name>/docs with the part of it that is its own (its routes alone, also in embedded mode). Each
// operation carries its access declaration as `x-access`.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { accessOf, enforceAccess, type Access } from './access.js';
import type { ServiceModule } from './types.js';

const declaredAccess = new WeakMap<FastifyInstance, Map<string, Access>>();

/** Registers the document and the access hook; call before any route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  declaredAccess.set(app, enforceAccess(app));
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

/** The path's operations, each with its `x-access`. */
function withAccess(path: string, operations: object, declared: Map<string, Access> | undefined): object {
  return Object.fromEntries(
    Object.entries(operations).map(([method, operation]) => {
      const access = declared && accessOf(declared, method, path);
      return [method, access ? { ...(operation as object), 'x-access': access } : operation];
    }),
  );
}

/** Registers the module's routes in their own scope, remembering their paths for its document. */
export async function registerDocumentedRoutes(app: FastifyInstance, module: ServiceModule, register: (scope: FastifyInstance) => Promise<void>): Promise<void> {
  const paths = new Set<string>();
  await app.register(async (scope) => {
    // OpenAPI writes /x/:id as /x/{id}.
    scope.addHook('onRoute', (route) => void paths.add(route.url.replace(/:(\w+)/g, '{$1}')));
    await register(scope);
  });
  app.get(`/api/${module.name}/docs`, { config: { access: { public: true } }, schema: { hide: true } }, async () => {
    const document = app.swagger();
    const own = Object.entries(document.paths ?? {})
      .filter(([path]) => paths.has(path))
      .map(([path, operations]) => [path, withAccess(path, operations ?? {}, declaredAccess.get(app))]);
    return { ...document, info: { ...document.info, title: `Campus ${module.name} API` }, paths: Object.fromEntries(own) };
  });
}
