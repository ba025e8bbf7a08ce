#!/usr/bin/env node
// --students people (default 20,000) each submitting a 20-question evaluation once: POST /api/surveys/:id/submit over
// real HTTP on 127.0.0.1, --concurrency calls in flight at a time (default 50), each with its own access token. The
// real services in-process (auth, organizational, notifications, surveys) on a throwaway PostgreSQL database with
// the demo university; the survey (anonymous, open now) and its audience of --students accounts are written straight
// to the surveys tables, and each person's token is signed with the process's key as auth signs one (signing in
// 20,000 people would measure argon2, not answering). Every answer must be 201; at the end the tables must hold one
// response per person and 20 answers each, none with a person.
//
//   npx turbo run build --filter=@campus/surveys... --filter=@campus/auth... --filter=@campus/organizational... --filter=@campus/notifications...
//   node infra/bench/surveys/submit.mjs [--students 20000] [--concurrency 50]
//
// Needs PostgreSQL and Redis on loopback (DATABASE_URL, REDIS_URL; defaults 127.0.0.1); drops its database at the end.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { sql } from 'kysely';
import authModule from '@campus/auth';
import organizational from '@campus/organizational';
import notifications from '@campus/notifications';
import surveys from '@campus/surveys';
import { startTestApp } from '@campus/kit/testing';
import { answersFor, QUESTIONS_20 } from './questions.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const students = option('--students', 20_000);
const concurrency = option('--concurrency', 50);
const at = (times, share) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];

const test = await startTestApp([authModule, organizational, notifications, surveys], { demo: true, env: { LOG_LEVEL: 'silent' } });
const { app, deps } = test;
const db = deps.database('public');
try {
  const people = Array.from({ length: students }, () => randomUUID());
  const { rows: [admin] } = await sql`select id from auth.users where email = 'admin@campus.test'`.execute(db);
  const { rows: [survey] } = await sql`
    insert into surveys.surveys (kind, status, title, description, anonymous, sections, audience_size, created_by, opens_at, closes_at)
    values ('survey', 'scheduled', '{"hy":"Գնահատում","en":"Evaluation","ru":"Оценка"}', '{"hy":"","en":"","ru":""}', true, ${JSON.stringify(QUESTIONS_20)}::jsonb, ${students}, ${admin.id}, now() - interval '1 minute', now() + interval '1 day')
    returning id`.execute(db);
  await sql`insert into surveys.audience_members (survey_id, user_id) select ${survey.id}, unnest(${people}::uuid[])`.execute(db);
  const tokens = people.map((sub, index) => app.jwt.sign({ sub, email: `bench${index}@campus.test`, role: 'student', roles: ['student'], permissions: [], mcp: false }));

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = new URL(address);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const submit = (index) => new Promise((resolve, reject) => {
    const body = JSON.stringify({ answers: answersFor(index) });
    const started = performance.now();
    const call = request({ host: '127.0.0.1', port, agent, method: 'POST', path: `/api/surveys/${survey.id}/submit`, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: `access_token=${tokens[index]}` } }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => (answer.statusCode === 201 ? resolve(performance.now() - started) : reject(new Error(`person ${index}: ${answer.statusCode} ${Buffer.concat(chunks).toString().slice(0, 300)}`))));
    });
    call.on('error', reject);
    call.end(body);
  });

  const times = [];
  const perSecond = new Map();
  let next = 0;
  const begun = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < students) {
      const index = next++;
      times.push(await submit(index));
      const second = Math.floor((performance.now() - begun) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
  }));
  const wall = (performance.now() - begun) / 1000;
  agent.destroy();
  const { rows: [stored] } = await sql`select (select count(*) from surveys.responses where survey_id = ${survey.id})::int as responses,
    (select count(*) from surveys.answers where survey_id = ${survey.id})::int as answers,
    (select count(*) from surveys.answers where survey_id = ${survey.id} and user_id is not null)::int as named`.execute(db);
  if (stored.responses !== students || stored.answers !== students * 20 || stored.named !== 0) throw new Error(`stored ${JSON.stringify(stored)}`);
  const seconds = [...perSecond.values()];
  // The slowest full second (the last one may be partial).
  const held = Math.min(...seconds.slice(0, -1));
  console.log(`backend ${test.backend}; ${students} people, ${concurrency} in flight, stored ${stored.responses} responses and ${stored.answers} answers (none with a person)\n`);
  console.log('| submits | in flight | wall s | submits/s (mean) | slowest full second | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(`| ${students} | ${concurrency} | ${wall.toFixed(1)} | ${(students / wall).toFixed(0)} | ${held} | ${at(times, 0.5).toFixed(0)} | ${at(times, 0.99).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`);
} finally {
  await test.close();
}
