#!/usr/bin/env node
// GET /api/materials over 50,000 materials at 50 connections: the real services in-process (auth, organizational,
// materials, notifications) on a throwaway PostgreSQL database with the demo university, the materials spread over
// its sections, loaded by ../api/cannon.mjs (autocannon in a child process; 2 s warm-up, then --seconds).
//
//   npx turbo run build --filter=@campus/materials... && node infra/bench/materials/list.mjs [--seconds 10] [--connections 50] [--port 8104] [--explain] [--try-index]
//
// Needs PostgreSQL and Redis on loopback (DATABASE_URL, REDIS_URL; defaults 127.0.0.1); drops its database at the end.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import authModule from '@campus/auth';
import notifications from '@campus/notifications';
import organizational from '@campus/organizational';
import materials from '@campus/materials';
import { DEMO_PASSWORD } from '@campus/contracts';
import { startTestApp } from '@campus/kit/testing';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const seconds = option('--seconds', 10);
const connections = option('--connections', 50);
const port = option('--port', 8104);
const MATERIALS = 50_000;
const cannonScript = fileURLToPath(new URL('../api/cannon.mjs', import.meta.url));
const run = promisify(execFile);

const test = await startTestApp([authModule, organizational, materials, notifications], { demo: true });
const { app, deps } = test;
const db = deps.database('public');
try {
  const started = performance.now();
  // 50,000 materials over every section of the demo university, by its lecturer, of every type, level and segment.
  await sql`
    insert into materials.materials (name, description, type, course_id, section_id, week_segment, link, upload_mode, metadata,
      category_key, access_level, allow_download, due_at, created_by, author_name, created_at, updated_at)
    select
      (array['Lecture','Seminar','Reading','Lab','Homework','Exam review'])[1 + i % 6] || ' ' || i || ' ' || (array['Դասախոսություն','Algorithms','Алгоритмы','Databases','Networks'])[1 + (i / 7) % 5],
      'Material ' || i || ' for week ' || (1 + i % 21), 'link', s.course_id, s.id,
      (array['general','weeks-1-7','weeks-8-14','weeks-15-21'])[1 + i % 4], 'https://example.org/m/' || i, 'link', '{}',
      (array['lecture','seminar','lab','reading','homework','exam'])[1 + i % 6],
      (array['section','section','section','course','staff'])[1 + i % 5], true,
      case when i % 6 = 4 then now() + make_interval(days => i % 30) end,
      '00000000-0000-4000-8000-000000000001', 'Aram Petrosyan', now() - make_interval(mins => i), now() - make_interval(mins => i)
    from generate_series(1, ${MATERIALS}) as i
    join lateral (select id, course_id from organizational.sections order by id offset (i % (select count(*) from organizational.sections)) limit 1) s on true`.execute(db);
  // An experiment, in this throwaway database only: the index a newest-first page over every material could use.
  if (args.includes('--try-index')) await sql`create index bench_materials_newest_idx on materials.materials (created_at desc, id desc)`.execute(db);
  await sql`vacuum analyze materials.materials`.execute(db);
  const { rows: [counts] } = await sql`select count(*)::int as materials, count(distinct section_id)::int as sections from materials.materials`.execute(db);
  console.log(`backend ${test.backend}; ${counts.materials} materials over ${counts.sections} sections loaded in ${Math.round(performance.now() - started)} ms`);

  if (args.includes('--explain')) {
    // The shape of the admin's page and count, written by hand (the repository builds them with filters added).
    for (const statement of ['select id, name from materials.materials order by created_at desc, id desc limit 20 offset 0', 'select count(*) from materials.materials']) {
      const { rows } = await sql.raw(`explain (analyze, buffers) ${statement}`).execute(db);
      console.log(`\n${statement}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
  await app.listen({ port, host: '127.0.0.1' });
  const cookieOf = async (email) => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
    return `access_token=${login.cookies.find((cookie) => cookie.name === 'access_token').value}`;
  };
  const student = await cookieOf('student@campus.test');
  const admin = await cookieOf('admin@campus.test');
  const { rows: [enrolled] } = await sql`select s.course_id from organizational.enrollments e join organizational.students st on st.id = e.student_id
    join organizational.sections s on s.id = e.section_id where st.email = 'student@campus.test' order by s.course_id limit 1`.execute(db);

  const targets = [
    ['student: what they may see, page 1 of 20', student, '/api/materials?page=1&pageSize=20'],
    ['student: one enrolled course', student, `/api/materials?courseId=${enrolled.course_id}&page=1&pageSize=20`],
    ['student: search "algo"', student, '/api/materials?search=algo&page=1&pageSize=20'],
    ['admin: all 50,000, page 1 of 20', admin, '/api/materials?page=1&pageSize=20'],
    ['admin: page 100 of 20', admin, '/api/materials?page=100&pageSize=20'],
  ];
  console.log(`\n${connections} connections, ${seconds} s each (after 2 s warm-up)\n`);
  console.log('| request | total | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, cookie, path] of targets) {
    const check = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    if (check.statusCode !== 200) throw new Error(`${label}: ${check.statusCode} ${check.body}`);
    const { total } = check.json().meta;
    const { stdout } = await run(process.execPath, [cannonScript, `http://127.0.0.1:${port}${path}`, String(connections), String(seconds), '--header', `cookie=${cookie}`], { maxBuffer: 16 * 1024 * 1024 });
    const result = JSON.parse(stdout.trim().split('\n').pop());
    console.log(`| ${label} | ${total} | ${Math.round(result.rps)} | ${result.p50} | ${result.p99} | ${result.non2xx} |`);
  }
} finally {
  await test.close();
}
