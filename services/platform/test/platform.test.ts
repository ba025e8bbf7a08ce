// The embedded server end to end over HTTP: every service mounted, the UI served, demo sign-in working,
// on PGlite + in-process runners and on PostgreSQL + Redis.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig, type Env } from '@campus/kit';
import pg from 'pg';
import { DEMO_PASSWORD } from '@campus/auth';
import { buildPlatform, type Platform } from '../src/app.js';

const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SERVICES = ['organizational', 'materials', 'grading', 'attendance', 'notifications'];
const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const REMOTE_ENTRY = 'var learning = {};';

/** A built UI in miniature: the shell's index.html, a hashed chunk with its gzip twin, one remote entry. */
function fakeStaticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-platform-static-'));
  mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(dir, 'mfe-learning', 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), SHELL_HTML);
  writeFileSync(path.join(dir, 'shell', 'dist', 'vendor.1a2b3c4d5e.js'), 'console.log("vendor")');
  writeFileSync(path.join(dir, 'shell', 'dist', 'vendor.1a2b3c4d5e.js.gz'), gzipSync('console.log("vendor")'));
  writeFileSync(path.join(dir, 'mfe-learning', 'dist', 'remoteEntry.js'), REMOTE_ENTRY);
  return dir;
}

async function withServer(work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Its own database, since the platform's schemas (auth, grading…) have fixed names. */
async function throwawayDatabase(name: string): Promise<string> {
  await withServer((client) => client.query(`create database "${name}"`).then(() => undefined));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const BACKENDS: Array<{ name: string; env(runId: string): Promise<Env> }> = [
  { name: 'PGlite + in-process', env: async () => ({}) },
  { name: 'PostgreSQL + Redis', env: async (runId) => ({ DATABASE_URL: await throwawayDatabase(runId), REDIS_URL }) },
];

describe.each(BACKENDS)('the platform on $name', (backend) => {
  const runId = `platform_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-platform-data-'));
  const staticDir = fakeStaticDir();
  let platform: Platform;

  // A fresh database: every service migrated and the demo university seeded. About 23 s on PGlite with the machine
  // at load 14, and over a minute once under heavier load.
  beforeAll(async () => {
    const env = await backend.env(runId);
    const config = loadConfig({ ...env, DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'silent', DEMO: '1', HOST: '127.0.0.1' }, 'platform');
    platform = await buildPlatform(config, { redisPrefix: runId });
  }, 180_000);

  afterAll(async () => {
    await platform?.close();
    if (backend.name.startsWith('PostgreSQL')) await withServer((client) => client.query(`drop database if exists "${runId}" with (force)`).then(() => undefined));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: 'GET', url, headers });

  it('when /health and /ready are asked, then both answer', async () => {
    expect((await get('/health')).json()).toEqual({ status: 'ok' });
    const ready = await get('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('when the manifest is asked, then it lists the five remotes with their entries and routes, never cached', async () => {
    const response = await get('/mfe-manifest.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const { remotes } = response.json() as { remotes: Array<{ name: string; entry: string; paths: string[] }> };
    expect(remotes.map((remote) => remote.name)).toEqual(['learning', 'teaching', 'deans-office', 'department', 'admin']);
    expect(remotes[0]).toEqual(expect.objectContaining({ entry: '/mfe/learning/remoteEntry.js', paths: expect.arrayContaining(['/student-dashboard']) }));
    expect(remotes[2]!.paths).toContain('/examination-board');
    expect(remotes[4]!.paths).toEqual(['/admin']);
  });

  it('when a page route is opened directly, then the shell HTML comes back, revalidated on every load', async () => {
    for (const url of ['/', '/student-dashboard', '/deans-office/students?page=2', '/login']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(SHELL_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('when a page is opened, then its headers allow scripts from our origin alone and forbid framing, plugins and sniffing', async () => {
    const page = await get('/login');
    const policy = String(page.headers['content-security-policy']);
    // The shipped manifest serves every remote from here; remoteOrigins (manifest.test.ts) adds the hosts of others.
    expect(policy).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(page.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('when a signed-in person reads their data, then the answer is never stored by the browser or a proxy', async () => {
    const login = await platform.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'student@campus.test', password: DEMO_PASSWORD } });
    const token = login.cookies.find((cookie) => cookie.name === 'access_token')!.value;
    const me = await platform.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { access_token: token } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('when an unknown API route or a missing file is asked, then JSON 404, never the HTML', async () => {
    for (const url of ['/api/nope', '/api/auth/nope', '/mfe/learning/missing.js', '/mfe/teaching/remoteEntry.js', '/missing-chunk.abc12345.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const post = await platform.app.inject({ method: 'POST', url: '/student-dashboard' });
    expect(post.statusCode).toBe(404);
  });

  it('when a remote entry is asked, then it is served and revalidated; hashed files are cached and sent gzipped', async () => {
    const entry = await get('/mfe/learning/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(REMOTE_ENTRY);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/vendor.1a2b3c4d5e.js', { 'accept-encoding': 'gzip' });
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when the API document of a service is asked, then it lists the routes of that service with their schemas, and only those', async () => {
    const auth = await get('/api/auth/docs');
    expect(auth.statusCode).toBe(200);
    const document = auth.json() as { openapi: string; info: { title: string }; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Campus auth API');
    expect(document.paths['/api/auth/login']?.post?.requestBody).toBeDefined();
    expect(Object.keys(document.paths)).not.toContain('/api/materials/health');
    const grading = Object.keys((await get('/api/grading/docs')).json().paths);
    expect(grading).toEqual(expect.arrayContaining(['/api/grading/health', '/api/grading/sections/{sectionId}/midterms/{number}/grades', '/api/grading/midterms']));
    // Its internal routes too (the access matrix reads their declarations here), and nobody else's.
    expect(grading.filter((path) => !path.startsWith('/api/grading') && !path.startsWith('/internal/grading'))).toEqual([]);
    const materials = Object.keys((await get('/api/materials/docs')).json().paths);
    expect(materials).toEqual(expect.arrayContaining(['/api/materials/health', '/api/materials', '/api/assignments/due-soon']));
    expect(materials.filter((path) => !/^\/(api|internal)\/materials|^\/api\/assignments/.test(path))).toEqual([]);
  });

  it('when each placeholder service is asked for its health, then it answers', async () => {
    for (const service of SERVICES) {
      expect((await get(`/api/${service}/health`)).json()).toEqual({ service, status: 'ok' });
    }
  });

  it('when a demo account signs in, then the session cookies are set and /api/auth/me knows the user', async () => {
    const login = await platform.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@campus.test', password: 'Campus-Demo-1' },
    });
    expect(login.statusCode).toBe(200);
    const access = login.cookies.find((cookie) => cookie.name === 'access_token');
    expect(access?.httpOnly).toBe(true);
    const me = await platform.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { access_token: access!.value } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'admin@campus.test' });
  });
});

describe('the platform with demo mode off', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-platform-production-'));
  const staticDir = fakeStaticDir();
  let platform: Platform;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'silent', DEMO: '0', HOST: '127.0.0.1' }, 'platform');
    platform = await buildPlatform(config);
  }, 60_000);

  afterAll(async () => {
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('when it starts, then the roles and permissions exist but no demo account does', async () => {
    const auth = platform.deps.database<{ roles: { name: string }; users: { email: string } }>('auth');

    const roles = await auth.selectFrom('roles').select('name').orderBy('name').execute();
    const users = await auth.selectFrom('users').select('email').execute();
    const demoList = await platform.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });

    expect(roles.map((role) => role.name)).toEqual(['admin', 'chair', 'deans_office', 'lecturer', 'quality_assurance', 'student']);
    expect(users).toEqual([]);
    expect(demoList.statusCode).toBe(404);
  });
});
