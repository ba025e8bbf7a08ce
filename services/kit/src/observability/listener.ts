// A small listener of its own for /metrics, /health and /ready: every worker has one (it serves nothing else, yet
// Kubernetes probes it and Prometheus scrapes it), and a service or the platform when METRICS_PORT is set.
import Fastify from 'fastify';
import { internalsOf } from '../deps-registry.js';
import { registerErrorHandler } from '../errors.js';
import { registerHealth } from '../server.js';
import type { ServiceDeps } from '../types.js';
import { collectProcessMetrics } from './metrics.js';
import { registerMetricsRoute } from './http.js';

/** Listens on `port` until the deps are closed; answers every caller unless METRICS_TOKEN is set. */
export async function startMetricsListener(deps: ServiceDeps, port: number): Promise<void> {
  collectProcessMetrics();
  const app = Fastify({ loggerInstance: deps.log, disableRequestLogging: true });
  registerErrorHandler(app);
  registerHealth(app, deps);
  registerMetricsRoute(app, deps.config, { mainPort: false });
  try {
    await app.listen({ port, host: deps.config.host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(`port ${port} for /metrics, /health and /ready is in use: give each process on this machine its own METRICS_PORT`);
  }
  // Closed first, so probes see the process going before its connections do.
  internalsOf(deps).closers.unshift(() => app.close());
  deps.log.info(`metrics, /health and /ready on port ${port}`);
}
