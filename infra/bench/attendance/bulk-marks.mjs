#!/usr/bin/env node
// PUT /api/attendance/sections/:id/marks for 300 students in one request: the real services in-process (auth,
// organizational, attendance) on a throwaway PostgreSQL database with the demo university, one of the demo
// lecturer's sections given exactly 300 students, a past class day of it marked --runs times in a row (every run
// changes every mark, so each one writes 300 rows), then the same number of replays of an older change (all 300
// kept as superseded). Requests go through Fastify's inject: the route, its checks (caller, section, class day,
// roster) and one transaction, without a socket.
//
//   npx turbo run build --filter=@campus/attendance... --filter=@campus/auth... --filter=@campus/organizational...
//   node infra/bench/attendance/bulk-marks.mjs [--runs 100] [--students 300]
//
// Needs PostgreSQL and Redis on loopback (DATABASE_URL, REDIS_URL; defaults 127.0.0.1); drops its database at the end.
import { sql } from 'kysely';
import authModule from '@campus/auth';
import organizational from '@campus/organizational';
import attendance from '@campus/attendance';
import { DEMO_PASSWORD } from '@campus/contracts';
import { dayIn } from '@campus/contracts/organizational';
import { startTestApp } from '@campus/kit/testing';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = option('--runs', 100);
const studentCount = option('--students', 300);
const STATUSES = ['present', 'absent', 'late', 'excused', 'partial', 'remote'];
const addDays = (day, count) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

const test = await startTestApp([authModule, organizational, attendance], { demo: true });
const { app, deps } = test;
const db = deps.database('public');
try {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'lecturer@campus.test', password: DEMO_PASSWORD } });
  const cookies = { access_token: login.cookies.find((cookie) => cookie.name === 'access_token').value };
  const call = async (method, url, payload) => {
    const answer = await app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json().data;
  };
  // A section of the demo lecturer with a class day in the past four weeks.
  const today = dayIn(new Date(), deps.config.timeZone);
  let chosen;
  for (const section of await call('GET', '/api/attendance/lecturer/sections')) {
    const sessions = await call('GET', `/api/attendance/sections/${section.sectionId}/sessions?from=${addDays(today, -28)}&to=${addDays(today, -1)}`);
    if (sessions.length) {
      chosen = { sectionId: section.sectionId, date: sessions.at(-1).date };
      break;
    }
  }
  if (!chosen) throw new Error('the demo lecturer has no class in the past four weeks');
  // Exactly --students students in it.
  await sql`delete from organizational.enrollments where section_id = ${chosen.sectionId}`.execute(db);
  await sql`insert into organizational.enrollments (section_id, student_id)
    select ${chosen.sectionId}, id from organizational.students order by id limit ${studentCount}`.execute(db);
  const students = (await call('GET', `/api/attendance/sections/${chosen.sectionId}/roster?date=${chosen.date}`)).students;
  if (students.length !== studentCount) throw new Error(`the section has ${students.length} students, not ${studentCount} (the demo has fewer?)`);
  const body = (run, recordedAt) => ({
    date: chosen.date,
    recordedAt,
    marks: students.map((student, index) => ({ studentId: student.studentId, status: STATUSES[(index + run) % STATUSES.length], notes: (index + run) % 10 === 0 ? `Note ${run}` : null })),
  });

  const measure = async (label, bodyOf, expect) => {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const result = await call('PUT', `/api/attendance/sections/${chosen.sectionId}/marks`, bodyOf(run));
      times.push(performance.now() - started);
      if (result.updated !== expect.updated || result.superseded !== expect.superseded) throw new Error(`${label}: ${JSON.stringify(result)}`);
    }
    times.sort((a, b) => a - b);
    const at = (share) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)].toFixed(1);
    console.log(`| ${label} | ${runs} | ${at(0.5)} | ${at(0.99)} | ${times.at(-1).toFixed(1)} |`);
  };
  // Warm-up: JIT, the course-access answer (kept 30 s) and Postgres' plans.
  for (let run = 0; run < 5; run += 1) await call('PUT', `/api/attendance/sections/${chosen.sectionId}/marks`, body(run, new Date().toISOString()));

  console.log(`backend ${test.backend}; section ${chosen.sectionId}, ${students.length} students, class day ${chosen.date}\n`);
  console.log('| request | runs | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|');
  await measure(`${studentCount} marks, every one changed`, (run) => body(run + 1, new Date().toISOString()), { updated: studentCount, superseded: 0 });
  const older = new Date(Date.now() - 3_600_000).toISOString();
  await measure(`${studentCount} marks, an older change (all superseded)`, (run) => body(run + 2, older), { updated: 0, superseded: 0 + studentCount });
} finally {
  await test.close();
}
