// Real processes for the fault drills: the drill service (support/drill-service.ts) run alone on a port, a
// throwaway database for it or a PostgreSQL server of its own, and bounded waits. Every process started here is
// stopped by its pid (the PostgreSQL server by pg_ctl, which reads its pid file).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { POSTGRES_URL, REDIS_URL, uniqueName } from './backends.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const execFileAsync = promisify(execFile);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown by a check to stop waiting at once (a failed check otherwise only means "not yet"). */
export class GaveUp extends Error {}

/** Polls `check` every 50 ms until it holds; fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await Promise.resolve().then(check).catch((error: unknown) => { if (error instanceof GaveUp) throw error; return false; })) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

export const exited = (child: ChildProcess, timeoutMs = 15_000): Promise<number | null> =>
  new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => reject(new Error(`process ${child.pid} did not exit within ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

/** SIGKILL whatever is still running of `children` (by pid), and wait for each to be gone. */
export async function killAll(children: ChildProcess[]): Promise<void> {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGKILL');
    await exited(child, 5000).catch(() => undefined);
  }
}

export interface DrillDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function throwawayDatabase(serverUrl = POSTGRES_URL): Promise<DrillDatabase> {
  const name = uniqueName('drill');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

export interface DrillOptions {
  port: number;
  databaseUrl: string;
  redisUrl?: string;
  env?: Record<string, string>;
}

/** The drill service alone on `port`, like services/<name>/src/server.ts; resolves once /ready answers 200. */
export function startDrill(children: ChildProcess[], options: DrillOptions): Promise<ChildProcess> {
  return startEntry(children, 'drill-service.ts', options, { PORT: String(options.port) });
}

/** The drill service's worker, serving /ready on `port` (METRICS_PORT); resolves once it answers 200. */
export function startDrillWorker(children: ChildProcess[], options: DrillOptions): Promise<ChildProcess> {
  return startEntry(children, 'drill-worker.ts', options, { METRICS_PORT: String(options.port) });
}

async function startEntry(children: ChildProcess[], entry: string, { port, databaseUrl, redisUrl = REDIS_URL, env = {} }: DrillOptions, portEnv: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=campus-source', '--import', path.resolve(here, '../../../../scripts/ts-register.mjs'), '--no-warnings', path.join(here, entry)], {
    env: {
      PATH: process.env.PATH,
      ...portEnv,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-drill-')),
      SERVICE_TOKEN: 'drill-service-token-drill-service-token',
      LOG_LEVEL: process.env.DRILL_LOG ?? 'silent',
      DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  let gone = false;
  child.once('exit', () => (gone = true));
  await waitFor(`${entry} on port ${port} ready`, async () => {
    if (gone) throw new GaveUp(`${entry} on port ${port} exited with ${child.exitCode}`);
    return (await fetch(`http://127.0.0.1:${port}/ready`)).status === 200;
  }, 30_000);
  return child;
}

/** A redis-server of the test's own on `port`, keeping nothing on disk; resolves once it answers. */
export async function startRedis(children: ChildProcess[], port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  children.push(child);
  await waitFor(`redis-server on port ${port}`, () =>
    new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    }),
  );
  return child;
}

export interface DrillPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** pg_ctl stop: `immediate` kills every backend at once, as a crash or a kill of the server does. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** pg_ctl start; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it if running and removes its files. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (never the shared one): initdb into a temp dir, trust auth, `port` on
 * 127.0.0.1, fsync off (a killed server loses nothing committed; only a machine crash would). As root the server
 * runs as the postgres user, as it must. Debian's binaries: /usr/lib/postgresql/<newest>/bin.
 */
export async function startPostgres(port: number): Promise<DrillPostgres> {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-drill-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => execFileAsync(asRoot ? 'runuser' : `${bin}/${tool}`, asRoot ? ['-u', 'postgres', '--', `${bin}/${tool}`, ...args] : args, { timeout: 60_000 });
  const data = path.join(dir, 'data');
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-N', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  let running = false;
  const start = async () => {
    await run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      if (running) await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await execFileAsync('id', ['postgres']);
  const [, uid, gid] = /uid=(\d+).*gid=(\d+)/.exec(stdout) ?? [];
  return { uid: Number(uid), gid: Number(gid) };
}
