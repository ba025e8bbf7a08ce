// pino: JSON lines for machines, readable lines when a person watches the terminal.
import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { createRequire } from 'node:module';
import { TRACED_LOGGER } from './observability/http.js';
import { activeTraceIds } from './observability/tracing.js';
import type { Config } from './types.js';

/**
 * `destination`: where the lines go (default stdout; tests read them). With tracing configured every line made
 * inside a span carries its `traceId` and `spanId`: a request's logger has them bound (see tracingLoggerFactory),
 * any other line (a job, a startup task) takes them from the active span.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'serviceName'> & { observability?: Pick<Config['observability'], 'tracesUrl'> }, destination?: DestinationStream): FastifyBaseLogger {
  const options: LoggerOptions = {
    level: config.logLevel,
    base: { service: config.serviceName },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-service-token"]'], remove: true },
    ...(config.observability?.tracesUrl ? { mixin: traceIdsOfLine } : {}),
  };
  if (destination) return pino(options, destination);
  if (!process.stdout.isTTY) return pino(options);
  // Loaded only for a terminal, where it is used.
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service', sync: true }));
}

function traceIdsOfLine(_line: object, _level: number, logger: Logger): object {
  if ((logger as Logger & { [TRACED_LOGGER]?: true })[TRACED_LOGGER]) return {};
  return activeTraceIds() ?? {};
}
