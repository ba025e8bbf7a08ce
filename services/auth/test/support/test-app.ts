// Runs the auth service in-process against a real database: PostgreSQL + Redis by default (a throwaway
// database per run), or PGlite + in-process runners when DATABASE_URL and REDIS_URL are set but empty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServiceApp, closeDeps, createDeps, loadConfig, redact, type ServiceDeps } from '@campus/kit';
import authModule from '../../src/app.js';
import { authDatabase, type AuthDb } from '../../src/db/database.js';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface AuthTestApp {
  app: FastifyInstance;
  deps: ServiceDeps;
  db: AuthDb;
  backend: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface AuthTestOptions {
  demo?: boolean;
}

/** `undefined` → the local default; empty → embedded (PGlite / in-process). */
function backendUrl(value: string | undefined, fallback: string): string | undefined {
  if (value === undefined) return fallback;
  return value.trim() === '' ? undefined : value;
}

export async function startAuthTestApp(options: AuthTestOptions = {}): Promise<AuthTestApp> {
  const runId = `auth_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-auth-test-'));
  const serverUrl = backendUrl(process.env.DATABASE_URL, DEFAULT_DATABASE_URL);
  const redisUrl = backendUrl(process.env.REDIS_URL, DEFAULT_REDIS_URL);
  const databaseUrl = serverUrl ? await createThrowawayDatabase(serverUrl, runId) : undefined;

  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'silent',
      DEMO: options.demo ? '1' : '0',
      HOST: '127.0.0.1',
    },
    'auth',
  );
  const deps = await createDeps(config, { redisPrefix: runId });
  const app = await buildServiceApp(deps, [authModule]);
  await authModule.seed?.(deps);

  return {
    app,
    deps,
    db: authDatabase(deps),
    backend: databaseUrl ? 'postgres' : 'pglite',
    async close() {
      await app.close();
      await closeDeps(deps);
      if (serverUrl && databaseUrl) await dropThrowawayDatabase(serverUrl, runId);
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
