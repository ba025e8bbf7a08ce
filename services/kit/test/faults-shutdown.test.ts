// Graceful shutdown of a service run alone (the kit's startService, in a process of its own on the real PostgreSQL
// and Redis): SIGTERM answers every request in flight and ends SSE streams cleanly, and a rolling restart of two
// replicas behind a balancer that follows /ready fails no request of a steady load.
import { afterEach, describe, expect, test } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exited, killAll, sleep, startDrill, throwawayDatabase, waitFor, type DrillDatabase } from './support/drills.js';

// Ports of this suite's own (8200–8260 belong to the fault drills).
const PORT_A = 8211;
const PORT_B = 8212;

const children: ChildProcess[] = [];
let database: DrillDatabase | undefined;
const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  await killAll(children);
  await database?.drop();
  database = undefined;
}, 30_000);

interface Answer {
  status: number;
  body: string;
  closeHeader?: string;
}

function call(port: number, method: string, path: string, agent: http.Agent, body?: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = http.request({ host: '127.0.0.1', port, method, path, agent, headers: payload ? { 'content-type': 'application/json' } : {} }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text, closeHeader: response.headers.connection }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

interface Stream {
  events: string[];
  /** 'end' when the server finished the stream properly, else the error that cut it. */
  finished: Promise<string>;
}

function openStream(port: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/drill/stream', agent: false }, (response) => {
      const events: string[] = [];
      const finished = new Promise<string>((done) => {
        response.on('end', () => done('end'));
        response.on('error', (error) => done(`error: ${error.message}`));
        response.on('aborted', () => done('aborted'));
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => events.push(...chunk.split('\n\n').filter(Boolean)));
      resolve({ events, finished });
    });
    request.on('error', reject);
  });
}

describe('graceful shutdown', () => {
  test('SIGTERM answers every request in flight and ends the SSE stream cleanly; the client reconnects to the other replica', async () => {
    database = await throwawayDatabase();
    const a = await startDrill(children, { port: PORT_A, databaseUrl: database.url });
    const b = await startDrill(children, { port: PORT_B, databaseUrl: database.url });
    const agent = new http.Agent({ keepAlive: true });
    closers.push(async () => agent.destroy());

    const stream = await openStream(PORT_A);
    const inFlight = Array.from({ length: 20 }, () => call(PORT_A, 'GET', '/api/drill/slow?ms=1500', agent).catch((error: Error) => ({ status: 0, body: error.message })));
    await sleep(300);
    const signalled = Date.now();
    a.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(await stream.finished).toBe('end');
    expect(await exited(a)).toBe(0);
    const shutdownMs = Date.now() - signalled;
    expect(stream.events[0]).toBe(`data: ${a.pid}`);

    // The browser's EventSource reconnects; the balancer sends it to the replica still up.
    const again = await openStream(PORT_B);
    await waitFor('an event from the other replica', () => again.events.length > 0, 5000);
    expect(again.events[0]).toBe(`data: ${b.pid}`);
    console.info(`SIGTERM under 20 requests in flight + 1 stream: 20/20 answered 200, the stream ended cleanly, exit 0 after ${shutdownMs} ms`);
  }, 60_000);

  test('a rolling restart of two replicas behind a balancer that follows /ready fails no request and loses no write', async () => {
    database = await throwawayDatabase();
    const env = { SHUTDOWN_DELAY_MS: '500' };
    const start = (port: number) => startDrill(children, { port, databaseUrl: database!.url, env });
    const replicas = new Map<number, ChildProcess>([[PORT_A, await start(PORT_A)], [PORT_B, await start(PORT_B)]]);

    const balancer = await startBalancer([PORT_A, PORT_B]);
    closers.push(balancer.close);

    // A steady load: 6 clients, each a loop of a read and a write with a key of its own, until told to stop.
    const agent = new http.Agent({ keepAlive: true });
    closers.push(async () => agent.destroy());
    let running = true;
    const failures: string[] = [];
    const accepted: string[] = [];
    let requests = 0;
    const client = async (index: number) => {
      for (let n = 0; running; n += 1) {
        const key = `client-${index}-${n}`;
        for (const [method, path, body] of [['GET', '/api/drill/slow?ms=5'], ['POST', '/api/drill/writes', { key }]] as const) {
          requests += 1;
          const answer = await call(balancer.port, method, path, agent, body).catch((error: Error) => ({ status: 0, body: error.message }));
          if (answer.status === 201) accepted.push(key);
          else if (answer.status !== 200) failures.push(`${method} ${path}: ${answer.status} ${answer.body}`);
        }
      }
    };
    const load = Array.from({ length: 6 }, (_, index) => client(index));

    const rollStarted = Date.now();
    await sleep(500);
    for (const port of [PORT_A, PORT_B]) {
      const old = replicas.get(port)!;
      old.kill('SIGTERM');
      expect(await exited(old)).toBe(0);
      replicas.set(port, await start(port));
      await waitFor(`the balancer sending to ${port} again`, () => balancer.ready.has(port), 5000);
      await sleep(300);
    }
    running = false;
    await Promise.all(load);
    const rollMs = Date.now() - rollStarted;

    expect(failures).toEqual([]);
    const count = await call(PORT_A, 'GET', '/api/drill/count', agent);
    expect(JSON.parse(count.body).count).toBe(accepted.length);
    expect(new Set(accepted).size).toBe(accepted.length);
    console.info(`rolling restart of 2 replicas under 6 looping clients: ${requests} requests, ${failures.length} failed, ${accepted.length} writes accepted and stored, ${rollMs} ms`);
  }, 60_000);
});

interface Balancer {
  port: number;
  /** The backends whose /ready answered 200 at the last check. */
  ready: Set<number>;
  close(): Promise<void>;
}

/**
 * A round-robin balancer as nginx or a Kubernetes Service does it: it sends only to backends whose /ready answered
 * 200 at its last check (every 100 ms), over keep-alive connections, and retries nothing: a cut request is a 502.
 */
async function startBalancer(backends: number[]): Promise<Balancer> {
  const ready = new Set<number>(backends);
  const upstream = new http.Agent({ keepAlive: true });
  let stopped = false;
  const probe = async () => {
    while (!stopped) {
      await Promise.all(
        backends.map(async (port) => {
          // A probe that times out on this busy machine leaves the backend as it was; an answer other than 200 or a
          // refused connection takes it out.
          const state = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(2000) }).then(
            (answer) => (answer.status === 200 ? 'ready' : 'not ready'),
            (error: Error) => (error.name === 'TimeoutError' ? 'unknown' : 'not ready'),
          );
          if (state === 'ready') ready.add(port);
          else if (state === 'not ready') ready.delete(port);
        }),
      );
      await sleep(100);
    }
  };
  const probing = probe();
  let next = 0;
  const server = http.createServer((request, response) => {
    const choices = backends.filter((port) => ready.has(port));
    if (!choices.length) {
      response.writeHead(503).end('no backend ready');
      return;
    }
    const port = choices[next++ % choices.length]!;
    const forward = http.request({ host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers, agent: upstream }, (answer) => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(`backend ${port}: ${error.message}`);
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    ready,
    async close() {
      stopped = true;
      await probing;
      upstream.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
