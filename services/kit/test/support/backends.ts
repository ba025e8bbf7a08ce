// The two backends every kit test runs on: PostgreSQL + Redis (DATABASE_URL / REDIS_URL, else the local
// defaults) and PGlite in a temp folder + the in-process runners. Names are unique per run, so parallel runs
// never collide, and everything a test opens is closed again so jest can exit.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { closeDeps, createDeps, loadConfig, type Config, type Env, type ServiceDeps } from '../../src/index.js';

export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export interface Backend {
  name: string;
  env: Env;
}

export const BACKENDS: Backend[] = [
  { name: 'PostgreSQL + Redis', env: { DATABASE_URL: POSTGRES_URL, REDIS_URL } },
  { name: 'PGlite + in-process', env: {} },
];

/** A lower-case name unique to this run, usable as a schema name and a Redis prefix. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export interface TestDeps {
  deps: ServiceDeps;
  config: Config;
  prefix: string;
  close(): Promise<void>;
}

export function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'campus-kit-test-'));
}

export function testConfig(env: Env, serviceName = 'kit-test'): { config: Config; dataDir: string } {
  const dataDir = tempDir();
  return { config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', HOST: '127.0.0.1', ...env }, serviceName), dataDir };
}

export async function openTestDeps(backend: Backend): Promise<TestDeps> {
  const { config, dataDir } = testConfig(backend.env);
  const prefix = uniqueName('kit');
  const deps = await createDeps(config, { redisPrefix: prefix, jobs: { backoffMs: 20 } });
  return {
    deps,
    config,
    prefix,
    async close() {
      await closeDeps(deps);
      if (config.redisUrl) await deleteRedisKeys(prefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function dropSchemas(...schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

/** Waits until the check passes or the time is up. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
