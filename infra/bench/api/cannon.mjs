#!/usr/bin/env node
// One autocannon run in a process of its own, so the load does not share the servers' event loop; prints the
// measured run's result (after a 2 s warm-up) as one line of JSON.
//
//   node infra/bench/api/cannon.mjs <url> <connections> <seconds> [--header name=value ...]
import autocannon from 'autocannon';

const [url, connections, seconds, ...flags] = process.argv.slice(2);
const headers = {};
flags.forEach((flag, index) => {
  if (flag !== '--header') return;
  const [name, ...value] = flags[index + 1].split('=');
  headers[name] = value.join('=');
});
const path = new URL(url).pathname + new URL(url).search;

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers,
  requests: [{ path }],
  warmup: { connections: Number(connections), duration: 2 },
});
console.log(JSON.stringify({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors }));
