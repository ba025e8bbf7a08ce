// /metrics of a real service over HTTP: the route's latency histogram counts each request under its pattern, a
// queue's depth, open streams and the database pool; who may read it (loopback, METRICS_TOKEN); and a worker's own
// metrics listener with /health and /ready, which says so when its port is taken.
import { createServer } from 'node:http';
import { startMetricsListener } from '@campus/kit';
import { account, as, person, startNotificationsTestApp, type NotificationsTestApp } from './support/test-app.js';
import { openStream } from './support/sse.js';

let ctx: NotificationsTestApp;
let baseUrl: string;

beforeAll(async () => {
  // Jobs stay in their queue: nothing here runs them.
  ctx = await startNotificationsTestApp({ runJobs: false });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
}, 60_000);

async function scrape(url = `${baseUrl}/metrics`, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series, given its name and exact labels (0 when absent). */
function valueOf(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value) && Object.keys(found).length === Object.keys(labels).length) return Number(match[3]);
  }
  return 0;
}

const LIST = { service: 'notifications', method: 'GET', route: '/api/notifications', status: '200' };

test('when a route is called, then its histogram under the route pattern counts each request, and no raw URL becomes a label', async () => {
  const anna = person(ctx);
  const before = valueOf(await scrape(), 'campus_http_request_duration_seconds_count', LIST);

  for (const query of ['?limit=5', '?limit=6', '']) {
    const response = await fetch(`${baseUrl}/api/notifications${query}`, { headers: { cookie: `access_token=${anna.token}` } });
    expect(response.status).toBe(200);
  }
  const text = await scrape();

  expect(valueOf(text, 'campus_http_request_duration_seconds_count', LIST)).toBe(before + 3);
  expect(valueOf(text, 'campus_http_request_duration_seconds_bucket', { ...LIST, le: '+Inf' })).toBe(before + 3);
  expect(text).not.toMatch(/route="[^"]*\?/);
  // A refused call counts under its status; an unknown path under one label, not its URL, and the process's name.
  expect((await fetch(`${baseUrl}/api/notifications`)).status).toBe(401);
  expect((await fetch(`${baseUrl}/no/such/path/${Date.now()}`)).status).toBe(404);
  const after = await scrape();
  expect(valueOf(after, 'campus_http_request_duration_seconds_count', { ...LIST, status: '401' })).toBeGreaterThanOrEqual(1);
  expect(valueOf(after, 'campus_http_request_duration_seconds_count', { service: ctx.deps.config.serviceName, method: 'GET', route: '(unmatched)', status: '404' })).toBeGreaterThanOrEqual(1);
  expect(after).not.toContain('/no/such/path');
});

test('when jobs are queued and nothing runs them, then the queue depth shows them waiting', async () => {
  const queue = { queue: 'notifications.suggestion-admins', state: 'waiting' };
  const before = valueOf(await scrape(), 'campus_job_queue_jobs', queue);
  const anna = await account(ctx);

  for (const type of ['Feature', 'Bug']) {
    const response = await as(ctx, anna).post('/api/suggestions', { type, description: 'Show the room on the card.', benefit: 'Students find their class.' });
    expect(response.statusCode).toBe(201);
  }

  expect(valueOf(await scrape(), 'campus_job_queue_jobs', queue)).toBe(before + 2);
});

test('when a notification stream is open, then it is counted until it closes; the pool and query times are there', async () => {
  const labels = { service: 'notifications', route: '/api/notifications/stream' };
  const stream = await openStream(baseUrl, person(ctx));
  expect(stream.status).toBe(200);
  await stream.nextUnread();

  expect(valueOf(await scrape(), 'campus_sse_streams_open', labels)).toBe(1);
  stream.close();
  let open = 1;
  for (let tries = 0; tries < 200 && open > 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    open = valueOf(await scrape(), 'campus_sse_streams_open', labels);
  }
  expect(open).toBe(0);

  const text = await scrape();
  if (ctx.backend === 'postgres') expect(valueOf(text, 'campus_db_pool_connections', { service: ctx.deps.config.serviceName, state: 'total' })).toBeGreaterThan(0);
  expect(valueOf(text, 'campus_db_query_duration_seconds_count', { service: ctx.deps.config.serviceName, schema: 'notifications', outcome: 'ok' })).toBeGreaterThan(0);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
});

test('when /metrics is asked through a proxy on the main port without METRICS_TOKEN, then it answers 403', async () => {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });

  expect(response.status).toBe(403);
  expect((await response.json()).code).toBe('METRICS_LOOPBACK_ONLY');
});

test('when METRICS_TOKEN is set, then /metrics wants it as a bearer token, on the main port and on a metrics port alike', async () => {
  const token = 'metrics-token-0123456789abcdef';
  const guarded = await startNotificationsTestApp({ env: { METRICS_TOKEN: token }, seed: false, runJobs: false });
  try {
    expect((await guarded.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await guarded.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).json().code).toBe('METRICS_TOKEN_REQUIRED');
    expect((await guarded.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);

    // A worker's listener (here on a free port): health and readiness for the probes, metrics with the token.
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    await startMetricsListener(guarded.deps, port);
    const at = `http://127.0.0.1:${port}`;
    expect((await fetch(`${at}/health`)).status).toBe(200);
    expect(await (await fetch(`${at}/ready`)).json()).toEqual({ status: 'ready' });
    expect((await fetch(`${at}/metrics`)).status).toBe(401);
    const text = await scrape(`${at}/metrics`, { authorization: `Bearer ${token}` });
    expect(text).toContain('campus_job_queue_jobs');
  } finally {
    await guarded.close();
  }
}, 120_000);

test('when a metrics port is taken, then the listener refuses to start and says which setting to change', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  try {
    const port = (taken.address() as { port: number }).port;
    await expect(startMetricsListener(ctx.deps, port)).rejects.toThrow(`port ${port} for /metrics, /health and /ready is in use: give each process on this machine its own METRICS_PORT`);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});
