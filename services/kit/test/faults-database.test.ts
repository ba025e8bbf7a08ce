// PostgreSQL restarted under load, for real: the test's own PostgreSQL server (support/drills.ts startPostgres, never
// the shared one) is stopped with `pg_ctl stop -m immediate` (every backend killed at once, as when the server
// crashes or its pod is killed) while four clients write through the drill service, and started again 3 s later.
// While it is down, every request answers 503 quickly (no 500, no hang); after it returns, writes succeed again
// within 5 s with no restart of the service, and every write that was answered 201 is stored, none twice.
import { afterEach, describe, expect, test } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { killAll, sleep, startDrill, startPostgres, waitFor, type DrillPostgres } from './support/drills.js';

const SERVICE_PORT = 8241;
const POSTGRES_PORT = 8242;

const children: ChildProcess[] = [];
let postgres: DrillPostgres | undefined;

afterEach(async () => {
  await killAll(children);
  await postgres?.remove();
  postgres = undefined;
}, 30_000);

function post(key: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port: SERVICE_PORT, method: 'POST', path: '/api/drill/writes', agent: false, headers: { 'content-type': 'application/json' }, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, ms: Date.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', () => resolve({ status: 0, ms: Date.now() - started }));
    request.end(JSON.stringify({ key }));
  });
}

describe('PostgreSQL restarted under load', () => {
  test('the service answers 503 while it is down, recovers on its own within 5 s of its return, and keeps every accepted write once', async () => {
    postgres = await startPostgres(POSTGRES_PORT);
    await startDrill(children, { port: SERVICE_PORT, databaseUrl: postgres.url });

    const answers: Array<{ key: string; status: number; ms: number; at: number; phase: string }> = [];
    let phase = 'before';
    let running = true;
    const client = async (index: number) => {
      for (let n = 0; running; n += 1) {
        const key = `client-${index}-${n}`;
        const at = Date.now();
        const answerPhase = phase;
        answers.push({ key, ...(await post(key)), at, phase: answerPhase });
        await sleep(20);
      }
    };
    const load = Array.from({ length: 4 }, (_, index) => client(index));
    await sleep(1000);

    await postgres.stop('immediate');
    phase = 'down';
    await sleep(3000);
    phase = 'back';
    await postgres.start();
    const restartedAt = Date.now();
    const recoveryMs = await waitFor('a write accepted again', () => answers.some((answer) => answer.at >= restartedAt && answer.status === 201), 10_000);
    await sleep(1000);
    running = false;
    await Promise.all(load);

    const down = answers.filter((answer) => answer.phase === 'down');
    expect(down.length).toBeGreaterThan(0);
    // While it is down: 503 only (a write begun just before the stop may still have committed: 201).
    expect(down.filter((answer) => answer.status !== 503 && answer.status !== 201)).toEqual([]);
    expect(down.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    expect(Math.max(...down.map((answer) => answer.ms))).toBeLessThan(6000);
    expect(answers.filter((answer) => ![201, 503].includes(answer.status))).toEqual([]);
    expect(recoveryMs).toBeLessThan(5000);

    const accepted = answers.filter((answer) => answer.status === 201).map((answer) => answer.key);
    const stored = await listKeys(postgres.url);
    expect(accepted.filter((key) => !stored.includes(key))).toEqual([]);
    expect(stored.length).toBe(new Set(stored).size);
    console.info(
      `PostgreSQL stopped (immediate) for 3 s under 4 writing clients and started again: ${answers.length} requests, ${down.filter((answer) => answer.status === 503).length} answered 503 while down (slowest ${Math.max(...down.map((answer) => answer.ms))} ms), 0 failed otherwise; writes accepted again ${recoveryMs} ms after its return; ${accepted.length} accepted, ${stored.length} stored, 0 lost, 0 twice`,
    );
  }, 60_000);
});

async function listKeys(databaseUrl: string): Promise<string[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ key: string }>('select key from drill.writes')).rows.map((row) => row.key);
  } finally {
    await client.end();
  }
}
