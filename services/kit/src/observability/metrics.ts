// Prometheus metrics of a process, in one registry: HTTP requests per route pattern, the database pool and query
// times, job queues and job runs, open event streams, and Node's own (CPU, memory, event loop, GC). Everything a
// service or worker needs is measured here and in the hooks that feed it; no service writes code of its own.
import type { ServerResponse } from 'node:http';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

let defaultsCollected = false;

/** Node's process metrics, started once per process (they keep a GC observer and an event-loop monitor). */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: registry });
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: 'campus_http_request_duration_seconds',
  help: 'HTTP requests by service, method, route pattern and status: latency, and (its _count) rate and errors. Event streams are not in it.',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: 'campus_db_query_duration_seconds',
  help: 'Database queries by the schema they name first and outcome (ok, error).',
  labelNames: ['service', 'schema', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'campus_job_duration_seconds',
  help: 'Job runs by queue and outcome: completed, retrying (the attempt failed, another follows) or failed (the last attempt failed).',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
  registers: [registry],
});

// ---- gauges read when scraped ----------------------------------------------------------------------------------

export interface PoolSource {
  service: string;
  pool: { totalCount: number; idleCount: number; waitingCount: number };
}

export interface QueueCounts {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

export interface QueueSource {
  queueCounts(): Promise<QueueCounts[]>;
}

const pools = new Set<PoolSource>();
const queueSources = new Set<QueueSource>();
const streams = new Map<ServerResponse, { service: string; route: string }>();

/** Adds a source until the returned function is called (the database or job runner closing). */
export function watchPool(source: PoolSource): () => void {
  pools.add(source);
  return () => void pools.delete(source);
}

export function watchQueues(source: QueueSource): () => void {
  queueSources.add(source);
  return () => void queueSources.delete(source);
}

/** Counts the response as an open stream once it has answered 200, until it closes. */
export function watchStream(response: ServerResponse, labels: { service: string; route: string }): void {
  streams.set(response, labels);
  response.once('close', () => streams.delete(response));
}

new Gauge({
  name: 'campus_db_pool_connections',
  help: 'PostgreSQL pool connections: total, idle, and waiting (queries queued for a connection).',
  labelNames: ['service', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const { service, pool } of pools) {
      this.inc({ service, state: 'total' }, pool.totalCount);
      this.inc({ service, state: 'idle' }, pool.idleCount);
      this.inc({ service, state: 'waiting' }, pool.waitingCount);
    }
  },
});

/** A scrape must not hang while Redis is away: the queue gauges are left out of it instead. */
const QUEUE_COUNT_TIMEOUT_MS = 2000;

new Gauge({
  name: 'campus_job_queue_jobs',
  help: 'Jobs per queue and state (waiting, active, delayed, failed); waiting + active is the queue depth. Every process that uses a queue reports it: aggregate with max.',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const counted = await Promise.race([
      Promise.all([...queueSources].map((source) => source.queueCounts().catch(() => []))),
      new Promise<undefined>((resolve) => void setTimeout(() => resolve(undefined), QUEUE_COUNT_TIMEOUT_MS).unref()),
    ]);
    for (const counts of (counted ?? []).flat()) {
      for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) this.set({ queue: counts.queue, state }, counts[state]);
    }
  },
});

new Gauge({
  name: 'campus_sse_streams_open',
  help: 'Open server-sent event streams (the notifications stream) of this process.',
  labelNames: ['service', 'route'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [response, labels] of streams) {
      if (response.headersSent && response.statusCode === 200 && !response.writableEnded) this.inc(labels);
    }
  },
});

/** The exposition text and its content type. */
export async function renderMetrics(): Promise<{ contentType: string; text: string }> {
  return { contentType: registry.contentType, text: await registry.metrics() };
}
