#!/usr/bin/env node
// PUT /api/grading/sections/:id/midterms/:number/grades for 300 students in one request: the real services
// in-process (auth, organizational, grading) on a throwaway PostgreSQL database with the demo university, one of the
// demo lecturer's sections given exactly 300 students, its midterm 2 saved --runs times in a row from the version
// the last save answered (every run changes every score, so each one writes 300 rows). Requests go through
// Fastify's inject: the route, its checks (caller, section, roster, bounds) and the write, without a socket. Every
// SQL statement the process sends is counted (pg's Client.query), by schema, with the time the grading ones take.
//
//   npx turbo run build --filter=@campus/grading... --filter=@campus/auth... --filter=@campus/organizational...
//   node infra/bench/grading/save.mjs [--runs 100] [--students 300]
//
// Needs PostgreSQL and Redis on loopback (DATABASE_URL, REDIS_URL; defaults 127.0.0.1); drops its database at the end.
import pg from 'pg';
import { sql } from 'kysely';
import authModule from '@campus/auth';
import organizational from '@campus/organizational';
import grading from '@campus/grading';
import { DEMO_PASSWORD } from '@campus/contracts';
import { startTestApp } from '@campus/kit/testing';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = option('--runs', 100);
const studentCount = option('--students', 300);
const NUMBER = 2;

// Every statement any service of this process sends, with its time; `grading` ones are those naming the schema.
const statements = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text ?? '';
  const started = performance.now();
  const result = query.call(this, config, ...rest);
  if (result && typeof result.then === 'function') result.then(() => statements.push({ text, ms: performance.now() - started }), () => statements.push({ text, ms: performance.now() - started }));
  else statements.push({ text, ms: 0 });
  return result;
};

const test = await startTestApp([authModule, organizational, grading], { demo: true });
const { app, deps } = test;
const db = deps.database('public');
const at = (times, share) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
try {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'lecturer@campus.test', password: DEMO_PASSWORD } });
  const cookies = { access_token: login.cookies.find((cookie) => cookie.name === 'access_token').value };
  const call = async (method, url, payload) => {
    const answer = await app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json().data;
  };
  const [subject] = await call('GET', '/api/grading/lecturer/subjects');
  const { sectionId } = subject.sections[0];
  // Exactly --students students in it.
  await sql`delete from organizational.enrollments where section_id = ${sectionId}`.execute(db);
  await sql`insert into organizational.enrollments (section_id, student_id)
    select ${sectionId}, id from organizational.students order by id limit ${studentCount}`.execute(db);
  const path = `/api/grading/sections/${sectionId}/midterms/${NUMBER}`;
  const sheet = await call('GET', path);
  if (sheet.entries.length !== studentCount) throw new Error(`the section has ${sheet.entries.length} students, not ${studentCount} (the demo has fewer?)`);
  let { version } = sheet;
  const { min, step } = sheet.bounds;
  const steps = Math.round((sheet.bounds.max - min) / step);
  const save = async (run) => {
    const answer = await call('PUT', `${path}/grades`, { version, grades: sheet.entries.map((entry, index) => ({ studentId: entry.studentId, score: min + step * ((index + run) % (steps + 1)) })) });
    if (answer.version !== version + 1 || answer.unpublishedChanges === 0) throw new Error(`run ${run}: ${JSON.stringify({ ...answer, entries: answer.entries.length })}`);
    version = answer.version;
  };
  // Warm-up: JIT, the course-access answer (kept 30 s) and Postgres' plans.
  for (let run = 0; run < 5; run += 1) await save(run);

  const times = [];
  const perSave = [];
  for (let run = 0; run < runs; run += 1) {
    statements.length = 0;
    const started = performance.now();
    await save(run + 5);
    times.push(performance.now() - started);
    const ofGrading = statements.filter((statement) => /"?grading"?\./.test(statement.text));
    perSave.push({ all: statements.length, grading: ofGrading.length, writes: ofGrading.filter((statement) => /\binsert\b|\bupdate\b/i.test(statement.text)).length, gradingMs: ofGrading.reduce((sum, statement) => sum + statement.ms, 0), texts: statements.map((statement) => statement.text.replace(/\s+/g, ' ').slice(0, 60)) });
  }
  const counts = (key) => [...new Set(perSave.map((one) => one[key]))].sort((a, b) => a - b).join(' or ');
  console.log(`backend ${test.backend}; section ${sectionId}, ${studentCount} students, midterm ${NUMBER}\n`);
  console.log('| request | runs | p50 ms | p99 ms | max ms | SQL statements per save (all / grading / grading writes) | grading SQL p50 ms |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(`| ${studentCount} scores, every one changed | ${runs} | ${at(times, 0.5).toFixed(1)} | ${at(times, 0.99).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${counts('all')} / ${counts('grading')} / ${counts('writes')} | ${at(perSave.map((one) => one.gradingMs), 0.5).toFixed(1)} |`);
  console.log('\nthe statements of the last save:');
  for (const text of perSave.at(-1).texts) console.log(`  ${text}`);
} finally {
  pg.Client.prototype.query = query;
  await test.close();
}
