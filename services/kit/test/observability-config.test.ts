// METRICS_* and OTEL_*: what loadConfig makes of them, and the message naming a wrong one.
import { ConfigError, loadConfig } from '../src/index.js';
import { tempDir } from './support/backends.js';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env }).observability;

describe('observability configuration', () => {
  it('when nothing is set, then /metrics stays on the main port and tracing is off', () => {
    expect(load({})).toEqual({ metricsToken: undefined, metricsPort: undefined, tracesUrl: undefined, tracingServiceName: undefined });
  });

  it('when OTEL_EXPORTER_OTLP_ENDPOINT is a base address, then spans go to its /v1/traces; the traces endpoint wins as a whole URL', () => {
    expect(load({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracesUrl).toBe('http://collector:4318/v1/traces');
    expect(load({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp' }).tracesUrl).toBe('https://traces.example/otlp');
  });

  it('when METRICS_PORT, METRICS_TOKEN and OTEL_SERVICE_NAME are set, then they are kept', () => {
    expect(load({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-token-of-20-chars!', OTEL_SERVICE_NAME: 'campus-east' })).toMatchObject({
      metricsPort: 9464,
      metricsToken: 'a-token-of-20-chars!',
      tracingServiceName: 'campus-east',
    });
  });

  it.each([
    [{ METRICS_PORT: 'nine' }, /^METRICS_PORT must be a whole number from 1 to 65535, got "nine"$/],
    [{ METRICS_PORT: '70000' }, /^METRICS_PORT must be a whole number/],
    [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN must be at least 16 characters/],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' }, /^OTEL_EXPORTER_OTLP_ENDPOINT must start with http:\/\/ or https:\/\//],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'not a url' }, /^OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be a URL/],
  ])('when %o, then the error names the variable', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
