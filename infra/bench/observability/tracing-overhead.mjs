#!/usr/bin/env node
// What tracing costs a request: GET /api/notifications (token check, a page and a count from PostgreSQL) on the
// notifications service beside auth, loaded by autocannon with tracing off, on (every request sampled, spans sent
// over OTLP/HTTP to a receiver in this process that reads and discards them) and on with no trace sampled, the
// three alternating in fresh server processes so all meet the machine's same moments. Also scrapes /metrics once
// after each run, to report what a scrape costs.
//
//   npx turbo run build --filter=@campus/notifications...
//   node infra/bench/observability/tracing-overhead.mjs [--seconds 10] [--connections 50] [--rounds 2] [--port 8140]
//
// Needs PostgreSQL and Redis as the tests do (@campus/kit/testing makes and drops its own database). Not part
// of npm test.
import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};

/** Off; on, every request sampled; on but no trace sampled (OTEL_TRACES_SAMPLER=always_off): the cost of the context alone. */
const MODES = ['off', 'on', 'unsampled'];

if (option('--serve') !== undefined) await serve(option('--serve'), Number(option('--port')));
else await measure();

/** The child: one server with tracing on or off, a person with 30 notifications, and its token on stdout. */
async function serve(endpoint, port) {
  const [{ startTestApp }, { default: auth }, { default: notifications }] = await Promise.all([
    import('@campus/kit/testing'),
    import('@campus/auth'),
    import('@campus/notifications'),
  ]);
  const env = endpoint === 'off' ? {} : { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint };
  const test = await startTestApp([auth, notifications], { seed: false, env });
  const sub = '7f0c2b5e-1d4a-4c8e-9a51-3b2f6d7e8a90';
  for (let index = 0; index < 30; index += 1) {
    const response = await test.app.inject({
      method: 'POST',
      url: '/internal/notifications',
      headers: { 'x-service-token': test.deps.config.serviceToken },
      payload: { userIds: [sub], title: `Notice ${index}`, message: 'A message to page through.', type: 'system', priority: 'normal' },
    });
    if (response.statusCode !== 200) throw new Error(`notify failed: ${response.statusCode} ${response.body}`);
  }
  const token = test.app.jwt.sign({ sub, email: 'bench@campus.test', role: 'student', roles: ['student'], permissions: [], mcp: false });
  await test.app.listen({ port, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ token })}\n`);
  process.once('SIGTERM', async () => {
    await test.close();
    process.exit(0);
  });
}

async function measure() {
  const seconds = option('--seconds', '10');
  const connections = option('--connections', '50');
  const rounds = Number(option('--rounds', '2'));
  const port = Number(option('--port', '8140'));
  const receiver = await startReceiver();
  const results = { off: [], on: [], unsampled: [] };
  console.log(`load average before: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  for (let round = 0; round < rounds; round += 1) {
    for (const mode of MODES) {
      const server = await startServer(mode === 'off' ? 'off' : receiver.url, port, mode === 'unsampled' ? { OTEL_TRACES_SAMPLER: 'always_off' } : {});
      try {
        // The start's spans (migrations, the notifications made) arrive in the exporter's next batch: not counted.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const spansBefore = receiver.spans;
        const before = await processCounters(port);
        const cannon = fileURLToPath(new URL('../api/cannon.mjs', import.meta.url));
        const { stdout } = await promisify(execFile)(process.execPath, [cannon, `http://127.0.0.1:${port}/api/notifications?limit=20`, connections, seconds, '--header', `cookie=access_token=${server.token}`]);
        const run = JSON.parse(stdout.trim().split('\n').pop());
        const scrape = await timedScrape(port);
        // Let the exporter's last batch arrive before counting.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const after = await processCounters(port);
        const requests = after.requests - before.requests;
        // CPU time per request holds up on a busy machine better than throughput does.
        const cpuMsPerRequest = ((after.cpuSeconds - before.cpuSeconds) * 1000) / requests;
        results[mode].push({ ...run, requests, cpuMsPerRequest, scrapeMs: scrape.ms, scrapeBytes: scrape.bytes, spans: receiver.spans - spansBefore });
        console.log(`round ${round + 1} tracing ${mode}: ${JSON.stringify(results[mode].at(-1))}`);
      } finally {
        await server.stop();
      }
    }
  }
  receiver.close();
  const mean = (mode, key) => results[mode].reduce((sum, run) => sum + run[key], 0) / results[mode].length;
  console.log('\nmean of the rounds      req/s     p50 ms   p99 ms   CPU ms/request   spans/request');
  for (const mode of MODES) {
    const spansPerRequest = results[mode].reduce((sum, run) => sum + run.spans, 0) / results[mode].reduce((sum, run) => sum + run.requests, 0);
    console.log(
      `tracing ${mode.padEnd(9)}     ${mean(mode, 'rps').toFixed(0).padStart(7)}   ${mean(mode, 'p50').toFixed(1).padStart(6)}   ${mean(mode, 'p99').toFixed(1).padStart(6)}   ${mean(mode, 'cpuMsPerRequest').toFixed(2).padStart(14)}   ${spansPerRequest.toFixed(1)}`,
    );
  }
  for (const mode of ['on', 'unsampled']) {
    console.log(`throughput ${mode} / off: ${(mean(mode, 'rps') / mean('off', 'rps')).toFixed(3)}; CPU per request ${mode} / off: ${(mean(mode, 'cpuMsPerRequest') / mean('off', 'cpuMsPerRequest')).toFixed(3)}`);
  }
  console.log(`a /metrics scrape: ${mean('off', 'scrapeMs').toFixed(1)} ms, ${(mean('off', 'scrapeBytes') / 1024).toFixed(0)} KB`);
  console.log(`load average after: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
}

/** An OTLP/HTTP receiver that reads each export, counts its spans and answers 200. */
function startReceiver() {
  const state = { spans: 0 };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
      for (const resource of body.resourceSpans ?? []) for (const scope of resource.scopeSpans ?? []) state.spans += scope.spans?.length ?? 0;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        get spans() {
          return state.spans;
        },
        close: () => server.close(),
      }),
    ),
  );
}

function startServer(endpoint, port, env) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', endpoint, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith('{"token"'));
      if (!line) return;
      child.removeAllListeners('exit');
      resolve({
        token: JSON.parse(line).token,
        stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))),
      });
    });
  });
}

/** The server's CPU seconds and how many requests of the loaded route it has answered, from its /metrics. */
async function processCounters(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const cpuSeconds = Number(/^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1]);
  const requests = [...text.matchAll(/^campus_http_request_duration_seconds_count\{[^}]*route="\/api\/notifications"[^}]*\} (\S+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
  return { cpuSeconds, requests };
}

async function timedScrape(port) {
  const started = performance.now();
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return { ms: performance.now() - started, bytes: Buffer.byteLength(text) };
}
