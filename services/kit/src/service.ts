// How a service runs: alone on its own port (startService) with its jobs in a worker process of their own
// (startWorker), or with others in one Fastify instance (buildServiceApp, used by the platform and by tests).
import type { FastifyInstance } from 'fastify';
import { registerAuditTrail } from './audit.js';
import { registerAuth } from './auth.js';
import { exitOnConfigError, loadConfig, type Env } from './config.js';
import { ConfigError } from './config-error.js';
import { migrateService } from './database/migrate.js';
import { KIT_SCHEMA, type KitDatabase } from './kit-schema.js';
import { registerDocumentedRoutes, registerOpenApi } from './openapi.js';
import { closeDeps, createDeps } from './deps.js';
import { createServer, startDraining, type CreateServerOptions } from './server.js';
import { startMetricsListener } from './observability/listener.js';
import { startTracing } from './observability/tracing.js';
import { RoutingServiceClient } from './service-client.js';
import type { Config, ServiceDeps, ServiceModule } from './types.js';

export interface BuildServiceAppOptions extends Pick<CreateServerOptions, 'onNotFound' | 'bodyLimit' | 'scriptOrigins'> {
  /** Run the modules' jobs in this process (default true); a service with a worker process of its own says false. */
  runJobs?: boolean;
}

/**
 * Migrates each module, registers auth, the OpenAPI document and every module's routes (each in its own
 * encapsulated scope, documented at /api/<name>/docs) and starts the job workers. Returns the app not yet listening: use app.inject, app.listen, or register more first.
 */
export async function buildServiceApp(deps: ServiceDeps, modules: ServiceModule[], { runJobs = true, ...options }: BuildServiceAppOptions = {}): Promise<FastifyInstance> {
  for (const module of modules) await migrateService(deps, module);
  const app = await createServer(deps.config, { ...options, logger: deps.log, deps });
  await registerAuth(app, deps.config, deps.revocations);
  await registerOpenApi(app);
  registerAuditTrail(app, deps.database<KitDatabase>(KIT_SCHEMA));
  for (const module of modules) {
    await registerDocumentedRoutes(app, module, (scope) => module.routes(scope, deps));
  }
  if (deps.services instanceof RoutingServiceClient) deps.services.mount(app, modules.map((module) => module.name));
  if (runJobs) await startJobs(deps, modules);
  return app;
}

async function startJobs(deps: ServiceDeps, modules: ServiceModule[]): Promise<void> {
  for (const module of modules) module.jobs?.(deps);
  await deps.jobs.start();
}

/** The configuration of a service running alone: its own default port, and the address of each service it calls. */
export function standaloneConfig(module: ServiceModule, env: Env = process.env): Config {
  const config = loadConfig(env, module.name, module.port);
  for (const service of module.calls ?? []) {
    if (!config.serviceUrls[service]) {
      throw new ConfigError(`${service.toUpperCase()}_SERVICE_URL is required: ${module.name} calls the ${service} service (e.g. http://${service}:<its port>)`);
    }
  }
  return config;
}

/** The standalone entry of services/<name>/src/server.ts. */
export async function startService(module: ServiceModule): Promise<void> {
  let config;
  try {
    config = standaloneConfig(module);
  } catch (error) {
    exitOnConfigError(error);
  }
  const deps = await createDeps(config);
  try {
    // On Redis the jobs run in the service's worker process (src/worker.ts); in-process jobs can only run here.
    const app = await buildServiceApp(deps, [module], { runJobs: !config.redisUrl });
    await app.listen({ port: config.port, host: config.host });
    if (config.observability.metricsPort) await startMetricsListener(deps, config.observability.metricsPort);
    deps.log.info(`${module.name} is ready on port ${config.port} (started in ${Math.round(performance.now())} ms)`);
    closeOnSignals(deps, app);
  } catch (error) {
    deps.log.fatal({ err: error }, `${module.name} could not start`);
    await closeDeps(deps);
    process.exitCode = 1;
  }
}

/** Where a worker serves /metrics, /health and /ready: METRICS_PORT, else its service's port + 1000 (auth's worker 9081). */
export const workerMetricsPort = (module: ServiceModule, config: Config): number => config.observability.metricsPort ?? (module.port ?? 8080) + 1000;

/** The standalone entry of services/<name>/src/worker.ts: runs the service's jobs from BullMQ; serves only its metrics and health. */
export async function startWorker(module: ServiceModule): Promise<void> {
  let config;
  try {
    config = standaloneConfig(module);
    if (!config.redisUrl) throw new ConfigError('REDIS_URL is required: a worker takes its jobs from BullMQ (without Redis, the service runs its jobs itself)');
  } catch (error) {
    exitOnConfigError(error);
  }
  // Its spans apart from its service's API process (campus-<name>-worker), unless OTEL_SERVICE_NAME says otherwise.
  await startTracing(config.observability, `${module.name}-worker`);
  const deps = await createDeps(config);
  try {
    await migrateService(deps, module);
    await startJobs(deps, [module]);
    await startMetricsListener(deps, workerMetricsPort(module, config));
    deps.log.info(`${module.name} worker is running`);
    closeOnSignals(deps);
  } catch (error) {
    deps.log.fatal({ err: error }, `${module.name} worker could not start`);
    await closeDeps(deps);
    process.exitCode = 1;
  }
}

/**
 * SIGINT / SIGTERM: /ready turns 503 and answers close their connections (SHUTDOWN_DELAY_MS long, for a balancer to
 * notice), then the server stops taking connections, finishes what runs (each service's preClose ends its SSE
 * streams), closes its database and Redis, and exits.
 */
export function closeOnSignals(deps: ServiceDeps, app?: FastifyInstance): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const delayMs = app ? deps.config.shutdownDelayMs : 0;
    deps.log.info(`${signal} received; shutting down${delayMs ? ` after ${delayMs} ms of draining` : ''}`);
    const force = setTimeout(() => process.exit(1), delayMs + 10_000).unref();
    try {
      if (app) {
        startDraining(app);
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        await app.close();
      }
      await closeDeps(deps);
    } catch (error) {
      deps.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    } finally {
      clearTimeout(force);
      process.exit(process.exitCode ?? 0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
