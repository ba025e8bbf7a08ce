// The image's HEALTHCHECK (and a Kubernetes exec probe where no HTTP probe fits): exit 0 when the process answers.
// A service answers /health on PORT. A worker has no API: when METRICS_PORT is set it asks its metrics server,
// otherwise there is nothing to ask, and the container stops by itself when the worker dies.
import { readFileSync } from 'node:fs';

const isWorker = readFileSync('/proc/1/cmdline', 'utf8').includes('worker.js');
const url = isWorker
  ? process.env.METRICS_PORT && `http://127.0.0.1:${process.env.METRICS_PORT}/metrics`
  : `http://127.0.0.1:${process.env.PORT ?? 8080}/health`;

if (!url) process.exit(0);
try {
  const answer = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
