#!/usr/bin/env node
// The test-data generator end to end: POST /api/organizational/generator/runs as the demo administrator → the job
// organizational.generator (accounts through auth's generated-account route, then every table in chunks, then the
// sections' teaching through materials, attendance, grading and surveys) until the run is `done`; then "Remove
// generated data" until it is `removed`. Reports wall time, rows written per second in all and by kind, and the time
// of each step, for a university of 20,000 students and 1,000 lecturers (the benchmark preset) by default.
//
//   npx turbo run build --filter=@campus/platform...
//   node infra/bench/generator/generate.mjs [--preset benchmark|demo|small] [--seed 1] [--mode redis|embedded]
//
// redis: BullMQ + Redis (REDIS_URL); embedded: jobs in-process. A throwaway PostgreSQL database on DATABASE_URL's
// server (dropped at the end) and a Redis key prefix of its own; everything stays on 127.0.0.1.
import attendanceModule from '@campus/attendance';
import authModule from '@campus/auth';
import gradingModule from '@campus/grading';
import materialsModule from '@campus/materials';
import notificationsModule from '@campus/notifications';
import organizational from '@campus/organizational';
import surveysModule from '@campus/surveys';
import { DEMO_PASSWORD } from '@campus/contracts';
import { GENERATOR_PRESETS } from '@campus/contracts/organizational';
import { startTestApp } from '@campus/kit/testing';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const presetName = option('--preset', 'benchmark');
const size = GENERATOR_PRESETS[presetName];
if (!size) throw new Error(`--preset must be one of ${Object.keys(GENERATOR_PRESETS).join(', ')}`);
const seed = Number(option('--seed', 1));
const mode = option('--mode', 'redis');
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
process.env.REDIS_URL = mode === 'embedded' ? '' : process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const test = await startTestApp([authModule, organizational, notificationsModule, materialsModule, attendanceModule, gradingModule, surveysModule], { demo: true });
try {
  const { app } = test;
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@campus.test', password: DEMO_PASSWORD } });
  const cookies = { access_token: login.cookies.find((cookie) => cookie.name === 'access_token').value };
  const call = async (method, url, payload) => {
    const response = await app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };

  /** Polls the run every 100 ms until it reaches `wanted`, noting when each step was first seen and the counts then. */
  const follow = async (id, wanted) => {
    const started = performance.now();
    const steps = [];
    for (;;) {
      const run = await call('GET', `/api/organizational/generator/runs/${id}`);
      const seconds = (performance.now() - started) / 1000;
      if (run.step && steps.at(-1)?.step !== run.step) steps.push({ step: run.step, at: seconds, counts: run.counts });
      if (run.status === 'failed') throw new Error(`run failed: ${run.error}`);
      if (run.status === wanted) return { run, seconds, steps };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  console.log(`generator: preset ${presetName} ${JSON.stringify(size)}, seed ${seed}, jobs ${mode === 'embedded' ? 'in-process' : 'BullMQ'}`);
  const queuedAt = performance.now();
  const created = await call('POST', '/api/organizational/generator/runs', { seed, size });
  const made = await follow(created.id, 'done');
  const seconds = (performance.now() - queuedAt) / 1000;
  const { counts } = made.run;
  const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const format = (value) => Math.round(value).toLocaleString('en');
  console.log(`generated in ${seconds.toFixed(1)} s: ${format(rows)} rows (accounts included), ${format(rows / seconds)} rows/s`);
  console.log(`counts: ${Object.entries(counts).map(([kind, count]) => `${kind} ${format(count)}`).join(', ')}`);
  console.log(`steps (first seen at): ${made.steps.map(({ step, at }) => `${step} ${at.toFixed(1)} s`).join(', ')}`);
  // By step: the university's steps write the kind they are named after (counted before they start); a service's
  // step writes what its counts added by the time the next step was seen (the run's counts grow after each service).
  console.log('by step (time until the next step; rows and rows/s by kind):');
  made.steps.forEach(({ step, at, counts: then }, index) => {
    const next = made.steps[index + 1] ?? { at: made.seconds, counts };
    const took = next.at - at;
    const kinds = step in then ? [[step, counts[step]]] : Object.entries(next.counts).filter(([kind, count]) => count !== (then[kind] ?? 0)).map(([kind, count]) => [kind, count - (then[kind] ?? 0)]);
    console.log(`  ${step}: ${took.toFixed(1)} s${kinds.map(([kind, count]) => `, ${kind} ${format(count)} (${format(count / Math.max(took, 0.05))}/s)`).join('')}`);
  });

  const removeAt = performance.now();
  await call('DELETE', `/api/organizational/generator/runs/${created.id}`);
  await follow(created.id, 'removed');
  const removeSeconds = (performance.now() - removeAt) / 1000;
  console.log(`removed in ${removeSeconds.toFixed(1)} s: ${format(rows / removeSeconds)} rows/s`);
} finally {
  await test.close();
}
