#!/usr/bin/env node
// Bulk import of students end to end (POST /api/organizational/imports → the job organizational.import → auth's
// batch account route → students), against the floor of that work: hashing as many temporary passwords with
// auth's argon2 settings (services/auth/src/passwords.ts), all at once on this machine's libuv pool.
//
//   npx turbo run build --filter=@campus/platform... && node infra/bench/import/import.mjs [--rows 10000] [--mode both|embedded|redis]
//
// embedded: PostgreSQL, jobs and events in-process (as `npm start` with DATABASE_URL); redis: BullMQ + Redis pub/sub.
// Each run gets a throwaway database (dropped at the end) and Redis key prefix; everything stays on 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import argon2 from 'argon2';
import authModule from '@campus/auth';
import organizational from '@campus/organizational';
import { DEMO_PASSWORD } from '@campus/contracts';
import { startTestApp } from '@campus/kit/testing';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const rows = Math.min(Number(option('--rows', 10_000)), 20_000);
const mode = option('--mode', 'both');
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The same options as services/auth/src/passwords.ts. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const temporaryPassword = () => `Tmp${randomBytes(6).toString('hex').slice(0, 8)}!`;

function studentCsv(count, tag) {
  const header = 'Student ID,First name,Last name,Email,Date of birth,Gender,Nationality,Admission year,Department,Program,Academic level,Emergency contact,Address';
  const lines = Array.from({ length: count }, (_, index) =>
    [`B-${tag}-${index}`, 'Ani', `Bench${index}`, `bench.${tag}.${index}@campus.test`, '2004-05-06', 'female', 'Armenian', 2024, 'CS', 'CS-BSC', 'undergraduate', '+374 10 000000', 'Yerevan'].join(','),
  );
  return [header, ...lines].join('\n');
}

/** Wall and CPU seconds of this process (hash threads included; PostgreSQL's own CPU is not in it). */
async function measured(work) {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, seconds: (performance.now() - wall) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}

const hashingFloor = (count) => measured(() => Promise.all(Array.from({ length: count }, () => argon2.hash(temporaryPassword(), HASH_OPTIONS))));

/** Samples RSS while the import runs, so a leak (rows kept in memory) shows as growth, not only the end value. */
function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 250);
  return () => (clearInterval(timer), peak);
}

async function importRun(label, redisUrl) {
  process.env.DATABASE_URL = DATABASE_URL;
  process.env.REDIS_URL = redisUrl;
  const test = await startTestApp([authModule, organizational], { demo: true });
  try {
    const { app } = test;
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'deans@campus.test', password: DEMO_PASSWORD } });
    const cookies = { access_token: login.cookies.find((cookie) => cookie.name === 'access_token').value };
    const tag = randomBytes(3).toString('hex');
    const csv = studentCsv(rows, tag);
    const temporaryPasswords = Object.fromEntries(Array.from({ length: rows }, (_, index) => [String(index + 2), temporaryPassword()]));
    // A warm-up import of a few rows loads argon2, compiles the routes' validators and fills the pools.
    await runImport(app, cookies, studentCsv(5, `${tag}w`), {});
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const peakOf = rssSampler();
    const { result: detail, seconds, cpuSeconds } = await measured(() => runImport(app, cookies, csv, temporaryPasswords));
    const peak = peakOf();
    global.gc?.();
    const rssAfter = process.memoryUsage().rss;
    if (detail.data.succeeded !== rows) throw new Error(`${label}: ${detail.data.succeeded} of ${rows} rows succeeded (${detail.rows.find((row) => row.error)?.error})`);
    return { label, seconds, cpuSeconds, rssBefore, peak, rssAfter };
  } finally {
    await test.close();
  }
}

async function runImport(app, cookies, csv, temporaryPasswords) {
  const accepted = await app.inject({ method: 'POST', url: '/api/organizational/imports', cookies, payload: { entity: 'students', csv, temporaryPasswords } });
  if (accepted.statusCode !== 202) throw new Error(`import answered ${accepted.statusCode}: ${accepted.body.slice(0, 500)}`);
  const { id } = accepted.json().data;
  for (;;) {
    const answer = await app.inject({ method: 'GET', url: `/api/organizational/imports/${id}`, cookies });
    const detail = answer.json();
    if (detail.data.status === 'done' || detail.data.status === 'failed') return detail;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
console.log(`${rows} students; UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}; node ${process.version}; ${cpus().length} cores, load ${load()}`);
// The floor is taken before and after the imports: on a shared machine the load moves more than the code does.
const before = await hashingFloor(rows);
const runs = [];
if (mode !== 'redis') runs.push(await importRun('embedded (PostgreSQL, in-process jobs)', ''));
if (mode !== 'embedded') runs.push(await importRun('BullMQ on Redis', REDIS_URL));
const after = await hashingFloor(rows);
const floor = (before.seconds + after.seconds) / 2;
const floorCpu = (before.cpuSeconds + after.cpuSeconds) / 2;
console.log(`floor: hashing ${rows} temporary passwords (argon2id 19 MiB, t=2, p=1), all at once: ${before.seconds.toFixed(1)} s before, ${after.seconds.toFixed(1)} s after (${floorCpu.toFixed(1)} CPU s); load ${load()}`);
for (const run of runs) {
  console.log(
    `${run.label}: ${run.seconds.toFixed(1)} s = ${(run.seconds / floor).toFixed(2)} × floor (CPU ${run.cpuSeconds.toFixed(1)} s = ${(run.cpuSeconds / floorCpu).toFixed(2)} × floor's), ` +
      `${(rows / run.seconds).toFixed(0)} rows/s; RSS before ${mb(run.rssBefore)}, peak ${mb(run.peak)}, after ${mb(run.rssAfter)}`,
  );
}
