// Service-to-service calls: in-process when the callee is mounted here, over HTTP otherwise, with the
// service token and the callee's own errors passed on.
import { Type } from 'typebox';
import { conflict, type ServiceModule } from '../src/index.js';
import { startTestApp, type TestApp } from '../src/testing.js';

const directory: ServiceModule = {
  name: 'auth',
  schemaName: 'svc_client_auth',
  migrations: {},
  async routes(app) {
    app.post('/internal/auth/echo', { config: { access: { service: true } }, schema: { body: Type.Object({ name: Type.String() }) } },
      async (request) => ({ hello: (request.body as { name: string }).name }));
    app.post('/internal/auth/taken', { config: { access: { service: true } } }, async () => {
      throw conflict('This email is already in use', 'EMAIL_TAKEN');
    });
  },
};
const caller: ServiceModule = { name: 'organizational', schemaName: 'svc_client_org', migrations: {}, async routes() {} };

let together: TestApp;
let apart: TestApp;
let remote: TestApp;

// Three throwaway databases: jest's default 5 s is not enough on a busy machine.
beforeAll(async () => {
  together = await startTestApp([directory, caller]);
  remote = await startTestApp([directory]);
  const address = await remote.app.listen({ port: 0, host: '127.0.0.1' });
  // The remote keeps its own generated service token; share it as operators share SERVICE_TOKEN.
  apart = await startTestApp([caller], { env: { AUTH_SERVICE_URL: address, SERVICE_TOKEN: remote.deps.config.serviceToken } });
}, 60_000);

afterAll(async () => {
  await Promise.all([together?.close(), apart?.close(), remote?.close()]);
}, 60_000);

test('a service mounted in the same process is called in-process with the service token', async () => {
  await expect(together.deps.services.request('auth', { method: 'POST', path: '/internal/auth/echo', body: { name: 'Ani' } })).resolves.toEqual({ hello: 'Ani' });
});

test('a service elsewhere is called over HTTP at <NAME>_SERVICE_URL', async () => {
  await expect(apart.deps.services.request('auth', { method: 'POST', path: '/internal/auth/echo', body: { name: 'Aram' } })).resolves.toEqual({ hello: 'Aram' });
});

test("the callee's error keeps its status, code and message", async () => {
  for (const app of [together, apart]) {
    await expect(app.deps.services.request('auth', { method: 'POST', path: '/internal/auth/taken' })).rejects.toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'This email is already in use',
    });
  }
});

test('an unreachable service is a 503 a person can understand', async () => {
  const lonely = await startTestApp([caller], { env: { AUTH_SERVICE_URL: 'http://127.0.0.1:9' } });
  try {
    await expect(lonely.deps.services.request('auth', { method: 'GET', path: '/internal/auth/echo' })).rejects.toMatchObject({ status: 503 });
  } finally {
    await lonely.close();
  }
}, 30_000);
