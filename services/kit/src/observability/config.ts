// METRICS_* and OTEL_*: where /metrics is served and who may read it, and where traces go.
import { ConfigError } from '../config-error.js';

export interface ObservabilityConfig {
  /** METRICS_TOKEN: when set, /metrics answers only `Authorization: Bearer <token>`, on any port. */
  metricsToken?: string;
  /**
   * METRICS_PORT: a listener of its own for /metrics, /health and /ready (the main port then serves no /metrics).
   * Workers always have one: this port, else their service's port + 1000.
   */
  metricsPort?: number;
  /** Where spans are sent with OTLP over HTTP (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces); unset: tracing off. */
  tracesUrl?: string;
  /** OTEL_SERVICE_NAME: the traces' service.name (default: the process's service name, "platform" when embedded). */
  tracingServiceName?: string;
}

export function readObservability(read: (name: string) => string | undefined): ObservabilityConfig {
  const token = read('METRICS_TOKEN');
  if (token !== undefined && token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32)');
  return {
    metricsToken: token,
    metricsPort: readMetricsPort(read('METRICS_PORT')),
    tracesUrl: readTracesUrl(read),
    tracingServiceName: read('OTEL_SERVICE_NAME'),
  };
}

function readMetricsPort(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) throw new ConfigError(`METRICS_PORT must be a whole number from 1 to 65535, got "${value}"`);
  return port;
}

/** The signal-specific variable is the whole URL; the general one is a base the path /v1/traces is added to (as the OTLP specification says). */
function readTracesUrl(read: (name: string) => string | undefined): string | undefined {
  const traces = read('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  if (traces) return httpUrl('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', traces);
  const base = read('OTEL_EXPORTER_OTLP_ENDPOINT');
  if (!base) return undefined;
  return `${httpUrl('OTEL_EXPORTER_OTLP_ENDPOINT', base).replace(/\/+$/, '')}/v1/traces`;
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL starting with http:// or https://, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must start with http:// or https:// (OTLP over HTTP), got "${value}"`);
  return value;
}
