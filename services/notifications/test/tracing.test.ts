// Traces end to end, against a real OTLP/HTTP receiver on loopback: a suggestion sent over HTTP queues a job
// (through Redis), the job calls the auth service, and every span of it (the request, the queueing, the job, the
// call and auth's answer to it) carries one trace id, which the log lines of the request and the call carry too.
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { flushTracing } from '@campus/kit';
import { account, admin, eventually, startNotificationsTestApp, type NotificationsTestApp } from './support/test-app.js';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
}

const spans: ReceivedSpan[] = [];
const logLines: Array<Record<string, unknown>> = [];
let receiver: Server;
let ctx: NotificationsTestApp;
let baseUrl: string;

/** OTLP/HTTP with JSON bodies, as the exporter sends them: resourceSpans → scopeSpans → spans. */
function startReceiver(): Promise<string> {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          resourceSpans: Array<{ resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> }; scopeSpans: Array<{ spans: ReceivedSpan[] }> }>;
        };
        for (const resource of body.resourceSpans) {
          const service = resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(receiver.address() as { port: number }).port}`)));
}

beforeAll(async () => {
  const endpoint = await startReceiver();
  const lines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  ctx = await startNotificationsTestApp({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'campus-test', LOG_LEVEL: 'info' }, logDestination: lines });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => receiver?.close(resolve));
}, 60_000);

// OTLP's span kinds.
const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

test('when a request queues a job that calls another service, then one trace id spans the request, the job and the call, and its log lines', async () => {
  const anna = await account(ctx);
  await account(ctx, 'admin');
  const before = await ctx.db.selectFrom('notifications').select('id').where('type', '=', 'suggestion').execute();

  const response = await fetch(`${baseUrl}/api/suggestions`, {
    method: 'POST',
    headers: { cookie: `access_token=${anna.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Traced', description: 'Show the room on the card.', benefit: 'Students find their class.' }),
  });
  expect(response.status).toBe(201);
  // The job has run once an admin is notified of the suggestion.
  await eventually(
    () => ctx.db.selectFrom('notifications').select('id').where('type', '=', 'suggestion').execute(),
    (rows) => rows.length > before.length,
  );
  await eventually(async () => (await flushTracing(), spans.filter((span) => span.name === 'job notifications.suggestion-admins').length), (count) => count > 0);

  const request = spans.find((span) => span.name === 'POST /api/suggestions' && span.kind === SERVER);
  expect(request).toBeDefined();
  const trace = spans.filter((span) => span.traceId === request!.traceId);
  const byId = new Map(trace.map((span) => [span.spanId, span]));
  const queued = trace.find((span) => span.name === 'queue notifications.suggestion-admins' && span.kind === PRODUCER);
  const job = trace.find((span) => span.name === 'job notifications.suggestion-admins' && span.kind === CONSUMER);
  const call = trace.find((span) => span.kind === CLIENT && /^(GET|POST|PUT|PATCH|DELETE) auth$/.test(span.name) && isWithin(span, job!, byId));
  const answered = trace.find((span) => span.kind === SERVER && span.name.includes('/internal/auth/') && span.parentSpanId === call?.spanId);

  expect(queued?.parentSpanId).toBe(request!.spanId);
  expect(job?.parentSpanId).toBe(queued!.spanId);
  expect(call).toBeDefined();
  expect(answered).toBeDefined();
  expect(trace.some((span) => span.name === 'db insert notifications' && span.parentSpanId === request!.spanId)).toBe(true);
  // What the job queues in turn (the notification's email) continues the same trace.
  expect(trace.some((span) => span.name === 'queue notifications.email' && span.parentSpanId === job!.spanId)).toBe(true);
  expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['campus-test']));

  // The log lines of the request (Fastify's own included) and of auth's answer to the job's call name the trace.
  const traced = logLines.filter((line) => line.traceId === request!.traceId);
  expect(traced.some((line) => line.msg === 'incoming request' && (line.req as { url: string }).url === '/api/suggestions')).toBe(true);
  expect(traced.some((line) => line.msg === 'request completed' && line.spanId === request!.spanId)).toBe(true);
  expect(traced.some((line) => line.msg === 'incoming request' && (line.req as { url: string }).url.startsWith('/internal/auth/') && line.spanId === answered!.spanId)).toBe(true);
}, 60_000);

test('when a caller sends a traceparent, then the request continues that trace', async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const response = await fetch(`${baseUrl}/api/notifications`, {
    headers: { cookie: `access_token=${admin(ctx).token}`, traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
  });
  expect(response.status).toBe(200);
  await eventually(async () => (await flushTracing(), spans.filter((span) => span.traceId === traceId).length), (count) => count > 0);

  const request = spans.find((span) => span.traceId === traceId && span.kind === SERVER);
  expect(request).toMatchObject({ name: 'GET /api/notifications', parentSpanId: '00f067aa0ba902b7' });
  expect(logLines.some((line) => line.traceId === traceId && line.msg === 'request completed')).toBe(true);
});

/** Whether `span` descends from `ancestor` within the trace. */
function isWithin(span: ReceivedSpan, ancestor: ReceivedSpan, byId: Map<string, ReceivedSpan>): boolean {
  for (let current: ReceivedSpan | undefined = span; current; current = current.parentSpanId ? byId.get(current.parentSpanId) : undefined) {
    if (current.spanId === ancestor.spanId) return true;
  }
  return false;
}
