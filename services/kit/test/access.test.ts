// Access declared per route: enforced by the kit's one hook, published as x-access, and impossible to forget.
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { createServer, registerAuth, type AccessClaims, type ServiceModule } from '../src/index.js';
import { registerDocumentedRoutes, registerOpenApi } from '../src/openapi.js';
import { testConfig } from './support/backends.js';

const { config } = testConfig({});

const student: AccessClaims = { sub: 'u-student', email: 'student@campus.test', role: 'student', roles: ['student'], permissions: [], mcp: false };
const deans: AccessClaims = { sub: 'u-deans', email: 'deans@campus.test', role: 'deans_office', roles: ['deans_office'], permissions: ['students:read'], mcp: false };
const admin: AccessClaims = { sub: 'u-admin', email: 'admin@campus.test', role: 'admin', roles: ['admin'], permissions: [], mcp: false };

const Ok = Type.Object({ ok: Type.Boolean() });

const module: ServiceModule = {
  name: 'things',
  schemaName: 'things',
  migrations: {},
  async routes(app) {
    const ok = async () => ({ ok: true });
    app.get('/api/things/open', { config: { access: { public: true } }, schema: { summary: 'open' } }, ok);
    app.get('/api/things/mine', { config: { access: { signedIn: true } }, schema: { summary: 'mine' } }, ok);
    app.post(
      '/api/things/faculty',
      { config: { access: { roles: ['deans_office'], scope: 'unit' }, audit: 'faculty.updated' }, schema: { summary: 'deans', body: Type.Object({ name: Type.String() }), response: { 200: Ok } } },
      ok,
    );
    app.get('/api/things/students', { config: { access: { permission: 'students:read' } }, schema: { summary: 'permission' } }, ok);
    app.post('/api/things/init', { config: { access: { permission: 'roles:manage', refuseWith: 401 }, audit: false }, schema: { summary: 'init', response: { 200: Ok } } }, ok);
    app.get('/internal/things', { config: { access: { service: true } }, schema: { summary: 'service' } }, ok);
  },
};

async function appWith(routes: ServiceModule): Promise<FastifyInstance> {
  const app = await createServer(config);
  await registerAuth(app, config);
  await registerOpenApi(app);
  await registerDocumentedRoutes(app, routes, (scope) => routes.routes(scope, undefined as never));
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await appWith(module);
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST', url: string, who?: AccessClaims) =>
  app.inject({ method, url, payload: method === 'POST' ? { name: 'x' } : undefined, cookies: who ? { access_token: app.jwt.sign(who) } : {} });

test('a change made for a role without an audit declaration stops the service at start-up, naming it', async () => {
  const forgetful: ServiceModule = { ...module, routes: async (scope) => void scope.put('/api/things/:id', { config: { access: { roles: ['chair'] } } }, async () => ({})) };
  await expect(appWith(forgetful)).rejects.toThrow("PUT /api/things/:id changes records for a role: declare config.audit");
});

test('the OpenAPI document carries each declared audit action as x-audit', async () => {
  const document = (await app.inject('/api/things/docs')).json();
  expect(document.paths['/api/things/faculty'].post['x-audit']).toBe('faculty.updated');
  expect(document.paths['/api/things/init'].post['x-audit']).toBe(false);
  expect(document.paths['/api/things/students'].get['x-audit']).toBeUndefined();
});

test('a route under /api or /internal without an access declaration stops the service at start-up, naming it', async () => {
  const forgetful: ServiceModule = { ...module, routes: async (scope) => void scope.delete('/api/things/:id', async () => ({})) };
  await expect(appWith(forgetful)).rejects.toThrow('DELETE /api/things/:id declares no access');
});

test('a route outside /api and /internal needs no declaration (pages, /health)', async () => {
  const plain = Fastify();
  await registerOpenApi(plain);
  plain.get('/login', async () => 'page');
  await expect(plain.ready()).resolves.toBeDefined();
  await plain.close();
});

test.each([
  ['GET', '/api/things/open', undefined, 200],
  ['GET', '/api/things/mine', undefined, 401],
  ['GET', '/api/things/mine', student, 200],
  ['POST', '/api/things/faculty', undefined, 401],
  ['POST', '/api/things/faculty', student, 403],
  ['POST', '/api/things/faculty', deans, 200],
  ['POST', '/api/things/faculty', admin, 200],
  ['GET', '/api/things/students', student, 403],
  ['GET', '/api/things/students', deans, 200],
  ['POST', '/api/things/init', deans, 401],
  ['POST', '/api/things/init', admin, 200],
  ['GET', '/internal/things', admin, 401],
] as const)('%s %s as %j answers %i', async (method, url, who, status) => {
  expect((await call(method, url, who)).statusCode).toBe(status);
});

test('the OpenAPI document carries each declaration as x-access and the answers its guard can give', async () => {
  const document = (await app.inject('/api/things/docs')).json();
  const faculty = document.paths['/api/things/faculty'].post;
  expect(faculty['x-access']).toEqual({ roles: ['deans_office'], scope: 'unit' });
  expect(Object.keys(faculty.responses).sort()).toEqual(['200', '400', '401', '403']);
  expect(document.paths['/api/things/open'].get['x-access']).toEqual({ public: true });
  // 403 too: a person on a temporary password is refused everything but the password setup.
  expect(Object.keys(document.paths['/api/things/init'].post.responses).sort()).toEqual(['200', '401', '403']);
});
