// Revocations: an ended session or session version is refused in every process within the bus's delay, kept for
// a token's lifetime only, and learned by a process that starts later (Redis).
import type { FastifyInstance } from 'fastify';
import { createDeps, closeDeps, createServer, registerAuth, type AccessClaims } from '../src/index.js';
import { InProcessEventBus } from '../src/events.js';
import { Revocations } from '../src/revocations.js';
import { createLogger } from '../src/logger.js';
import { registerOpenApi } from '../src/openapi.js';
import { BACKENDS, POSTGRES_URL, REDIS_URL, deleteRedisKeys, openTestDeps, testConfig, uniqueName, type TestDeps } from './support/backends.js';

const person = { sub: 'u-1', sid: 'family-1', sv: 2 };

/** Polls (bounded) until the condition holds: the bus delivers asynchronously. */
async function eventually(condition: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 200 && !condition(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
}

describe.each(BACKENDS)('on $name', (backend) => {
  let test: TestDeps;
  beforeAll(async () => {
    test = await openTestDeps(backend);
  }, 60_000);
  afterAll(() => test.close(), 30_000);

  it('ending a session refuses its tokens and no other session', async () => {
    await test.deps.revocations.revoke({ sessionId: 'family-1' });
    expect(test.deps.revocations.isRevoked(person)).toBe(true);
    expect(test.deps.revocations.isRevoked({ ...person, sid: 'family-2' })).toBe(false);
  });

  it('raising the session version refuses the tokens signed below it, not those signed at it', async () => {
    await test.deps.revocations.revoke({ userId: 'u-1', sessionVersion: 3 });
    expect(test.deps.revocations.isRevoked({ ...person, sid: 'family-3' })).toBe(true);
    expect(test.deps.revocations.isRevoked({ ...person, sid: 'family-3', sv: 3 })).toBe(false);
    // A token from before session versions existed counts as version 0.
    expect(test.deps.revocations.isRevoked({ sub: 'u-1' })).toBe(true);
    expect(test.deps.revocations.isRevoked({ sub: 'u-2', sv: 0 })).toBe(false);
    // An older announcement arriving late does not lower the version.
    await test.deps.revocations.revoke({ userId: 'u-1', sessionVersion: 1 });
    expect(test.deps.revocations.isRevoked({ ...person, sid: 'family-3', sv: 2 })).toBe(true);
  });
});

test('another process on the same Redis refuses the token within the bus delay, and one started later learns it', async () => {
  const prefix = uniqueName('revoke');
  const open = () => createDeps(testConfig({ DATABASE_URL: POSTGRES_URL, REDIS_URL }).config, { redisPrefix: prefix });
  const [auth, other] = [await open(), await open()];
  let late: Awaited<ReturnType<typeof open>> | undefined;
  try {
    expect(other.revocations.isRevoked(person)).toBe(false);
    await auth.revocations.revoke({ sessionId: 'family-1' });
    expect(await eventually(() => other.revocations.isRevoked(person))).toBe(true);
    late = await open();
    expect(late.revocations.isRevoked(person)).toBe(true);
  } finally {
    for (const deps of [auth, other, late]) if (deps) await closeDeps(deps);
    await deleteRedisKeys(prefix);
  }
}, 30_000);

test('an announcement is forgotten once every token it could name has expired', async () => {
  let now = 1_000_000;
  const log = createLogger(testConfig({}).config);
  const revocations = new Revocations(new InProcessEventBus(log), 900_000, undefined, () => now);
  await revocations.start();
  await revocations.revoke({ sessionId: 'family-1' });
  await revocations.revoke({ userId: 'u-1', sessionVersion: 5 });
  now += 899_999;
  expect(revocations.isRevoked(person)).toBe(true);
  now += 1;
  expect(revocations.isRevoked(person)).toBe(false);
});

test('a malformed message on the channel is ignored', async () => {
  const log = createLogger(testConfig({}).config);
  const bus = new InProcessEventBus(log);
  const revocations = new Revocations(bus, 900_000);
  await revocations.start();
  const seen: unknown[] = [];
  revocations.onRevoked((revocation) => seen.push(revocation));
  await bus.publish('auth.revocations', { userId: 'u-1', sessionVersion: 'all' });
  await bus.publish('auth.revocations', { sessionId: 'family-9' });
  expect(await eventually(() => seen.length === 1)).toBe(true);
  expect(seen).toEqual([{ sessionId: 'family-9' }]);
  expect(revocations.isRevoked({ sub: 'u-1', sv: 0 })).toBe(false);
});

describe('a guarded route', () => {
  let app: FastifyInstance;
  const revocationsBus = new InProcessEventBus(createLogger(testConfig({}).config));
  const revocations = new Revocations(revocationsBus, 900_000);
  const claims: AccessClaims = { sub: 'u-7', email: 'p@campus.test', role: 'student', roles: ['student'], permissions: [], mcp: false, sid: 'family-7', sv: 0 };

  beforeAll(async () => {
    const { config } = testConfig({});
    await revocations.start();
    app = await createServer(config);
    await registerAuth(app, config, revocations);
    await registerOpenApi(app);
    app.get('/api/things/mine', { config: { access: { signedIn: true } } }, async () => ({ ok: true }));
    app.get('/api/things/setup', { config: { access: { signedIn: true, passwordSetup: true } } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, who: AccessClaims) => app.inject({ url, cookies: { access_token: app.jwt.sign(who) } });

  test('answers 401 SESSION_ENDED once the session is revoked', async () => {
    expect((await get('/api/things/mine', claims)).statusCode).toBe(200);
    await revocations.revoke({ sessionId: 'family-7' });
    const answer = await get('/api/things/mine', claims);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'SESSION_ENDED' });
  });

  test('with a temporary password, answers 403 PASSWORD_SETUP_REQUIRED except where the setup needs it', async () => {
    const temporary = { ...claims, sid: 'family-8', mcp: true };
    const refused = await get('/api/things/mine', temporary);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PASSWORD_SETUP_REQUIRED' });
    expect((await get('/api/things/setup', temporary)).statusCode).toBe(200);
  });
});
