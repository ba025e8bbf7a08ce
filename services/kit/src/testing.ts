// Runs service modules in-process against real backends for integration tests: PostgreSQL + Redis by default
// (a throwaway database and Redis key prefix per run), or PGlite + in-process runners when DATABASE_URL and
// REDIS_URL are set but empty. Not imported by production code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '@campus/contracts';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { loadConfig, redact, type Env } from './config.js';
import { closeDeps, createDeps } from './deps.js';
import { createLogger } from './logger.js';
import { buildServiceApp } from './service.js';
import type { ServiceDeps, ServiceModule } from './types.js';

export { startMailCatcher, tokenFromMail, type CaughtMail, type MailCatcher, type MailCatcherOptions } from './mail-catcher.js';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface TestApp {
  app: FastifyInstance;
  deps: ServiceDeps;
  backend: 'postgres' | 'pglite';
  /** The database URL of this run (undefined on PGlite), e.g. to start a second instance on the same data. */
  databaseUrl?: string;
  /** The Redis key prefix of this run, shared by every instance started with `shareWith`. */
  redisPrefix: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  demo?: boolean;
  /** Extra environment for loadConfig (e.g. SMTP_URL, PUBLIC_URL). */
  env?: Env;
  /** Start a second instance on the same database, Redis prefix and token keys as this one (it does not drop them). */
  shareWith?: TestApp;
  /** Run each module's seed after migrating (default true). */
  seed?: boolean;
  /** Run the modules' jobs in this process (default true); false leaves them to a worker process the test starts. */
  runJobs?: boolean;
  /** Where the process's log lines go (with LOG_LEVEL in `env`), for a test that reads them. */
  logDestination?: DestinationStream;
}

/** `undefined` → the local default; empty → embedded (PGlite / in-process). */
function backendUrl(value: string | undefined, fallback: string): string | undefined {
  if (value === undefined) return fallback;
  return value.trim() === '' ? undefined : value;
}

export async function startTestApp(modules: ServiceModule[], options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.shareWith;
  const runId = shared?.redisPrefix ?? `test_${modules[0]?.name ?? 'app'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-test-'));
  const serverUrl = backendUrl(process.env.DATABASE_URL, DEFAULT_DATABASE_URL);
  const redisUrl = backendUrl(process.env.REDIS_URL, DEFAULT_REDIS_URL);
  if (shared && !shared.databaseUrl) throw new Error('a second instance needs PostgreSQL (PGlite is one process)');
  const databaseUrl = shared ? shared.databaseUrl : serverUrl ? await createThrowawayDatabase(serverUrl, runId) : undefined;

  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'silent',
      DEMO: options.demo ? '1' : '0',
      HOST: '127.0.0.1',
      // Instances of one deployment verify the same tokens.
      ...(shared ? { JWT_PUBLIC_KEY: shared.deps.config.jwtPublicKey, JWT_PRIVATE_KEY: shared.deps.config.jwtPrivateKey } : {}),
      ...options.env,
    },
    modules[0]?.name ?? 'test',
  );
  const deps = await createDeps(config, { redisPrefix: runId, logger: options.logDestination ? createLogger(config, options.logDestination) : undefined });
  const app = await buildServiceApp(deps, modules, { runJobs: options.runJobs ?? true });
  if (options.seed !== false) for (const module of modules) await module.seed?.(deps);

  return {
    app,
    deps,
    backend: databaseUrl ? 'postgres' : 'pglite',
    databaseUrl,
    redisPrefix: runId,
    async close() {
      await app.close();
      await closeDeps(deps);
      if (!shared && serverUrl && databaseUrl) await dropThrowawayDatabase(serverUrl, runId);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach PostgreSQL at DATABASE_URL (${redact(serverUrl)}): ${(error as Error).message}. ` +
        'Start it, or run with DATABASE_URL= REDIS_URL= to test on PGlite.',
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the same server, so reruns and parallel suites never see each other's rows. */
async function createThrowawayDatabase(serverUrl: string, name: string): Promise<string> {
  await withServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropThrowawayDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

let signIns = 0;

/**
 * A signed-in demo person as a JSON caller (each sign-in from an address of its own, so the login limits never
 * bite); `userId` is the account's id from the token.
 */
export async function demoCaller(app: FastifyInstance, email: string): Promise<DemoCaller> {
  signIns += 1;
  const answer = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD }, remoteAddress: `10.77.${Math.floor(signIns / 250)}.${(signIns % 250) + 1}` });
  const cookie = answer.cookies.find((item) => item.name === 'access_token')?.value;
  if (!cookie) throw new Error(`sign-in of ${email} failed: ${answer.statusCode} ${answer.body}`);
  const call = ((method, url, payload) => app.inject({ method, url, cookies: { access_token: cookie }, ...(payload ? { payload } : {}) })) as DemoCaller;
  call.email = email;
  call.cookie = cookie;
  call.userId = (JSON.parse(Buffer.from(cookie.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  return call;
}

export interface DemoCaller {
  (method: InjectOptions['method'], url: string, payload?: object): Promise<LightMyRequestResponse>;
  email: string;
  userId: string;
  /** The access token, for requests the caller cannot make (multipart, other cookies). */
  cookie: string;
}
