#!/usr/bin/env node
// npm run test:distributed: the whole Playwright suite against Campus in distributed mode on this machine. Every
// service runs twice and every worker once, each as a process of its own, on a fresh database of the local
// PostgreSQL and a Redis database of their own, behind a real nginx whose configuration is infra/nginx.conf with
// its upstreams pointed at the replicas. Services call each other through nginx too (one listener per service, as a
// Kubernetes Service would balance its pods), so internal calls also land on either replica. Before the suite, one
// check opens a notification stream on one notifications replica and notifies through the other.
// Options: --build (build first; otherwise the build must exist), --keep (keep the work folder), --serve-only (start
// everything, print `serving {json}` and serve until a signal, for benchmarks; no suite), and after `--`
// arguments for Playwright (e.g. `-- tests/notifications.spec.ts`). Environment: DIST_BASE_PORT (8120; the run
// uses the 50 ports from there), PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), REDIS_BASE_URL
// (redis://127.0.0.1:6379), DIST_E2E_TIMEOUT_MIN (60).
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from '@campus/kit/mail-catcher';
import { claimRedisDatabase, createScratchDatabase } from './scratch-backends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const flags = new Set(dashDash === -1 ? argv : argv.slice(0, dashDash));
const playwrightArgs = dashDash === -1 ? [] : argv.slice(dashDash + 1);

const basePort = Number(process.env.DIST_BASE_PORT ?? 8120);
const pgAdminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisBaseUrl = (process.env.REDIS_BASE_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');
const e2eTimeoutMs = Number(process.env.DIST_E2E_TIMEOUT_MIN ?? 60) * 60_000;
const startTimeoutMs = 240_000;

/** The services of the platform, read from the embedded server's list so a new one is never forgotten here. */
function serviceNames() {
  const source = readFileSync(path.join(root, 'services/platform/src/modules.ts'), 'utf8');
  const list = /SERVICE_MODULES[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('services/platform/src/modules.ts: SERVICE_MODULES not found');
  return list.split(',').map((name) => name.trim()).filter(Boolean);
}

const services = serviceNames();
const workers = services.filter((name) => existsSync(path.join(root, 'services', name, 'src', 'worker.ts')));
// Ports: nginx's public one, then one internal listener per service, the replicas, the workers' metrics.
const ports = {
  public: basePort,
  internal: (index) => basePort + 1 + index,
  replica: (index, replica) => basePort + 10 + index * 2 + replica,
  worker: (index) => basePort + 30 + index,
};
const baseUrl = `http://127.0.0.1:${ports.public}`;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (message) => process.stdout.write(`[distributed ${elapsed()}] ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything to undo, in reverse order, whatever happens. */
const cleanups = [];
/** Every process started here: name, child, log file. */
const processes = [];
let stopping = false;
/** This run's folder (keys, the UI, nginx's configuration, logs, mail). */
let runDir;

function isBuilt() {
  const needed = [
    'shell/dist/index.html',
    'services/platform/dist/seed.js',
    ...services.map((name) => `services/${name}/dist/server.js`),
    ...workers.map((name) => `services/${name}/dist/worker.js`),
    ...remotes().map((dir) => `${dir}/dist/remoteEntry.js`),
  ];
  const missing = needed.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length) say(`not built: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`);
  return missing.length === 0;
}

function remotes() {
  return readdirSync(root).filter((dir) => dir.startsWith('mfe-') && existsSync(path.join(root, dir, 'package.json')));
}

function build() {
  say('building (turbo run build)');
  const result = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit', timeout: 30 * 60_000 });
  if (result.status !== 0) throw new Error('the build failed');
}

function checkNginx() {
  const result = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error('nginx is not installed: apt-get install nginx (Debian\'s package)');
  say(`using ${result.stderr.trim()}`);
}

async function createDatabase() {
  const database = await createScratchDatabase(pgAdminUrl, 'campus_dist');
  cleanups.push(async () => {
    await database.drop();
    say(`dropped database ${database.name}`);
  });
  say(`database ${database.name}`);
  return database.url;
}

async function claimRedis() {
  const redis = await claimRedisDatabase(redisBaseUrl);
  cleanups.push(async () => {
    await redis.release();
    say(`emptied Redis database ${redis.db}`);
  });
  say(`Redis database ${redis.db}`);
  return redis.url;
}

function writeSecrets(dir) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePath = path.join(dir, 'jwt-private.pem');
  const publicPath = path.join(dir, 'jwt-public.pem');
  writeFileSync(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  writeFileSync(publicPath, publicKey.export({ type: 'spki', format: 'pem' }));
  return { privatePath, publicPath, serviceToken: randomBytes(32).toString('hex') };
}

/** The SMTP server the services mail to, writing each message where e2e/mailbox.ts's readers look (same format). */
async function startMailbox(dir) {
  mkdirSync(dir);
  let count = 0;
  const catcher = await startMailCatcher({
    unref: true,
    onMail({ to, subject, text, html, receivedAt }) {
      count += 1;
      writeFileSync(path.join(dir, `${String(receivedAt).padStart(15, '0')}-${count}.json`), JSON.stringify({ to, subject, text, html, receivedAt }));
    },
  });
  cleanups.push(async () => catcher.close?.());
  return catcher.url;
}

/** The built UI in one folder, the layout infra/nginx.conf expects (infra/README.md §5). */
function collectUi(publicDir) {
  cpSync(path.join(root, 'shell', 'dist'), publicDir, { recursive: true });
  for (const dir of remotes()) cpSync(path.join(root, dir, 'dist'), path.join(publicDir, 'mfe', dir.slice('mfe-'.length)), { recursive: true });
  cpSync(path.join(root, 'services', 'platform', 'mfe-manifest.json'), path.join(publicDir, 'mfe-manifest.json'));
}

/** infra/nginx.conf with the replicas as upstreams, this run's folders, and an internal listener per service. */
function nginxConfig(workDir, publicDir) {
  let config = readFileSync(path.join(root, 'infra', 'nginx.conf'), 'utf8');
  for (const [index, name] of services.entries()) {
    const upstream = new RegExp(`upstream\\s+${name}\\s*\\{[^}]*\\}`);
    if (!upstream.test(config)) throw new Error(`infra/nginx.conf has no upstream for ${name}`);
    config = config.replace(upstream, `upstream ${name} { server 127.0.0.1:${ports.replica(index, 0)}; server 127.0.0.1:${ports.replica(index, 1)}; keepalive 8; }`);
  }
  const replace = (from, to) => {
    if (!from.test(config)) throw new Error(`infra/nginx.conf changed: ${from} not found`);
    config = config.replace(from, to);
  };
  replace(/listen\s+80;/, `listen 127.0.0.1:${ports.public};`);
  replace(/root\s+\/srv\/campus\/public;/, `root ${publicDir};`);
  const temp = path.join(workDir, 'nginx-temp');
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777);
  const internal = services.map((name, index) =>
    `  server {\n    listen 127.0.0.1:${ports.internal(index)};\n    location / {\n      proxy_pass http://${name};\n` +
    '      proxy_http_version 1.1;\n      proxy_set_header Connection "";\n      proxy_set_header X-Request-Id $campus_request_id;\n    }\n  }\n').join('');
  const runFiles =
    `  access_log ${path.join(workDir, 'logs', 'nginx-access.log')};\n` +
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(temp, kind)};\n`).join('') +
    '  # Services call each other here: each listener balances one service\'s replicas.\n' + internal;
  replace(/http\s*\{/, `http {\n${runFiles}`);
  return `pid ${path.join(workDir, 'nginx.pid')};\nerror_log ${path.join(workDir, 'logs', 'nginx-error.log')} warn;\n${config}`;
}

function start(name, command, args, env, logDir) {
  const log = createWriteStream(path.join(logDir, `${name}.log`));
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const entry = { name, child, logFile: path.join(logDir, `${name}.log`), exited: null };
  child.on('exit', (code, signal) => {
    entry.exited = { code, signal };
    if (!stopping) say(`${name} (pid ${child.pid}) ended: ${signal ?? `exit ${code}`}`);
  });
  processes.push(entry);
  return entry;
}

function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Waits for every URL to answer 200 by the deadline; a process that ends meanwhile fails the wait at once. */
async function waitReady(urls, deadline) {
  const pending = new Set(urls);
  while (pending.size > 0) {
    const dead = processes.find((entry) => entry.exited);
    if (dead) throw new Error(`${dead.name} ended before it was ready:\n${tail(dead.logFile)}`);
    if (Date.now() > deadline) throw new Error(`not ready in time: ${[...pending].join(', ')}`);
    for (const url of [...pending]) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then((response) => response.ok, () => false);
      if (ok) pending.delete(url);
    }
    if (pending.size > 0) await sleep(1_000);
  }
}

async function stopAll() {
  stopping = true;
  const running = processes.filter((entry) => !entry.exited);
  for (const entry of running) process.kill(entry.child.pid, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (running.some((entry) => !entry.exited) && Date.now() < deadline) await sleep(200);
  for (const entry of running.filter((item) => !item.exited)) {
    say(`${entry.name} (pid ${entry.child.pid}) did not stop in 20 s: killing it`);
    process.kill(entry.child.pid, 'SIGKILL');
  }
  const killDeadline = Date.now() + 5_000;
  while (running.some((entry) => !entry.exited) && Date.now() < killDeadline) await sleep(100);
  if (running.length) say(`stopped ${running.length} processes`);
}

/** The person's stream on notifications replica A sees a notification sent through replica B (Redis pub/sub). */
async function checkStreamAcrossReplicas(serviceToken) {
  const index = services.indexOf('notifications');
  if (index === -1) return;
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@campus.test', password: 'Campus-Demo-1' }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!login.ok) throw new Error(`stream check: sign-in answered ${login.status}: ${await login.text()}`);
  const token = /access_token=([^;]+)/.exec(login.headers.getSetCookie().join('\n'))?.[1];
  if (!token) throw new Error('stream check: no access_token cookie after sign-in');
  const auth = { authorization: `Bearer ${token}` };
  const me = await (await fetch(`${baseUrl}/api/me`, { headers: auth, signal: AbortSignal.timeout(15_000) })).json();
  const userId = me.user?.id ?? me.id;
  if (!userId) throw new Error(`stream check: /api/me gave no id: ${JSON.stringify(me).slice(0, 200)}`);

  const [replicaA, replicaB] = [ports.replica(index, 0), ports.replica(index, 1)];
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 30_000);
  try {
    const stream = await fetch(`http://127.0.0.1:${replicaA}/api/notifications/stream`, { headers: auth, signal: abort.signal });
    if (!stream.ok) throw new Error(`stream check: the stream on ${replicaA} answered ${stream.status}`);
    const reader = stream.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The stream is open once its first event (retry:, then the unread count) arrives.
    while (!text.includes('event: unread')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream check: the stream ended before its first events');
      text += decoder.decode(value, { stream: true });
    }
    const title = `Across replicas ${randomBytes(4).toString('hex')}`;
    const sent = await fetch(`http://127.0.0.1:${replicaB}/internal/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-token': serviceToken },
      body: JSON.stringify({ userIds: [userId], title, message: 'Sent through the other replica', type: 'system', priority: 'normal' }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!sent.ok) throw new Error(`stream check: notifying on ${replicaB} answered ${sent.status}: ${await sent.text()}`);
    while (!text.includes(title)) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream check: the stream ended before the notification arrived');
      text += decoder.decode(value, { stream: true });
    }
    say(`stream check passed: a notification sent through notifications :${replicaB} reached the stream open on :${replicaA}`);
  } catch (error) {
    if (abort.signal.aborted) throw new Error(`stream check: the notification sent through :${replicaB} did not reach the stream on :${replicaA} within 30 s`);
    throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

/** nginx routes and answers as the app needs before the suite spends its time. */
async function checkEdge() {
  const expectations = [
    ['/', 200, 'text/html'],
    ['/mfe-manifest.json', 200, 'application/json'],
    ['/api/me', 401, 'application/json'],
    ['/api/nobody-owns-this', 404, 'application/json'],
    ['/students', 200, 'text/html'],
  ];
  for (const [url, status, type] of expectations) {
    const response = await fetch(`${baseUrl}${url}`, { signal: AbortSignal.timeout(10_000) });
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status !== status || !contentType.includes(type)) {
      throw new Error(`nginx: ${url} answered ${response.status} ${contentType}, expected ${status} ${type}`);
    }
  }
}

function runPlaywright(env) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], { cwd: root, env, stdio: 'inherit' });
    const entry = { name: 'playwright', child, logFile: '', exited: null };
    processes.push(entry);
    const timer = setTimeout(() => {
      say(`the suite ran longer than ${e2eTimeoutMs / 60_000} min: stopping it`);
      process.kill(child.pid, 'SIGTERM');
    }, e2eTimeoutMs);
    child.on('exit', (code, signal) => {
      entry.exited = { code, signal };
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

/**
 * --serve-only: instead of the suite, one line `serving {json}` (the base URL, database, Redis, service token and
 * every process's pid, for a caller such as infra/bench/first-morning), then wait for SIGINT or SIGTERM, or stop
 * alone after DIST_SERVE_MAX_MIN minutes (60).
 */
async function serve(description) {
  const maxMs = Number(process.env.DIST_SERVE_MAX_MIN ?? 60) * 60_000;
  const pids = processes.map((entry) => ({ name: entry.name, pid: entry.child.pid }));
  // Ended by a signal as a rule, so the work folder goes with the other clean-ups (after the processes stop).
  if (!flags.has('--keep')) cleanups.unshift(async () => rmSync(description.workDir, { recursive: true, force: true }));
  process.stdout.write(`serving ${JSON.stringify({ ...description, processes: pids })}\n`);
  await sleep(maxMs);
  say(`served ${maxMs / 60_000} min: stopping`);
  const crashed = processes.filter((entry) => entry.exited);
  return { code: crashed.length ? 1 : 0, workDir: description.workDir };
}

async function main() {
  if (flags.has('--build') || !isBuilt()) build();
  if (!isBuilt()) throw new Error('the build is incomplete');
  checkNginx();

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'campus-dist-'));
  runDir = workDir;
  // nginx's workers run as another user when started by root: they read the UI from here.
  chmodSync(workDir, 0o755);
  const logDir = path.join(workDir, 'logs');
  mkdirSync(logDir);
  say(`work folder ${workDir} (logs in logs/)`);

  const databaseUrl = await createDatabase();
  const redisUrl = await claimRedis();
  const secrets = writeSecrets(workDir);
  const mailDir = path.join(workDir, 'mail');
  const smtpUrl = await startMailbox(mailDir);

  // What every service and worker shares; nothing of the caller's own Campus settings leaks in.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) =>
    !/_SERVICE_URL$|^(PORT|HOST|DATABASE_URL|REDIS_URL|SMTP_URL|DATA_DIR|JWT_.*|SERVICE_TOKEN.*|METRICS_.*|OTEL_.*|NODE_ENV|PUBLIC_URL|TRUST_PROXY)$/.test(name)));
  const common = {
    ...inherited,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: smtpUrl,
    DEMO: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // One folder for all: uploaded materials must be readable by both materials replicas.
    DATA_DIR: path.join(workDir, 'data'),
    JWT_PUBLIC_KEY: secrets.publicPath,
    SERVICE_TOKEN: secrets.serviceToken,
    PUBLIC_URL: baseUrl,
    TRUST_PROXY: '127.0.0.1',
    ...Object.fromEntries(services.map((name, index) => [`${name.toUpperCase()}_SERVICE_URL`, `http://127.0.0.1:${ports.internal(index)}`])),
  };
  const envOf = (name) => (name === 'auth' ? { ...common, JWT_PRIVATE_KEY: secrets.privatePath } : common);

  say('migrating and seeding (demo on)');
  const seed = spawnSync('node', ['services/platform/dist/seed.js'], { cwd: root, env: { ...common, JWT_PRIVATE_KEY: secrets.privatePath }, encoding: 'utf8', timeout: 300_000 });
  if (seed.status !== 0) throw new Error(`seeding failed (${seed.error?.message ?? `exit ${seed.status}`}):\n${seed.stdout}\n${seed.stderr}`);

  const publicDir = path.join(workDir, 'public');
  collectUi(publicDir);
  const configPath = path.join(workDir, 'nginx.conf');
  writeFileSync(configPath, nginxConfig(workDir, publicDir));
  const test = spawnSync('nginx', ['-t', '-q', '-c', configPath], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refuses the generated configuration:\n${test.stderr}`);

  // Services first, then nginx, then the workers: nginx marks a replica that refuses a connection as down for
  // 10 s (its default max_fails/fail_timeout), so nothing should reach a replica through it before it listens.
  say(`starting ${services.length} services twice, then nginx on ${baseUrl}, then ${workers.length} workers`);
  const deadline = Date.now() + startTimeoutMs;
  const serviceReady = [];
  for (const [index, name] of services.entries()) {
    for (const replica of [0, 1]) {
      const port = ports.replica(index, replica);
      start(`${name}-${'ab'[replica]}`, 'node', [`services/${name}/dist/server.js`], { ...envOf(name), PORT: String(port) }, logDir);
      serviceReady.push(`http://127.0.0.1:${port}/ready`);
    }
  }
  await waitReady(serviceReady, deadline);
  start('nginx', 'nginx', ['-c', configPath, '-g', 'daemon off;'], common, logDir);
  await waitReady([`${baseUrl}/mfe-manifest.json`, ...services.map((_, index) => `http://127.0.0.1:${ports.internal(index)}/health`)], deadline);
  const workerReady = [];
  for (const [index, name] of workers.entries()) {
    const port = ports.worker(index);
    start(`${name}-worker`, 'node', [`services/${name}/dist/worker.js`], { ...envOf(name), METRICS_PORT: String(port) }, logDir);
    workerReady.push(`http://127.0.0.1:${port}/health`);
  }
  await waitReady(workerReady, deadline);
  await checkEdge();
  say('every process is ready and nginx routes');

  await checkStreamAcrossReplicas(secrets.serviceToken);
  if (flags.has('--serve-only')) return serve({ baseUrl, databaseUrl, redisUrl, serviceToken: secrets.serviceToken, workDir });

  say(`running the Playwright suite against ${baseUrl}`);
  const suiteStarted = Date.now();
  const code = await runPlaywright({
    ...inherited,
    E2E_BASE_URL: baseUrl,
    E2E_SMTP_URL: smtpUrl,
    E2E_MAIL_DIR: mailDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(root, 'test-output', 'e2e-distributed.json'),
  });
  say(`the suite took ${((Date.now() - suiteStarted) / 60_000).toFixed(1)} min and ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
  const crashed = processes.filter((entry) => entry.exited && entry.name !== 'playwright');
  if (crashed.length) throw new Error(`processes ended during the suite: ${crashed.map((entry) => entry.name).join(', ')}`);
  return { code, workDir };
}

async function cleanUp() {
  await stopAll();
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((error) => say(`clean-up: ${error.message}`));
  }
  cleanups.length = 0;
}

let exitCode = 1;
let keepDir;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    say(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}
try {
  const { code, workDir } = await main();
  exitCode = code;
  keepDir = flags.has('--keep') || code !== 0 ? workDir : undefined;
  if (!keepDir) rmSync(workDir, { recursive: true, force: true });
} catch (error) {
  say(`failed: ${error.message}`);
  keepDir = runDir;
} finally {
  await cleanUp();
}
if (keepDir) say(`logs kept in ${keepDir}/logs`);
say(`done in ${elapsed()}`);
process.exit(exitCode);
