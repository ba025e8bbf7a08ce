// The image's HEALTHCHECK: exit 0 when the process answers /health. A service answers on PORT; a worker has no API,
// only its own listener for /metrics, /health and /ready, on METRICS_PORT (else its service's port + 1000).
import { readFileSync } from 'node:fs';

const isWorker = readFileSync('/proc/1/cmdline', 'utf8').includes('worker.js');
const servicePort = Number(process.env.PORT ?? 8080);
const port = isWorker ? (process.env.METRICS_PORT ?? servicePort + 1000) : servicePort;
const url = `http://127.0.0.1:${port}/health`;

try {
  const answer = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
