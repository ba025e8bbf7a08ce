// What callers see: the error model, request ids, health, and the auth guards.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  AppError,
  createServer,
  registerAuth,
  requirePermission,
  requireRole,
  requireServiceToken,
  authenticate,
  tooManyRequests,
  type AccessClaims,
} from '../src/index.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, nulCharacterAt } from '../src/hostile-input.js';
import { testConfig } from './support/backends.js';

const { config } = testConfig({});
let app: FastifyInstance;

const student: AccessClaims = { sub: 'u-student', email: 'student@campus.test', role: 'student', roles: ['student'], permissions: ['materials:read'], mcp: false };
const deans: AccessClaims = { sub: 'u-deans', email: 'deans@campus.test', role: 'Deans-Office', roles: [], permissions: ['students:manage'], mcp: false };
const admin: AccessClaims = { sub: 'u-admin', email: 'admin@campus.test', role: 'admin', roles: ['admin'], permissions: [], mcp: false };

beforeAll(async () => {
  app = await createServer(config);
  await registerAuth(app, config);
  app.post('/api/things', { schema: { body: Type.Object({ name: Type.String({ minLength: 2 }), email: Type.String({ format: 'email' }) }) } }, async (request) => request.body);
  app.get('/api/boom', async () => {
    throw new Error('connection string postgres://secret@db');
  });
  app.get('/api/conflict', async () => {
    throw new AppError(409, 'ALREADY_INITIALISED', 'RBAC is already initialised');
  });
  app.get('/api/limited', async () => {
    throw tooManyRequests(42, 'Too many login attempts. Please try again in 42 seconds.');
  });
  app.get('/api/me', { onRequest: authenticate }, async (request) => ({ id: request.user.sub }));
  app.get('/api/deans-office/students', { preHandler: requireRole('deans_office') }, async () => ({ ok: true }));
  app.get('/api/students', { preHandler: requirePermission('students', 'create') }, async () => ({ ok: true }));
  app.get('/internal/users', { onRequest: requireServiceToken }, async () => ({ ok: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const postJson = (payload: string) => app.inject({ method: 'POST', url: '/api/things', payload, headers: { 'content-type': 'application/json' } });
const tokenFor = (claims: AccessClaims) => app.jwt.sign(claims);

describe('errors', () => {
  it('when the body is not JSON, then 400 INVALID_JSON says so', async () => {
    const response = await postJson('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'The request body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('when a required field is missing, then 400 VALIDATION_FAILED names the field', async () => {
    const response = await postJson('{"name":"Anna"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'email: is required', code: 'VALIDATION_FAILED', details: [{ field: 'email' }] });
  });

  it('when a field breaks its schema, then the message says what is wrong with it', async () => {
    const response = await postJson('{"name":"Anna","email":"not-an-email"}');
    expect(response.json()).toMatchObject({ error: 'email: must be a valid email address', code: 'VALIDATION_FAILED' });
  });

  it('when the body is too large, then 413', async () => {
    const response = await postJson(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.am' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('when a handler crashes, then 500 hides the internals', async () => {
    const response = await app.inject('/api/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'An unexpected error occurred', message: 'An unexpected error occurred', code: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
  });

  it('when an AppError is thrown, then its status, code and message go out', async () => {
    const response = await app.inject('/api/conflict');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'RBAC is already initialised', message: 'RBAC is already initialised', code: 'ALREADY_INITIALISED' });
  });

  it('when rate limited, then 429 carries retryAfter in the body and the header', async () => {
    const response = await app.inject('/api/limited');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 42 });
  });

  it('when the route does not exist, then 404 JSON', async () => {
    const response = await app.inject('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'There is nothing at GET /api/nope' });
  });
});

describe('server basics', () => {
  it('when /health is asked, then ok', async () => {
    expect((await app.inject('/health')).json()).toEqual({ status: 'ok' });
  });

  it('when a request id comes in, then the same id goes back; otherwise one is made', async () => {
    const given = await app.inject({ url: '/health', headers: { 'x-request-id': 'nginx-abc-123' } });
    expect(given.headers['x-request-id']).toBe('nginx-abc-123');
    const made = await app.inject('/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('auth guards', () => {
  it('when no token is sent, then 401 asks to log in again', async () => {
    const response = await app.inject('/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Please log in again', code: 'UNAUTHENTICATED' });
  });

  it('when the token is in the access_token cookie or a bearer header, then the user is known', async () => {
    const token = tokenFor(student);
    const byCookie = await app.inject({ url: '/api/me', cookies: { access_token: token } });
    const byHeader = await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(byCookie.json()).toEqual({ id: 'u-student' });
    expect(byHeader.json()).toEqual({ id: 'u-student' });
  });

  it('when the token is forged or expired, then 401', async () => {
    const [header, payload] = tokenFor(student).split('.');
    const forged = await app.inject({ url: '/api/me', cookies: { access_token: `${header}.${payload}.c2lnbmF0dXJl` } });
    expect(forged.statusCode).toBe(401);
    const expired = app.jwt.sign({ ...student }, { expiresIn: -10 });
    expect((await app.inject({ url: '/api/me', cookies: { access_token: expired } })).statusCode).toBe(401);
  });

  it('when the role does not match, then 403 Access denied; a role written differently or admin passes', async () => {
    const denied = await app.inject({ url: '/api/deans-office/students', cookies: { access_token: tokenFor(student) } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: 'Access denied', code: 'FORBIDDEN' });
    expect((await app.inject({ url: '/api/deans-office/students', cookies: { access_token: tokenFor(deans) } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/deans-office/students', cookies: { access_token: tokenFor(admin) } })).statusCode).toBe(200);
    expect((await app.inject('/api/deans-office/students')).statusCode).toBe(401);
  });

  it('when the permission is missing, then 403; manage implies the action; admin passes', async () => {
    expect((await app.inject({ url: '/api/students', cookies: { access_token: tokenFor(student) } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/students', cookies: { access_token: tokenFor(deans) } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/students', cookies: { access_token: tokenFor(admin) } })).statusCode).toBe(200);
  });

  it('when an internal route is called without the service token, then 401; with it, 200', async () => {
    expect((await app.inject('/internal/users')).statusCode).toBe(401);
    expect((await app.inject({ url: '/internal/users', headers: { 'x-service-token': 'wrong' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/internal/users', headers: { 'x-service-token': config.serviceToken } })).statusCode).toBe(200);
  });
});

describe('a NUL character', () => {
  test('when a body field holds one, then 400 NUL_CHARACTER names the field before the route runs', async () => {
    const response = await postJson(JSON.stringify({ name: 'Ani\u0000', email: 'ani@campus.test' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'NUL_CHARACTER', details: { field: 'name' } });
  });

  test('when a query value or a nested key holds one, then 400 instead of the route failing', async () => {
    expect((await app.inject('/api/boom?search=a%00b')).json()).toMatchObject({ code: 'NUL_CHARACTER', details: { field: 'search' } });
    const nested = await postJson(JSON.stringify({ name: 'Ani', email: 'ani@campus.test', extra: { ['k\u0000']: 1 } }));
    expect(nested.json()).toMatchObject({ code: 'NUL_CHARACTER', details: { field: 'extra.k\u0000' } });
  });

  test('when a value nests 100,000 deep, then the search still ends (no recursion)', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    expect(nulCharacterAt(deep, '')?.split('.')).toHaveLength(100_000);
  });
});

describe('a request that changes something from another page', () => {
  const post = (headers: Record<string, string>, payload = { name: 'Ani', email: 'ani@campus.test' }) =>
    app.inject({ method: 'POST', url: '/api/things', payload, headers });
  const publicOrigin = new URL(config.publicUrl).origin;

  test('when another site or another port of this one sends it, then 403 CROSS_SITE_REQUEST before the route runs', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:9999', 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ]) {
      const response = await post(headers);
      expect([response.statusCode, response.json().code]).toEqual([403, 'CROSS_SITE_REQUEST']);
    }
  });

  test('when our own page sends it, or no page at all (curl, a service), then it goes through', async () => {
    expect((await post({ 'sec-fetch-site': 'same-origin', origin: publicOrigin })).statusCode).toBe(200);
    expect((await post({ origin: publicOrigin })).statusCode).toBe(200);
    expect((await post({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(200);
  });

  test('when the body is plain text (what a cross-site form can send), then 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/things', payload: 'name=Ani', headers: { 'content-type': 'text/plain' } });
    expect(response.statusCode).toBe(415);
  });

  test('when it only reads, then where it comes from does not matter', async () => {
    expect((await app.inject({ url: '/api/conflict', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(409);
  });
});

describe('a deeply nested JSON body', () => {
  test('when it nests 500,000 levels, then 400 TOO_DEEP without parsing it', async () => {
    const response = await postJson('['.repeat(500_000) + ']'.repeat(500_000));
    expect([response.statusCode, response.json().code]).toEqual([400, 'TOO_DEEP']);
  });

  test('when brackets sit inside strings, or it nests as deep as we allow, then it is parsed as usual', async () => {
    expect(nestsDeeperThan(JSON.stringify({ name: '[[[[{{{{'.repeat(100), quote: 'a\\"[' }), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan('['.repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect((await postJson(JSON.stringify({ name: 'Ani [x]', email: 'ani@campus.test' }))).statusCode).toBe(200);
  });

  test('when it tries to poison the prototype, then 400 as before', async () => {
    expect((await postJson('{"name":"Ani","email":"ani@campus.test","__proto__":{"admin":true}}')).statusCode).toBe(400);
  });
});
