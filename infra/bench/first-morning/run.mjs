#!/usr/bin/env node
// A term's first morning (README.md beside this file): for each mode, Campus on a fresh database with the generated
// university (the benchmark preset: 20,000 students, 1,000 lecturers), then Artillery's scenario.yml at arrival
// rates that grow step by step until a step's p99 of some request reaches 1 s or a request fails. Per step: every
// request's latency, the CPU of each process (from /proc), and where PostgreSQL spends its time (pg_stat_statements
// when the server preloads it, otherwise samples of pg_stat_activity). Every run stops by itself; 127.0.0.1 only.
//
//   npx turbo run build --output-logs=errors-only
//   node infra/bench/first-morning/run.mjs [--modes embedded,distributed] [--rates 2,4,8,12,16,24,32]
//        [--step-seconds 30] [--stream-seconds 15] [--think 1] [--preset benchmark] [--seed 1] [--out <dir>]
//
// embedded: services/platform/dist/server.js, one process, on DATABASE_URL and REDIS_URL (port 8302);
// distributed: scripts/test-distributed.mjs --serve-only (every service twice, every worker once, Debian's nginx)
// on ports 8300–8349. PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres) and REDIS_BASE_URL
// (redis://127.0.0.1:6379) say where the backends are; the databases made are dropped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, closeSync, constants, createWriteStream, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '@campus/contracts';
import { GENERATOR_PRESETS } from '@campus/contracts/organizational';
import { claimRedisDatabase, createScratchDatabase } from '../../../scripts/scratch-backends.mjs';

const here = import.meta.dirname;
const root = path.resolve(here, '..', '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const modes = option('--modes', 'embedded,distributed').split(',');
const rates = option('--rates', '2,4,8,12,16,24,32').split(',').map(Number);
const stepSeconds = Number(option('--step-seconds', 30));
const streamSeconds = Number(option('--stream-seconds', 15));
const thinkSeconds = Number(option('--think', 1));
const presetName = option('--preset', 'benchmark');
const seed = Number(option('--seed', 1));
const outDir = path.resolve(option('--out', path.join(root, 'test-output', `first-morning-${new Date().toISOString().replace(/[:.]/g, '-')}`)));
const pgAdminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisBaseUrl = process.env.REDIS_BASE_URL ?? 'redis://127.0.0.1:6379';
const P99_LIMIT_MS = 1000;
const EMBEDDED_PORT = 8302;
const DIST_BASE_PORT = 8300;
/** PostgreSQL's log, where auto_explain writes the plans of statements over SLOW_STATEMENT_MS (Debian's place). */
const pgLog = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const SLOW_STATEMENT_MS = 100;
const pgLogReadable = (() => {
  try {
    accessSync(pgLog, constants.R_OK);
    return true;
  } catch {
    return false;
  }
})();
/** Given to every server process: each of its connections loads auto_explain (this run's databases only read it). */
const serverPgOptions = pgLogReadable
  ? { PGOPTIONS: [process.env.PGOPTIONS, `-c session_preload_libraries=auto_explain -c auto_explain.log_min_duration=${SLOW_STATEMENT_MS}`].filter(Boolean).join(' ') }
  : {};
if (!GENERATOR_PRESETS[presetName]) throw new Error(`--preset must be one of ${Object.keys(GENERATOR_PRESETS).join(', ')}`);
if (modes.some((mode) => !['embedded', 'distributed'].includes(mode))) throw new Error('--modes: embedded and/or distributed');

const started = Date.now();
const say = (message) => process.stdout.write(`[first-morning ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Undone in reverse order whatever happens: servers, databases, Redis databases. */
const cleanups = [];
/** The Artillery run under way, stopped with the rest on a signal. */
const loadRuns = new Set();

/** Artillery lives in this folder's own node_modules (package.json says why); installed on first use. */
function artilleryBin() {
  const bin = path.join(here, 'node_modules', '.bin', 'artillery');
  if (!existsSync(bin)) {
    say('installing Artillery (npm ci in infra/bench/first-morning, once)');
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: here, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }, timeout: 600_000,
    });
    if (install.status !== 0) throw new Error('npm ci of Artillery failed');
  }
  return bin;
}

/** The caller's environment without its own Campus settings. */
function cleanEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) =>
    !/_SERVICE_URL$|^(PORT|HOST|DATABASE_URL|REDIS_URL|SMTP_URL|DATA_DIR|JWT_.*|SERVICE_TOKEN.*|METRICS_.*|OTEL_.*|NODE_ENV|PUBLIC_URL|TRUST_PROXY)$/.test(name)));
}

function stopChild(child, name) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid, 'SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), sleep(60_000).then(() => true)]);
    if (timedOut) {
      say(`${name} (pid ${child.pid}) did not stop in 60 s: killing it`);
      process.kill(child.pid, 'SIGKILL');
    }
  };
}

async function waitReady(url, child, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server ended before it was ready (exit ${child.exitCode})`);
    if (await fetch(url, { signal: AbortSignal.timeout(5_000) }).then((response) => response.ok, () => false)) return;
    await sleep(1_000);
  }
  throw new Error(`${url} not ready within ${deadlineMs / 1000} s`);
}

async function startEmbedded(logDir) {
  const database = await createScratchDatabase(pgAdminUrl, 'campus_load');
  cleanups.push(() => database.drop());
  const redis = await claimRedisDatabase(redisBaseUrl);
  cleanups.push(() => redis.release());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'campus-load-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const baseUrl = `http://127.0.0.1:${EMBEDDED_PORT}`;
  const log = createWriteStream(path.join(logDir, 'platform.log'));
  const child = spawn(process.execPath, ['services/platform/dist/server.js'], {
    cwd: root,
    env: { ...cleanEnv(), PORT: String(EMBEDDED_PORT), HOST: '127.0.0.1', DATABASE_URL: database.url, REDIS_URL: redis.url, DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl, ...serverPgOptions },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  cleanups.push(stopChild(child, 'platform'));
  say(`embedded: platform pid ${child.pid} on ${baseUrl}, database ${database.name}, Redis database ${redis.db}`);
  await waitReady(`${baseUrl}/ready`, child, 300_000);
  return { baseUrl, databaseUrl: database.url, processes: [{ name: 'platform', pid: child.pid }] };
}

async function startDistributed(logDir) {
  const log = createWriteStream(path.join(logDir, 'distributed.log'));
  const child = spawn(process.execPath, ['scripts/test-distributed.mjs', '--serve-only'], {
    cwd: root,
    // It stops alone after this long even if this script were killed.
    env: { ...cleanEnv(), DIST_BASE_PORT: String(DIST_BASE_PORT), DIST_SERVE_MAX_MIN: '45', PG_ADMIN_URL: pgAdminUrl, REDIS_BASE_URL: redisBaseUrl, ...serverPgOptions },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log);
  cleanups.push(stopChild(child, 'test-distributed'));
  say(`distributed: scripts/test-distributed.mjs --serve-only, pid ${child.pid} (its log: ${path.join(logDir, 'distributed.log')})`);
  const description = await new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('distributed mode not serving within 6 min')), 360_000);
    child.stdout.on('data', (chunk) => {
      log.write(chunk);
      buffer += chunk;
      const line = buffer.split('\n').find((text) => text.startsWith('serving {'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('serving '.length)));
      }
    });
    child.once('exit', (code) => reject(new Error(`test-distributed ended (exit ${code}) before serving; see ${path.join(logDir, 'distributed.log')}`)));
  });
  return { baseUrl: description.baseUrl, databaseUrl: description.databaseUrl, processes: description.processes };
}

/** The generated university through /admin/testing's API, as the administrator; waits until the run is done. */
async function generate(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@campus.test', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin sign-in answered ${login.status}`);
  const token = /access_token=([^;]+)/.exec(login.headers.getSetCookie().join('\n'))?.[1];
  const call = async (method, url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  const generationStarted = performance.now();
  const created = await call('POST', '/api/organizational/generator/runs', { seed, size: GENERATOR_PRESETS[presetName] });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const run = await call('GET', `/api/organizational/generator/runs/${created.id}`);
    if (run.status === 'failed') throw new Error(`the generator failed: ${run.error}`);
    if (run.status === 'done') {
      const seconds = (performance.now() - generationStarted) / 1000;
      say(`generated university (${presetName}, seed ${seed}) in ${seconds.toFixed(1)} s: ${Object.entries(run.counts).map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
      return { seconds, counts: run.counts };
    }
    if (Date.now() > deadline) throw new Error('the generator did not finish within 15 min');
    await sleep(1_000);
  }
}

/** The generated people who sign in, from auth's table (the demo password is theirs in demo mode). */
async function writeAccounts(databaseUrl, file) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select email, role from auth.users where email like '%.gen.campus.test' and is_active and role in ('student', 'lecturer') order by email",
    );
    const accounts = { password: DEMO_PASSWORD, students: rows.filter((row) => row.role === 'student').map((row) => row.email), lecturers: rows.filter((row) => row.role === 'lecturer').map((row) => row.email) };
    if (!accounts.students.length || !accounts.lecturers.length) throw new Error('no generated students or lecturers in auth.users');
    writeFileSync(file, JSON.stringify(accounts));
    say(`accounts: ${accounts.students.length} students, ${accounts.lecturers.length} lecturers`);
  } finally {
    await client.end();
  }
}

// ---- where the time goes: CPU from /proc, PostgreSQL's statements ----

const TICKS_PER_SECOND = 100;
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), comm: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')) };
  } catch {
    return undefined;
  }
}

/** Every process on the machine as pid → stat (for children such as nginx's workers, and Redis). */
function allProcesses() {
  const result = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = procStat(name);
    if (stat) result.set(Number(name), stat);
  }
  return result;
}

/** Groups of pids whose CPU a step reports: each named process with its children, PostgreSQL's backends, Redis. */
async function cpuGroups(target, pool, databaseName) {
  const everything = allProcesses();
  const groups = new Map();
  const add = (group, pid) => groups.set(group, [...(groups.get(group) ?? []), pid]);
  for (const { name, pid } of target.processes) {
    const group = name.replace(/-[ab]$/, '');
    add(group, pid);
    for (const [child, stat] of everything) if (stat.ppid === pid) add(group, child);
  }
  const backends = await pool.query('select pid from pg_stat_activity where datname = $1', [databaseName]);
  for (const { pid } of backends.rows) add('postgresql (this database\'s backends)', pid);
  for (const [pid, stat] of everything) if (stat.comm === 'redis-server') add('redis (whole server)', pid);
  return groups;
}

/**
 * CPU seconds per group over a step, from /proc every second: a process that comes up meanwhile (a new database
 * connection, an nginx worker) counts with all its time, one that ends counts up to its last sample, so a pool's
 * connections closed when idle after the step are not lost.
 */
async function cpuSampler(target, pool, databaseName) {
  const first = new Map();
  const last = new Map();
  const sample = async () => {
    for (const [group, pids] of await cpuGroups(target, pool, databaseName)) {
      for (const pid of pids) {
        const ticks = procStat(pid)?.ticks;
        if (ticks === undefined) continue;
        const key = `${group}\t${pid}`;
        if (!first.has(key)) first.set(key, started ? 0 : ticks);
        last.set(key, ticks);
      }
    }
  };
  let started = false;
  await sample();
  started = true;
  const sampledFrom = performance.now();
  let running = true;
  const loop = (async () => {
    while (running) {
      await sleep(1_000);
      await sample();
    }
  })();
  return async () => {
    running = false;
    await loop;
    const seconds = (performance.now() - sampledFrom) / 1000;
    const result = {};
    for (const [key, ticks] of last) {
      const group = key.split('\t')[0];
      result[group] ??= { cpuSeconds: 0, cores: 0 };
      result[group].cpuSeconds += (ticks - first.get(key)) / TICKS_PER_SECOND;
    }
    for (const cpu of Object.values(result)) cpu.cores = cpu.cpuSeconds / seconds;
    return result;
  };
}

const shortText = (query) => query.replace(/\s+/g, ' ').trim().slice(0, 200);
/** What pg_stat_activity keeps of a statement (track_activity_query_size, 1 kB by default): longer ones are cut. */
const QUERY_TEXT_LIMIT = 1023;

/**
 * The generic plan (PostgreSQL 15 has no EXPLAIN (GENERIC_PLAN): the statement is prepared with
 * plan_cache_mode = force_generic_plan and explained with null parameters, which that plan does not look at) of
 * each of the first `count` selects, in a transaction that is rolled back. Statements cut short get a note instead.
 */
async function explainTop(databaseUrl, top, count = 3) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const row of top.filter((item) => /^\s*(select|with)\b/i.test(item.fullText)).slice(0, count)) {
      if (row.fullText.length >= QUERY_TEXT_LIMIT && !row.calls) {
        row.plan = '(the statement is longer than track_activity_query_size: not explained)';
        continue;
      }
      const parameters = Math.max(0, ...[...row.fullText.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
      try {
        await client.query('begin');
        await client.query('set local plan_cache_mode = force_generic_plan');
        await client.query(`prepare first_morning_statement as ${row.fullText}`);
        const plan = await client.query(`explain execute first_morning_statement${parameters ? `(${Array(parameters).fill('null').join(', ')})` : ''}`);
        row.plan = plan.rows.map((line) => line['QUERY PLAN']).join('\n');
      } catch (error) {
        row.plan = `(not explained: ${error.message})`;
      } finally {
        // A prepared statement outlives the transaction.
        await client.query('rollback');
        await client.query('deallocate all');
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * The statements of this database that took over SLOW_STATEMENT_MS during a step, from the plans auto_explain wrote
 * to PostgreSQL's log: count, total and longest time, and the plan of the longest, the 5 with the most time.
 */
function slowStatements(databaseName) {
  if (!pgLogReadable) return async () => ({ note: `${pgLog} is not readable (PG_LOG): no plans` });
  const from = statSync(pgLog).size;
  return async () => {
    const size = statSync(pgLog).size;
    if (size < from) return { note: 'the log was rotated during the step' };
    const buffer = Buffer.alloc(size - from);
    const fd = openSync(pgLog, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, from);
    } finally {
      closeSync(fd);
    }
    const statements = new Map();
    for (const entry of buffer.toString('utf8').split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/)) {
      const match = /^\S+ \S+ \S+ \[\d+\] \S*@(\S+) LOG: {2}duration: ([\d.]+) ms {2}plan:\n([\s\S]*)$/.exec(entry);
      if (!match || match[1] !== databaseName) continue;
      const lines = match[3].split('\n').map((line) => line.replace(/^\t/, ''));
      const planStart = lines.findIndex((line) => line.includes('(cost='));
      const query = shortText(lines.slice(0, planStart < 0 ? lines.length : planStart).join(' ').replace(/^Query Text: /, ''));
      const ms = Number(match[2]);
      const seen = statements.get(query) ?? { query, count: 0, totalMs: 0, maxMs: 0, plan: '' };
      seen.count += 1;
      seen.totalMs += ms;
      if (ms > seen.maxMs) Object.assign(seen, { maxMs: ms, plan: planStart < 0 ? '' : lines.slice(planStart).join('\n').trimEnd() });
      statements.set(query, seen);
    }
    return { top: [...statements.values()].sort((a, b) => b.totalMs - a.totalMs).slice(0, 5) };
  };
}

/** pg_stat_statements if the server preloads it; otherwise samples of the active statements every 100 ms. */
async function statementProfiler(pool, databaseName) {
  const preload = (await pool.query('show shared_preload_libraries')).rows[0].shared_preload_libraries;
  if (preload.includes('pg_stat_statements')) {
    await pool.query('create extension if not exists pg_stat_statements');
    await pool.query('select pg_stat_statements_reset()');
    return {
      source: 'pg_stat_statements',
      stop: async () => (await pool.query(
        `select calls, round(total_exec_time::numeric, 1) as total_ms, round(mean_exec_time::numeric, 2) as mean_ms, query as full_text
           from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = $1 order by total_exec_time desc limit 10`, [databaseName]))
        .rows.map(({ full_text: fullText, ...row }) => ({ ...row, query: shortText(fullText), fullText })),
    };
  }
  const samples = new Map();
  let total = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await pool.query("select query from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()", [databaseName]);
      total += 1;
      for (const { query } of rows) {
        const key = shortText(query);
        samples.set(key, { count: (samples.get(key)?.count ?? 0) + 1, fullText: query });
      }
      await sleep(100);
    }
  })();
  return {
    source: 'pg_stat_activity samples every 100 ms (share = the fraction of samples in which the statement was running)',
    stop: async () => {
      running = false;
      await loop;
      return [...samples].sort((a, b) => b[1].count - a[1].count).slice(0, 10)
        .map(([query, { count, fullText }]) => ({ share: `${((100 * count) / Math.max(total, 1)).toFixed(0)} %`, query, fullText }));
    },
  };
}

// ---- the steps ----

function runArtillery(bin, target, rate, seconds, accountsFile, reportFile, logFile) {
  const overrides = { config: { target: target.baseUrl, phases: [{ duration: seconds, arrivalRate: rate, name: `${rate} users/s` }] } };
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(bin, ['run', '--quiet', '--overrides', JSON.stringify(overrides), '--output', reportFile, path.join(here, 'scenario.yml')], {
      cwd: here,
      env: {
        ...process.env, ARTILLERY_DISABLE_TELEMETRY: 'true', FIRST_MORNING_ACCOUNTS: accountsFile,
        FIRST_MORNING_STREAM_SECONDS: String(streamSeconds), FIRST_MORNING_THINK_SECONDS: String(thinkSeconds),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    loadRuns.add(child);
    // Arrivals stop after `seconds`; the last users finish their flow and stream; past that something hangs.
    const limit = setTimeout(() => process.kill(child.pid, 'SIGKILL'), (seconds + streamSeconds + 4 * thinkSeconds + 180) * 1000);
    child.once('exit', (code) => {
      loadRuns.delete(child);
      clearTimeout(limit);
      if (code === 0 && existsSync(reportFile)) resolve(JSON.parse(readFileSync(reportFile, 'utf8')));
      else reject(new Error(`artillery ended with ${code}; see ${logFile}`));
    });
  });
}

const ENDPOINT = 'plugins.metrics-by-endpoint.response_time.';
/** Latency per request name (and the stream's first event), failures, and whether the step held. */
function judge(report, rate) {
  const { counters = {}, summaries = {} } = report.aggregate;
  const endpoints = Object.entries(summaries)
    .filter(([name]) => name.startsWith(ENDPOINT) || name === 'first_morning.stream_first_event')
    .map(([name, summary]) => ({ name: name.startsWith(ENDPOINT) ? name.slice(ENDPOINT.length) : 'notifications-stream (first event)', count: summary.count, p50: summary.median, p95: summary.p95, p99: summary.p99, max: summary.max }))
    .sort((a, b) => b.p99 - a.p99);
  const failures = Object.entries(counters).filter(([name, count]) => count > 0 && (
    name.startsWith('errors.') || name === 'vusers.failed' || name.startsWith('first_morning.stream_failed') || name === 'first_morning.sign_in_without_token' ||
    (/^http\.codes\.\d+$/.test(name) && !name.startsWith('http.codes.2'))));
  const sessionMs = summaries['vusers.session_length']?.mean ?? 0;
  const worst = endpoints[0];
  return {
    rate,
    held: failures.length === 0 && endpoints.length > 0 && endpoints.every((endpoint) => endpoint.p99 < P99_LIMIT_MS),
    worst: worst ? `${worst.name} ${Math.round(worst.p99)} ms` : '-',
    usersStarted: counters['vusers.created'] ?? 0,
    usersCompleted: counters['vusers.completed'] ?? 0,
    // Users signed in at once in the steady state: arrivals per second × how long each stays.
    concurrentUsers: Math.round((rate * sessionMs) / 1000),
    sessionSeconds: +(sessionMs / 1000).toFixed(1),
    requestsPerSecond: summaries['http.response_time'] ? Math.round(summaries['http.response_time'].count / stepSeconds) : 0,
    noCourse: counters['first_morning.no_course'] ?? 0,
    failures: Object.fromEntries(failures),
    endpoints,
  };
}

/**
 * One mode on a database of its own, where it generates the university. (Not one database for both: started on a
 * generated university with an empty Redis, distributed mode's seeding queues thousands of survey jobs again and
 * missed Fastify's onReady timeout on the loaded machine.)
 */
async function measureMode(mode, bin) {
  const modeDir = path.join(outDir, mode);
  mkdirSync(modeDir, { recursive: true });
  const modeCleanups = cleanups.length;
  const result = { mode, steps: [] };
  try {
    const target = mode === 'embedded' ? await startEmbedded(modeDir) : await startDistributed(modeDir);
    result.generation = await generate(target.baseUrl);
    const accountsFile = path.join(modeDir, 'accounts.json');
    await writeAccounts(target.databaseUrl, accountsFile);
    const databaseName = new URL(target.databaseUrl).pathname.slice(1);
    const pool = new pg.Pool({ connectionString: pgAdminUrl, max: 2 });
    try {
      say(`${mode}: warm-up, 1 user/s for 10 s (not counted)`);
      await runArtillery(bin, target, 1, 10, accountsFile, path.join(modeDir, 'warm-up.json'), path.join(modeDir, 'warm-up.log'));
      for (const rate of rates) {
        const stopCpu = await cpuSampler(target, pool, databaseName);
        const profiler = await statementProfiler(pool, databaseName);
        const stopSlow = slowStatements(databaseName);
        const report = await runArtillery(bin, target, rate, stepSeconds, accountsFile, path.join(modeDir, `step-${rate}.json`), path.join(modeDir, `step-${rate}.log`));
        const step = judge(report, rate);
        step.cpu = await stopCpu();
        step.statements = { source: profiler.source, top: await profiler.stop() };
        await explainTop(target.databaseUrl, step.statements.top);
        step.slowStatements = await stopSlow();
        result.steps.push(step);
        say(`${mode} ${rate} users/s (≈${step.concurrentUsers} at once): ${step.held ? 'held' : 'NOT held'}; worst p99 ${step.worst}` +
          `${Object.keys(step.failures).length ? `; failures ${JSON.stringify(step.failures)}` : ''}`);
        if (!step.held) break;
      }
    } finally {
      await pool.end();
    }
  } catch (error) {
    result.error = error.message;
    say(`${mode}: ${error.message}`);
  } finally {
    for (const cleanup of cleanups.splice(modeCleanups).reverse()) await cleanup().catch((error) => say(`clean-up: ${error.message}`));
  }
  const held = result.steps.filter((step) => step.held);
  const firstFailed = result.steps.find((step) => !step.held);
  result.held = held.length && (!firstFailed || firstFailed.rate > held.at(-1).rate) ? held.at(-1) : undefined;
  result.ceilingNotReached = !firstFailed && result.steps.length === rates.length;
  return result;
}

function markdown(results) {
  const lines = [`# First morning, ${new Date().toISOString().slice(0, 16)} UTC`, '',
    `Preset ${presetName} (seed ${seed}); steps of ${stepSeconds} s at ${rates.join(', ')} users/s; stream held ${streamSeconds} s; think ${thinkSeconds} s; load average at the end ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}.`, '',
    '| mode | generated in | held (p99 < 1 s, no failures) | users at once | requests/s | first step not held |', '|---|---|---|---|---|---|'];
  for (const result of results) {
    const failed = result.steps.find((step) => !step.held);
    lines.push(`| ${result.mode} | ${result.generation ? `${result.generation.seconds.toFixed(0)} s` : '-'} | ${result.held ? `${result.held.rate} users/s` : (result.error ?? 'none')}${result.ceilingNotReached ? ' (the highest step: raise --rates)' : ''} | ${result.held?.concurrentUsers ?? '-'} | ${result.held?.requestsPerSecond ?? '-'} | ${failed ? `${failed.rate} users/s: ${failed.worst}${Object.keys(failed.failures).length ? `, ${JSON.stringify(failed.failures)}` : ''}` : '-'} |`);
  }
  for (const result of results) {
    for (const step of [result.held, result.steps.find((item) => !item.held)].filter(Boolean)) {
      lines.push('', `## ${result.mode}, ${step.rate} users/s (${step.held ? 'the last step held' : 'the first step not held'})`, '',
        '| request | count | p50 ms | p95 ms | p99 ms | max ms |', '|---|---|---|---|---|---|',
        ...step.endpoints.map((endpoint) => `| ${endpoint.name} | ${endpoint.count} | ${Math.round(endpoint.p50)} | ${Math.round(endpoint.p95)} | ${Math.round(endpoint.p99)} | ${Math.round(endpoint.max)} |`),
        '', '| process | CPU s | cores |', '|---|---|---|',
        ...Object.entries(step.cpu).sort((a, b) => b[1].cpuSeconds - a[1].cpuSeconds).map(([group, cpu]) => `| ${group} | ${cpu.cpuSeconds.toFixed(1)} | ${cpu.cores.toFixed(2)} |`),
        '', `PostgreSQL (${step.statements.source}):`, '',
        ...step.statements.top.flatMap((row) => [
          `- ${row.share ?? `${row.calls} calls, ${row.total_ms} ms in all, ${row.mean_ms} ms each`}: \`${row.query.replaceAll('`', "'")}\``,
          ...(row.plan ? ['', '  ```', ...row.plan.split('\n').map((line) => `  ${line}`), '  ```', ''] : []),
        ]),
        '', `Statements over ${SLOW_STATEMENT_MS} ms (auto_explain's plans in PostgreSQL's log)${step.slowStatements.note ? `: ${step.slowStatements.note}` : step.slowStatements.top.length ? ':' : ': none'}`, '',
        ...(step.slowStatements.top ?? []).flatMap((row) => [
          `- ${row.count} × (${Math.round(row.totalMs)} ms in all, the longest ${Math.round(row.maxMs)} ms): \`${row.query.replaceAll('`', "'")}\``,
          '', '  ```', ...row.plan.split('\n').map((line) => `  ${line}`), '  ```', '',
        ]));
    }
  }
  return `${lines.join('\n')}\n`;
}

let exitCode = 1;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    say(`${signal}: stopping`);
    for (const child of loadRuns) process.kill(child.pid, 'SIGKILL');
    void (async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
      process.exit(130);
    })();
  });
}
try {
  if (!existsSync(path.join(root, 'services/platform/dist/server.js'))) throw new Error('build first: npx turbo run build');
  mkdirSync(outDir, { recursive: true });
  const bin = artilleryBin();
  say(`modes ${modes.join(', ')}; results in ${outDir}`);
  const results = [];
  for (const mode of modes) results.push(await measureMode(mode, bin));
  writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2));
  const table = markdown(results);
  writeFileSync(path.join(outDir, 'results.md'), table);
  process.stdout.write(`\n${table}`);
  exitCode = results.every((result) => !result.error) ? 0 : 1;
} catch (error) {
  say(`failed: ${error.message}`);
} finally {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => say(`clean-up: ${error.message}`));
}
say(`done in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
process.exit(exitCode);
