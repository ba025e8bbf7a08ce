// What createServer adds to every Fastify instance: request metrics per route pattern, open event streams, a
// server span per request (when tracing is on), and GET /metrics with its guard.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerOptions, RouteOptions } from 'fastify';
import type { Span } from '@opentelemetry/api';
import { forbidden, unauthorized } from '../errors.js';
import type { Config } from '../types.js';
import { collectProcessMetrics, httpDuration, renderMetrics, watchStream } from './metrics.js';
import { endServerSpan, runInSpan, startServerSpan, tracingOn } from './tracing.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The service that registered the route (set by the kit for each module's routes): the metrics' `service`. */
    serviceName?: string;
    /** The route answers a server-sent event stream (found from its documented 200 content type). */
    eventStream?: boolean;
  }
}

const UNMATCHED = '(unmatched)';
const SERVER_SPAN = Symbol('campus.serverSpan');
/** Marks a request's logger that already carries its trace ids as bindings, so the logger's mixin adds none. */
export const TRACED_LOGGER = Symbol('campus.tracedLogger');

type TracedRaw = { [SERVER_SPAN]?: Span };

/**
 * Fastify's child logger for each request: with tracing on, it starts the request's server span here, before
 * Fastify's "incoming request" line, and binds its ids, so every line of the request names its trace.
 */
export function tracingLoggerFactory(): FastifyServerOptions['childLoggerFactory'] | undefined {
  if (!tracingOn()) return undefined;
  return (logger, bindings, options, raw) => {
    const span = startServerSpan(raw.method ?? 'GET', raw.headers);
    if (!span) return logger.child(bindings, options);
    (raw as TracedRaw)[SERVER_SPAN] = span;
    const { traceId, spanId } = span.spanContext();
    const child = logger.child({ ...bindings, traceId, spanId }, options) as FastifyBaseLogger & { [TRACED_LOGGER]?: true };
    child[TRACED_LOGGER] = true;
    return child;
  };
}

export function registerHttpObservability(app: FastifyInstance, config: Config): void {
  collectProcessMetrics();
  const processService = config.serviceName;
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!answersEventStream(route)) return;
    route.config = { ...route.config, eventStream: true };
    route.onRequest = [...[route.onRequest ?? []].flat(), async (request, reply) => {
      watchStream(reply.raw, { service: request.routeOptions.config.serviceName ?? processService, route: request.routeOptions.url ?? UNMATCHED });
    }];
  });
  if (tracingOn()) {
    app.addHook('onRequest', (request, _reply, done) => {
      const span = (request.raw as TracedRaw)[SERVER_SPAN];
      if (!span) return done();
      span.updateName(`${request.method} ${request.routeOptions.url ?? UNMATCHED}`);
      runInSpan(span, request.raw, done);
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    const { url, config: routeConfig } = request.routeOptions;
    const span = (request.raw as TracedRaw)[SERVER_SPAN];
    if (span) endServerSpan(span, url, reply.statusCode);
    if (!routeConfig.eventStream) {
      const labels = { service: routeConfig.serviceName ?? processService, method: request.method, route: url ?? UNMATCHED, status: String(reply.statusCode) };
      httpDuration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
}

function answersEventStream(route: RouteOptions): boolean {
  const ok = (route.schema?.response as Record<string, { content?: Record<string, unknown> }> | undefined)?.[200];
  return Boolean(ok?.content && 'text/event-stream' in ok.content);
}

export interface MetricsRouteOptions {
  /** The process's main port (reached by people through a proxy): without METRICS_TOKEN only loopback callers read it. */
  mainPort: boolean;
}

/**
 * GET /metrics, guarded as the README's "Metrics and traces" says. Not under /api, so nginx never routes it; like
 * /health and /ready it is outside /api and /internal, where `access` declarations apply, and has its own guard.
 */
export function registerMetricsRoute(app: FastifyInstance, config: Config, { mainPort }: MetricsRouteOptions): void {
  const token = config.observability.metricsToken;
  const expected = token ? digest(token) : undefined;
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (expected) {
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized('Metrics need the METRICS_TOKEN bearer token', 'METRICS_TOKEN_REQUIRED');
    } else if (mainPort && !fromLoopbackDirectly(request)) {
      throw forbidden('Metrics are read on this machine only: set METRICS_TOKEN or METRICS_PORT to scrape them from elsewhere', 'METRICS_LOOPBACK_ONLY');
    }
    const { contentType, text } = await renderMetrics();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket's own address (never X-Forwarded-For), and no proxy in between: a proxy on this machine connects from loopback too. */
function fromLoopbackDirectly(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  return LOOPBACK.has(request.raw.socket?.remoteAddress ?? '');
}
