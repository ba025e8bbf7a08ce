// OpenTelemetry traces: one span per incoming request, per call to another service, per queued job and its run,
// and per database query, joined by W3C `traceparent` (headers between services, a field of the job's data in
// its queue). Exported with OTLP over HTTP when an endpoint is configured; otherwise nothing is set up and every
// helper here returns at its first line, so tracing off costs a boolean test.
import { context, propagation, trace, SpanKind, SpanStatusCode, type Attributes, type Context, type Span } from '@opentelemetry/api';
import type { EventEmitter } from 'node:events';
import type { ObservabilityConfig } from './config.js';

/** The field of a job's data that carries its trace context between enqueue and run (not part of any payload schema). */
export const TRACE_FIELD = '_trace';

export type TraceCarrier = Record<string, string>;

interface Tracing {
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

let tracing: Tracing | undefined;
let starting: Promise<void> | undefined;

/** Whether spans are recorded in this process. */
export const tracingOn = (): boolean => tracing !== undefined;

const tracer = () => trace.getTracer('campus');

/**
 * Starts the SDK once per process when a traces URL is configured (the first caller's service name names the
 * process). The SDK is loaded only then, so a process without tracing never imports it.
 */
export async function startTracing(config: ObservabilityConfig, serviceName: string): Promise<void> {
  if (!config.tracesUrl || tracing) return;
  starting ??= (async () => {
    const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
    const exporter = new OTLPTraceExporter({ url: config.tracesUrl });
    const provider = new NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': config.tracingServiceName ?? `campus-${serviceName}` }),
      // Sampling follows OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG (default: parent-based, every trace).
      spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
    });
    // Also installs the AsyncLocalStorage context manager and the W3C trace-context propagator.
    provider.register();
    tracing = { flush: () => provider.forceFlush(), shutdown: () => provider.shutdown() };
  })();
  await starting;
}

/** Sends what is buffered (tests, and a process about to exit). */
export async function flushTracing(): Promise<void> {
  await tracing?.flush();
}

/** The active span's trace and span ids, for log lines; undefined outside a span or with tracing off. */
export function activeTraceIds(): { traceId: string; spanId: string } | undefined {
  if (!tracing) return undefined;
  const span = trace.getSpan(context.active());
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

/** A request's server span, its parent taken from the `traceparent` header (or, for an in-process call, the caller's context). */
export function startServerSpan(method: string, headers: Record<string, string | string[] | undefined>): Span | undefined {
  if (!tracing) return undefined;
  const parent = propagation.extract(context.active(), headers);
  return tracer().startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
}

/**
 * Runs `next` (the rest of a request's hooks and its handler) inside the span, so its queries, calls and logs join
 * it. A request with a body has its stream bound too: the body arrives in events, whose listeners (and the handler
 * after them) would otherwise run outside the span. Binding wraps the emitter, so requests without a body skip it.
 */
export function runInSpan(span: Span, request: EventEmitter & { headers: Record<string, unknown> }, next: () => void): void {
  const spanContext = trace.setSpan(context.active(), span);
  if (request.headers['content-length'] || request.headers['transfer-encoding']) context.bind(spanContext, request);
  context.with(spanContext, next);
}

export function endServerSpan(span: Span, route: string | undefined, status: number): void {
  if (route) span.setAttribute('http.route', route);
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Runs `call` in a client span and gives it the headers that continue the trace (`traceparent`, `tracestate`);
 * with tracing off, `call` gets none and runs as it is.
 */
export async function inClientSpan<T>(name: string, attributes: Attributes, call: (headers: TraceCarrier) => Promise<T>): Promise<T> {
  if (!tracing) return call({});
  return inSpan(name, SpanKind.CLIENT, attributes, context.active(), (spanContext) => {
    const headers: TraceCarrier = {};
    propagation.inject(spanContext, headers);
    return call(headers);
  });
}

/** A producer span for queueing a job, and the carrier to store in the job's data (undefined with tracing off). */
export async function inProducerSpan<T>(queue: string, enqueue: (carrier: TraceCarrier | undefined) => Promise<T>): Promise<T> {
  if (!tracing) return enqueue(undefined);
  return inSpan(`queue ${queue}`, SpanKind.PRODUCER, { 'messaging.destination.name': queue }, context.active(), (spanContext) => {
    const carrier: TraceCarrier = {};
    propagation.inject(spanContext, carrier);
    return enqueue(carrier);
  });
}

/** Runs a job in a consumer span continuing the trace it was queued in. */
export async function inConsumerSpan<T>(queue: string, carrier: TraceCarrier | undefined, attempt: number, run: () => Promise<T>): Promise<T> {
  if (!tracing) return run();
  const parent = carrier ? propagation.extract(context.active(), carrier) : context.active();
  return inSpan(`job ${queue}`, SpanKind.CONSUMER, { 'messaging.destination.name': queue, 'campus.job.attempt': attempt }, parent, run);
}

/** A span for work already done (a database query, timed by the driver): it ends now and began `durationMs` ago. */
export function recordFinishedSpan(name: string, durationMs: number, attributes: Attributes, failed: boolean): void {
  if (!tracing) return;
  const end = Date.now();
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes, startTime: end - durationMs }, context.active());
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}

async function inSpan<T>(name: string, kind: SpanKind, attributes: Attributes, parent: Context, run: (spanContext: Context) => Promise<T>): Promise<T> {
  const span = tracer().startSpan(name, { kind, attributes }, parent);
  const spanContext = trace.setSpan(parent, span);
  try {
    return await context.with(spanContext, () => run(spanContext));
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}
