// Calls from one service to another's /internal routes. Services mounted in this process (the embedded
// platform, tests) are called through app.inject, so nothing leaves the process; the others over HTTP at
// <NAME>_SERVICE_URL (e.g. AUTH_SERVICE_URL), which a service running alone must have for each it calls.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';
import { inClientSpan } from './observability/tracing.js';
import type { Config, ServiceClient, ServiceRequest } from './types.js';

const UNREACHABLE = 'SERVICE_UNAVAILABLE';

export class RoutingServiceClient implements ServiceClient {
  private local?: { app: FastifyInstance; names: Set<string> };

  constructor(private readonly config: Config) {}

  /** Called by buildServiceApp once the modules' routes are registered. */
  mount(app: FastifyInstance, names: string[]): void {
    this.local = { app, names: new Set(names) };
  }

  /** In a client span when tracing is on; its `traceparent` goes with the call, so the callee's span joins the trace. */
  async request<T>(service: string, request: ServiceRequest): Promise<T> {
    const attributes = { 'peer.service': service, 'http.request.method': request.method, 'url.path': request.path };
    return inClientSpan(`${request.method} ${service}`, attributes, (traceHeaders) => this.send<T>(service, request, traceHeaders));
  }

  private async send<T>(service: string, request: ServiceRequest, traceHeaders: Record<string, string>): Promise<T> {
    const headers = { ...traceHeaders, 'x-service-token': this.config.serviceToken, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) };
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    if (this.local?.names.has(service)) {
      const response = await this.local.app.inject({ method: request.method, url: request.path, headers, payload });
      return readAnswer<T>(service, response.statusCode, response.body);
    }
    const base = this.config.serviceUrls[service];
    if (!base) throw new AppError(503, UNREACHABLE, `The ${service} service cannot be reached; please try again shortly`, { cause: `${service.toUpperCase()}_SERVICE_URL is not set` });
    const url = new URL(request.path, base);
    let response: Response;
    try {
      response = await fetch(url, { method: request.method, headers, body: payload, signal: AbortSignal.timeout(request.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new AppError(503, UNREACHABLE, `The ${service} service cannot be reached; please try again shortly`, { cause: (error as Error).message });
    }
    return readAnswer<T>(service, response.status, await response.text());
  }
}

/** 2xx → the parsed body; otherwise the upstream's own error, status and code, so its message reaches the caller. */
function readAnswer<T>(service: string, status: number, text: string): T {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300) return body as T;
  const error = (body ?? {}) as { error?: string; message?: string; code?: string; details?: unknown };
  const upstream = status >= 500 ? 502 : status;
  throw new AppError(upstream, error.code ?? UNREACHABLE, error.error ?? error.message ?? `The ${service} service answered ${status}`, error.details);
}
