// Hostile input: every operation of every service's OpenAPI document, called as the administrator (whom no guard
// turns away, so every handler is reached) with requests fast-check derives from a valid one and then spoils: a
// field of the wrong type, NUL and control characters, lone surrogates, very long strings, nesting deeper than
// the parser allows, prototype keys, unknown fields, malformed JSON, and hostile query and path values. No answer
// may be a 5xx, and an answer of 4xx must leave the database exactly as it was. The runs are seeded, so a failure
// names the seed that repeats it (FUZZ_SEED, FUZZ_RUNS for a longer local run).
import fc from 'fast-check';
import { startTestApp, type TestApp } from '@campus/kit/testing';
import pg from 'pg';
import { SERVICE_MODULES } from '../src/modules.js';
import { recordsOf, request, sampleBody, slotsOf, type Records } from './support/demo-records.js';
import { operationsOf, send, signInDemo, type Operation } from './support/operations.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let platform: TestApp;
let db: pg.Client;
let records: Records;
let admin = '';
let fingerprintQuery = '';

const controlCharacter = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));
const hostileString = fc.oneof(
  fc.string({ unit: controlCharacter, minLength: 1, maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('', ' ', '\u0000', '\uD800', 'a'.repeat(100_000), '../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>', '__proto__', 'constructor', '9'.repeat(40)),
);
/** A value as JSON text, so that what JSON.stringify would drop or rename (`__proto__`, depth) reaches the server. */
const hostileJson = fc.oneof(
  hostileString.map((text) => JSON.stringify(text)),
  fc.constantFrom('null', 'true', '0', '-1', '1.5', '1e308', '-1e308', '9007199254740993', '[]', '{}', '[null]', '["x"]'),
  fc.integer({ min: 20, max: 60 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.constantFrom('{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}'),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
);

/** The body as JSON text with `key` set to the JSON text given (first, so a duplicate key later cannot hide it). */
function withField(body: Record<string, unknown>, key: string, json: string): string {
  const rest = JSON.stringify({ ...body, [key]: undefined });
  return `{${JSON.stringify(key)}:${json}${rest === '{}' ? '' : `,${rest.slice(1)}`}`;
}

interface Spoiled {
  how: string;
  url: string;
  body?: string;
}

/** The ways this operation's valid request can be spoiled, one change at a time. */
function spoiled(op: Operation, url: string, body: Record<string, unknown> | undefined): fc.Arbitrary<Spoiled> {
  const ways: fc.Arbitrary<Spoiled>[] = [];
  const valid = body === undefined ? undefined : JSON.stringify(body);
  const keys = Object.keys(body ?? {});
  if (body && keys.length > 0) {
    ways.push(fc.tuple(fc.constantFrom(...keys), hostileJson).map(([key, json]) => ({ how: `body field ${key}`, url, body: withField(body, key, json) })));
  }
  if (op.bodySchema) {
    ways.push(hostileJson.map((json) => ({ how: 'unknown body field', url, body: withField(body ?? {}, 'unexpected', json) })));
    ways.push(hostileJson.map((json) => ({ how: 'whole body', url, body: json })));
    ways.push(fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '\u0000').map((text) => ({ how: 'malformed JSON', url, body: text })));
    ways.push(fc.constant({ how: 'prototype key', url, body: `{"__proto__":{"isAdmin":true},${(valid ?? '{}').slice(1)}` }));
  }
  const query = op.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const names = [...query, '__proto__', 'constructor', 'unexpected'];
  ways.push(
    fc.tuple(fc.constantFrom(...names), hostileString, fc.boolean()).map(([name, value, twice]) => {
      const pair = `${encode(name)}=${encode(value)}`;
      return { how: `query ${name}${twice ? ' twice' : ''}`, url: `${url}?${pair}${twice ? `&${pair}` : ''}`, body: valid };
    }),
  );
  const pathParameters = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  if (pathParameters.length > 0) {
    ways.push(
      fc.tuple(fc.constantFrom(...pathParameters), hostileString.filter((text) => text.length > 0)).map(([name, value]) => {
        const segments = url.split('/');
        segments[op.path.split('/').indexOf(`{${name}}`)] = encode(value);
        return { how: `path ${name}`, url: segments.join('/'), body: valid };
      }),
    );
  }
  return fc.oneof(...ways);
}

/** Percent-encoded; a lone surrogate, which has no UTF-8 form, goes as the invalid bytes a client could send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Row count and newest row version of every table: any insert, update or delete changes it. */
async function fingerprint(): Promise<string> {
  const { rows } = await db.query<{ print: string }>(fingerprintQuery);
  return rows.map((row) => row.print).join('\n');
}

/**
 * Waits (bounded) until what an earlier accepted request set off in the background has settled: no job queued or
 * running, and the tables as they were a moment ago (events). On a busy machine a job may start late, so an unchanged
 * table alone does not say it has run.
 */
async function settledFingerprint(): Promise<string> {
  let last = await fingerprint();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await fingerprint();
    if (next === last && (await platform.deps.jobs.depth()) === 0) return next;
    last = next;
  }
  return last;
}

function changedTables(before: string, after: string): string[] {
  const earlier = new Set(before.split('\n'));
  return after.split('\n').filter((line) => !earlier.has(line));
}

beforeAll(async () => {
  platform = await startTestApp(SERVICE_MODULES, { demo: true });
  if (!platform.databaseUrl) throw new Error('the fuzz runs on PostgreSQL');
  db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
  records = await recordsOf(db, 'deans@campus.test', 'chair@campus.test');
  admin = (await signInDemo(platform.app, 'admin@campus.test', '127.0.3.1')).cookie;
  const { rows } = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  fingerprintQuery = rows
    .map(({ schema, name }) => `select '${schema}.${name} ' || count(*) || ' ' || coalesce(max(xmin::text::bigint), 0) as print from "${schema}"."${name}"`)
    .join(' union all ');
}, 180_000);

afterAll(async () => {
  await db?.end();
  await platform?.close();
}, 60_000);

test('no operation answers hostile input with a 5xx, and none changes anything when it refuses', async () => {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let requests = 0;
  const ops = await operationsOf(platform.app, SERVICE_MODULES);
  let state = await settledFingerprint();
  for (const [index, op] of ops.entries()) {
    const base = sampleBody(op.bodySchema);
    const valid = request(op, base, slotsOf(op, base), () => records);
    const cases = fc.sample(spoiled(op, valid.url, valid.body), { numRuns: RUNS, seed: SEED + index });
    for (const spoil of cases) {
      const answer = await send(platform.app, { method: op.method, url: spoil.url, body: spoil.body, cookie: admin });
      requests += 1;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const where = `${op.method.toUpperCase()} ${op.path} (${spoil.how}) → ${answer.status}: ${spoil.url.slice(0, 120)} ${spoil.body?.slice(0, 120) ?? ''}`;
      if (answer.status >= 500) failures.push(`5xx: ${where} ${answer.text.slice(0, 200)}`);
      if (answer.status < 400) {
        state = await settledFingerprint();
        continue;
      }
      const after = await fingerprint();
      const changed = changedTables(state, after);
      if (changed.length > 0) failures.push(`changed ${changed.join(', ')} though refused: ${where}`);
      state = after;
    }
  }
  // The administrator's session must have lasted: a fuzz of refusals would prove nothing.
  expect((await send(platform.app, { method: 'GET', url: '/api/auth/me', cookie: admin })).status).toBe(200);
  console.info(`hostile input: ${ops.length} operations, ${requests} requests (seed ${SEED}); answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  expect(failures).toEqual([]);
}, 900_000);
