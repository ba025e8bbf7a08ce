#!/usr/bin/env node
// SSE fan-out benchmark of the notifications service, against real PostgreSQL and Redis on this machine.
// Starts one or two built notifications instances (child processes, 127.0.0.1 only), opens N concurrent SSE
// clients (split evenly over the instances), then sends one notification per second to all N through the
// first instance's internal route, for --seconds seconds. Reports connections held (the instances' own count),
// the instances' RSS, and the delivery latency (send time written in the message → arrival at the client)
// at p50 / p99 / max, plus how many deliveries arrived out of how many expected.
//
//   npx turbo run build --filter=@campus/notifications...
//   ulimit -n 65536   # N clients need N sockets here and N in the instances (raise the hard limit as root)
//   node infra/bench/sse/sse-fanout.mjs --clients 1000 --instances 1 [--seconds 20] [--port 8120]
//
// Needs DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432) and REDIS_URL (default
// redis://127.0.0.1:6379); creates and drops its own database. Not part of npm test.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const clients = option('--clients', 1000);
const instances = option('--instances', 1);
const seconds = option('--seconds', 20);
const basePort = option('--port', 8120);
/** Sends before the measured ones (not counted): JIT, prepared plans and socket buffers warm up. */
const warmup = option('--warmup', 2);
const pathOption = (name) => (args.includes(name) ? path.resolve(args[args.indexOf(name) + 1]) : undefined);
/** `--profile <dir>`: the instances write V8 CPU profiles there on exit (open in Chrome DevTools). */
const profileDir = pathOption('--profile');
/** `--server <file>`: another build's server.js (say, of the previous commit) to compare against, run for run. */
const serverFile = pathOption('--server') ?? path.join(root, 'services/notifications/dist/server.js');
if (clients > 20_000) throw new Error('--clients is bounded to 20,000 (one send reaches at most that many people)');
if (instances < 1 || instances > 2) throw new Error('--instances is 1 or 2');

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const dbName = `bench_sse_${process.pid}_${randomBytes(3).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const serviceToken = randomBytes(24).toString('hex');
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const base64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
function accessToken(userId) {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url({ sub: userId, email: `${userId}@bench.test`, role: 'student', roles: ['student'], permissions: [], mcp: false, iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

async function withServer(work) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const servers = [];
async function startInstance(index) {
  const port = basePort + index;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-sse-'));
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, serverFile], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl,
      LOG_LEVEL: 'warn', JWT_PRIVATE_KEY: privatePem, SERVICE_TOKEN: serviceToken, DEMO: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const server = { child, port, dataDir, url: `http://127.0.0.1:${port}` };
  servers.push(server);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await fetch(`${server.url}/ready`).then((response) => response.ok, () => false)) return server;
    if (child.exitCode !== null) throw new Error(`instance ${index} exited with ${child.exitCode}`);
    await sleep(100);
  }
  throw new Error(`instance ${index} was not ready within 60 s`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((item) => item.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};
/** CPU time (user + system, ms) a process has used so far: what a send costs it, whatever else runs. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ (100 on Linux)
};
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

const latencies = [];
let errors = 0;
let closedEarly = 0;
const sockets = [];
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function openClient(server, userId) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}/api/notifications/stream`, { agent, headers: { cookie: `access_token=${accessToken(userId)}`, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        const now = Date.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('retry:')) resolve();
          const at = block.indexOf('sent:');
          if (block.includes('event: notification') && at >= 0) latencies.push(now - Number(block.slice(at + 5, block.indexOf(' ', at))));
        }
      });
      response.on('close', () => {
        if (!stopping) closedEarly += 1;
      });
    });
    request.on('error', (error) => {
      errors += 1;
      reject(error);
    });
    sockets.push(request);
  });
}

let stopping = false;
async function main() {
  await withServer((client) => client.query(`create database "${dbName}"`));
  try {
    const started = [];
    for (let index = 0; index < instances; index += 1) started.push(await startInstance(index));
    const users = Array.from({ length: clients }, () => randomUUID());
    // The bench measures the stream: email off for the type sent, so no mail jobs are queued.
    await withServer(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(
        `insert into notifications.preferences (user_id, notification_type, enable_in_app, enable_email, enable_push)
         select unnest($1::uuid[]), 'system', true, false, false`,
        [users],
      );
      await client.end();
    });
    const rssBefore = started.map((server) => rssMb(server.child.pid));

    const openStarted = performance.now();
    for (let from = 0; from < users.length; from += 250) {
      await Promise.all(users.slice(from, from + 250).map((userId, offset) => openClient(started[(from + offset) % started.length], userId)));
    }
    const openMs = performance.now() - openStarted;
    const held = await Promise.all(started.map((server) => fetch(`${server.url}/internal/notifications/stats`, { headers: { 'x-service-token': serviceToken } }).then((response) => response.json()).then((body) => body.streams)));

    for (let round = 0; round < warmup; round += 1) {
      const response = await fetch(`${started[0].url}/internal/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-service-token': serviceToken },
        body: JSON.stringify({ userIds: users, title: `Warm-up ${round + 1}`, message: 'warm-up', type: 'system', priority: 'normal' }),
      });
      if (!response.ok) throw new Error(`warm-up answered ${response.status}: ${await response.text()}`);
      await sleep(1000);
    }
    const loadBefore = os.loadavg()[0];
    const cpuBefore = started.map((server) => cpuMs(server.child.pid));
    const sendMs = [];
    let peakRss = rssBefore.slice();
    for (let round = 0; round < seconds; round += 1) {
      const tick = performance.now();
      const response = await fetch(`${started[0].url}/internal/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-service-token': serviceToken },
        body: JSON.stringify({ userIds: users, title: `Bench round ${round + 1}`, message: `sent:${Date.now()} round ${round + 1}`, type: 'system', priority: 'normal' }),
      });
      if (!response.ok) throw new Error(`send answered ${response.status}: ${await response.text()}`);
      sendMs.push(performance.now() - tick);
      peakRss = started.map((server, index) => Math.max(peakRss[index], rssMb(server.child.pid)));
      await sleep(Math.max(0, 1000 - (performance.now() - tick)));
    }
    // Let the last round arrive.
    for (let wait = 0; wait < 50 && latencies.length < clients * seconds; wait += 1) await sleep(100);
    const cpuPerSend = started.map((server, index) => Math.round((cpuMs(server.child.pid) - cpuBefore[index]) / seconds));
    const heldAfter = await Promise.all(started.map((server) => fetch(`${server.url}/internal/notifications/stats`, { headers: { 'x-service-token': serviceToken } }).then((response) => response.json()).then((body) => body.streams)));
    peakRss = started.map((server, index) => Math.max(peakRss[index], rssMb(server.child.pid)));

    const sorted = latencies.slice().sort((a, b) => a - b);
    const sendSorted = sendMs.slice().sort((a, b) => a - b);
    const result = {
      clients,
      instances,
      seconds,
      warmup,
      openSeconds: +(openMs / 1000).toFixed(1),
      held: held.join(' + '),
      heldAfter: heldAfter.join(' + '),
      rssMbIdle: rssBefore.join(' + '),
      rssMbPeak: peakRss.join(' + '),
      delivered: `${latencies.length} / ${clients * seconds}`,
      p50ms: percentile(sorted, 50),
      p99ms: percentile(sorted, 99),
      maxMs: sorted.at(-1),
      sendRequestMsP50: Math.round(percentile(sendSorted, 50)),
      sendRequestMsMax: Math.round(sendSorted.at(-1)),
      // Each instance's CPU time per send (the sends, fan-out and heartbeats of the measured seconds).
      instanceCpuMsPerSend: cpuPerSend.join(' + '),
      clientErrors: errors,
      closedEarly,
      benchClientRssMb: Math.round(process.memoryUsage().rss / 1048576),
      // The machine's 1-minute load average before and after the measured sends (2 cores: above 2 is queueing).
      loadAverage: `${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    stopping = true;
    for (const request of sockets) request.destroy();
    for (const server of servers) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    await withServer((client) => client.query(`drop database if exists "${dbName}" with (force)`));
  }
}

await main();
