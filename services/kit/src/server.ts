/// <reference types="@fastify/cookie" preserve="true" />
// A Fastify instance with everything every service shares: logging with request ids, cookies, the error model,
// /health (the process runs) and /ready (its database and Redis answer), request metrics and traces, /metrics.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AjvCompiler, type RouteDefinition } from '@fastify/ajv-compiler';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

type AjvCompilerOptions = { customOptions?: Record<string, unknown> } & Record<string, unknown>;
import { checkDependencies } from './deps.js';
import { registerErrorHandler, sendNotFound } from './errors.js';
import { registerHostileInputChecks } from './hostile-input.js';
import { registerRequestOriginCheck } from './request-origin.js';
import { registerSecurityHeaders } from './security-headers.js';
import { createLogger } from './logger.js';
import { registerHttpObservability, registerMetricsRoute, tracingLoggerFactory } from './observability/http.js';
import type { Config, ServiceDeps } from './types.js';

export interface CreateServerOptions {
  logger?: FastifyBaseLogger;
  /** When given, /ready checks its database and Redis. */
  deps?: ServiceDeps;
  /** Replaces the JSON 404 (the platform serves the UI there); call sendNotFound for what it does not handle. */
  onNotFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Origins besides our own that pages may load scripts from: the hosts of remotes in the manifest. */
  scriptOrigins?: readonly string[];
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

// The servers told to drain (startDraining): /ready answers 503 and each answer closes its connection.
const draining = new WeakSet<FastifyInstance>();

/**
 * The first step of a graceful shutdown: the process goes on answering, but /ready says 503 so a balancer takes it
 * out, and every answer ends its keep-alive connection so clients open their next one elsewhere.
 */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

/**
 * Fastify's validators, except that a querystring keeps its unknown keys: where its schema lists every key
 * (additionalProperties: false), a misspelled filter answers 400 naming it instead of being dropped and the
 * unfiltered list coming back. Bodies keep Fastify's default (unknown keys are removed).
 */
function validatorsWithStrictQuerystrings(): { buildValidator: BuildValidator } {
  const pool = AjvCompiler();
  const buildValidator = ((externalSchemas: Parameters<typeof pool>[0], options: AjvCompilerOptions) => {
    const lenient = pool(externalSchemas, options);
    const strict = pool(externalSchemas, { ...options, customOptions: { ...options?.customOptions, removeAdditional: false } });
    return (route: RouteDefinition) => (route.httpPart === 'querystring' ? strict : lenient)(route as never);
  }) as BuildValidator;
  return { buildValidator };
}

type BuildValidator = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;

export async function createServer(config: Config, options: CreateServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    schemaController: { compilersFactory: validatorsWithStrictQuerystrings() },
    loggerInstance: options.logger ?? createLogger(config),
    childLoggerFactory: tracingLoggerFactory(),
    trustProxy: config.trustProxy,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // Honour a caller's request id (nginx, another service) so one id follows a request across processes.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerHttpObservability(app, config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Checked as each answer leaves, so requests that began before the drain also close their connections.
  app.addHook('onSend', async (_request, reply) => {
    if (draining.has(app)) reply.header('connection', 'close');
  });
  await app.register(cookie);
  await registerSecurityHeaders(app, config.publicUrl, options.scriptOrigins);
  registerErrorHandler(app);
  registerHostileInputChecks(app);
  registerRequestOriginCheck(app, config.publicUrl);
  app.setNotFoundHandler(options.onNotFound ?? sendNotFound);
  registerHealth(app, options.deps, () => draining.has(app));
  // With a metrics port of its own, the process serves /metrics there instead (startMetricsListener).
  if (!config.observability.metricsPort) registerMetricsRoute(app, config, { mainPort: true });
  return app;
}

export function registerHealth(app: FastifyInstance, deps: ServiceDeps | undefined, isDraining: () => boolean = () => false): void {
  app.get('/health', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/ready', { logLevel: 'warn' }, async (request, reply) => {
    if (isDraining()) {
      const message = 'The service is shutting down';
      return reply.status(503).send({ error: message, message, code: 'SHUTTING_DOWN' });
    }
    if (!deps) return { status: 'ready' };
    try {
      await checkDependencies(deps);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({
        error: 'The service cannot reach its database or Redis yet',
        message: 'The service cannot reach its database or Redis yet',
        code: 'NOT_READY',
      });
    }
  });
}
