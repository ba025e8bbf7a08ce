import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { redact } from './config.js';

/** A client that reports connection trouble to the log instead of crashing on an unhandled 'error' event. */
export function connectRedis(url: string, log: FastifyBaseLogger, options: RedisOptions = {}): Redis {
  const client = new Redis(url, { lazyConnect: false, ...options });
  let lastLogged = 0;
  client.on('error', (error) => {
    // ioredis retries forever; one line every 10 s is enough to tell the operator.
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    log.warn({ err: error }, `Redis at ${redact(url)} is unreachable`);
  });
  return client;
}

export async function pingRedis(client: Redis, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer PING within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([client.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** quit() waits for pending replies; disconnect() when the server is gone. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await Promise.race([client.quit(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  } catch {
    // already closing
  }
  client.disconnect();
}
