// pino: JSON lines for machines, readable lines when a person watches the terminal.
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { createRequire } from 'node:module';
import type { Config } from './types.js';

export function createLogger(config: Pick<Config, 'logLevel' | 'serviceName'>): FastifyBaseLogger {
  const options = {
    level: config.logLevel,
    base: { service: config.serviceName },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-service-token"]'], remove: true },
  };
  if (!process.stdout.isTTY) return pino(options);
  // Loaded only for a terminal, where it is used.
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service', sync: true }));
}
