#!/usr/bin/env node
// HTTP benchmark of the organizational lists against a bare Fastify + pg route running the same SQL, in the
// same run, on the same database: GET /api/students (a page of 50 with a program filter, sorted by name, and a
// page of 50 of a name search) over 100,000 students, and GET /api/courses (a page of 20 sorted by code) over
// 2,000 courses. 50 connections each (cannon.mjs). Ours is loaded twice: the same URL again and again (answered
// from memory while the data is unchanged) and then with every read missing the kept answers (every one runs the
// queries). Reports req/s and latency percentiles of all three and the ratios ours / bare (target ≥ 0.7, and
// p99 < 50 ms).
//
//   npx turbo run build --filter=@campus/organizational... --filter=@campus/auth
//   node infra/bench/api/students-courses.mjs [--seconds 10] [--connections 50] [--port 8130] [--explain]
//
// Needs PostgreSQL (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432) and Redis; creates and
// drops its own database (@campus/kit/testing). Not part of npm test. Ports: --port and --port + 1.
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import authModule from '@campus/auth';
import organizational from '@campus/organizational';
import { DEMO_PASSWORD } from '@campus/contracts';
import { startTestApp } from '@campus/kit/testing';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const seconds = option('--seconds', 10);
const connections = option('--connections', 50);
const port = option('--port', 8130);
const STUDENTS = 100_000;
const COURSES = 2_000;
const STUDENT_SELECT = `select s.*, p.code as program_code, p.name as program_name, p.department_id, d.faculty_id, g.name as group_name
         from organizational.students s
         left join organizational.programs p on p.id = s.program_id
         left join organizational.departments d on d.id = p.department_id
         left join organizational.groups g on g.id = s.group_id`;
const STUDENT_ORDER = 'order by s.last_name asc, s.first_name asc, s.id asc';
const STUDENT_PAGE_SQL = `${STUDENT_SELECT} where s.program_id = $1 ${STUDENT_ORDER} limit $2 offset $3`;
// A search as the list box sends it: each word a prefix of a name, the email or the student ID; the matches found
// first, the page kept of their sorted ids and only its rows joined (services/organizational/src/db/student.repository.ts).
const STUDENT_MATCH = `(lower(s.last_name) like $1 or lower(s.first_name) like $1 or s.email like $1 or lower(s.student_id) like $1)`;
const STUDENT_SEARCH_SQL = `with matched as materialized (select s.id, s.last_name, s.first_name from organizational.students s where ${STUDENT_MATCH}),
    kept as (select s.id from matched s ${STUDENT_ORDER} limit $2 offset $3)
    ${STUDENT_SELECT} where s.id = any(array(select id from kept)) ${STUDENT_ORDER}`;
const SEARCH = 'hakob';
const COURSE_PAGE_SQL = `select c.*, d.name as department_name, l.first_name || ' ' || l.last_name as leader_name,
           (select count(*)::int from organizational.sections s where s.course_id = c.id) as section_count
         from organizational.courses c
         join organizational.departments d on d.id = c.department_id
         left join organizational.lecturers l on l.id = c.leader_id
         order by c.code asc, c.id limit $1 offset $2`;
/**
 * A switch that makes every read of the data version answer a newer number, so every request finds the answers kept
 * in memory outdated and runs its queries, as the first read after a change does (answer-cache.ts). Only in this
 * bench's throwaway database: the table becomes a view over a sequence (which never goes back, so the answers kept
 * before and after stay valid) and a one-row switch; the service is not changed and has no such switch. A new URL per
 * request is no way to miss them: a query key the route does not know is a 400, and another page is other work.
 */
async function versionSwitch(db) {
  const { version } = (await sql`select version from organizational.data_version`.execute(db)).rows[0];
  await sql`alter table organizational.data_version rename to data_version_table`.execute(db);
  await sql.raw(`create sequence organizational.bench_data_version start with ${BigInt(version) + 1n}`).execute(db);
  await sql`select nextval('organizational.bench_data_version')`.execute(db);
  await sql`create table organizational.bench_every_read_new (on_ boolean not null)`.execute(db);
  await sql`insert into organizational.bench_every_read_new values (false)`.execute(db);
  await sql`create view organizational.data_version as select true as id,
    case when (select on_ from organizational.bench_every_read_new) then nextval('organizational.bench_data_version')
      else (select last_value from organizational.bench_data_version) end as version, now() as changed_at`.execute(db);
  return (on) => sql`update organizational.bench_every_read_new set on_ = ${on}`.execute(db);
}

const cannonScript = fileURLToPath(new URL('./cannon.mjs', import.meta.url));
const run = promisify(execFile);

const test = await startTestApp([authModule, organizational], { demo: true });
const { app, deps } = test;
const db = deps.database('organizational');
let bare;
try {
  // ---- data: the demo university plus generated students and courses
  const programs = (await sql`select id from organizational.programs order by code`.execute(db)).rows.map((row) => row.id);
  const departments = (await sql`select id from organizational.departments order by code`.execute(db)).rows.map((row) => row.id);
  const started = performance.now();
  await sql`
    insert into organizational.students (user_id, email, student_id, first_name, last_name, program_id, year_of_study, status, enrollment_date)
    select gen_random_uuid(), 'bench' || i || '@bench.campus.test', 'B' || lpad(i::text, 6, '0'),
      (array['Aram','Anna','Tigran','Lilit','Narek','Mariam','Hayk','Ani'])[1 + i % 8],
      (array['Petrosyan','Sargsyan','Hakobyan','Grigoryan','Avetisyan','Harutyunyan','Khachatryan','Vardanyan','Mkrtchyan','Ghazaryan'])[1 + (i / 8) % 10] || (i % 997),
      (${programs}::uuid[])[1 + i % ${programs.length}], 1 + i % 4, 'active', date '2024-09-01'
    from generate_series(1, ${STUDENTS - 600}) as i`.execute(db);
  await sql`
    insert into organizational.courses (code, name, credits, department_id, semester, level, type, weekly_hours)
    select 'BX' || lpad(i::text, 5, '0'), jsonb_build_object('hy', 'Առարկա ' || i, 'en', 'Subject ' || i, 'ru', 'Предмет ' || i),
      1 + i % 10, (${departments}::uuid[])[1 + i % ${departments.length}], 1 + i % 2, 1 + i % 4, 'core', 1 + i % 10
    from generate_series(1, ${COURSES - 80}) as i`.execute(db);
  // As autovacuum would have by then: statistics, and the visibility map that lets counts use index-only scans.
  await sql`vacuum analyze organizational.students`.execute(db);
  await sql`vacuum analyze organizational.courses`.execute(db);
  console.log(`backend ${test.backend}; ${STUDENTS} students, ${COURSES} courses loaded in ${Math.round(performance.now() - started)} ms`);

  // ---- ours: the real service on loopback, signed in as the admin
  await app.listen({ port, host: '127.0.0.1' });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@campus.test', password: DEMO_PASSWORD } });
  const access = login.cookies.find((cookie) => cookie.name === 'access_token').value;

  // ---- bare: Fastify + pg, the same two statements per request (count + page), no auth, JSON.stringify
  const pool = new pg.Pool({ connectionString: test.databaseUrl, max: 10 });
  bare = Fastify({ logger: false });
  bare.get('/students', async (request) => {
    const { programId } = request.query;
    const [count, page] = await Promise.all([
      pool.query('select count(*)::int as n from organizational.students s where s.program_id = $1', [programId]),
      pool.query(
        STUDENT_PAGE_SQL,
        [programId, 50, 100],
      ),
    ]);
    return { students: page.rows, total: count.rows[0].n, page: 3, pageSize: 50 };
  });
  bare.get('/students-search', async () => {
    const pattern = `${SEARCH}%`;
    const [count, page] = await Promise.all([
      pool.query(`select count(*)::int as n from organizational.students s where ${STUDENT_MATCH}`, [pattern]),
      pool.query(STUDENT_SEARCH_SQL, [pattern, 50, 0]),
    ]);
    return { students: page.rows, total: count.rows[0].n, page: 1, pageSize: 50 };
  });
  bare.get('/courses', async () => {
    const [count, page] = await Promise.all([
      pool.query('select count(*)::int as n from organizational.courses c'),
      pool.query(
        COURSE_PAGE_SQL,
        [20, 0],
      ),
    ]);
    return { courses: page.rows, total: count.rows[0].n, page: 1, pageSize: 20 };
  });
  await bare.listen({ port: port + 1, host: '127.0.0.1' });

  const program = programs[2];
  const targets = [
    { name: 'GET /api/students (page 3 of 50, programId)', ours: `/api/students?programId=${program}&page=3&pageSize=50&sort=lastName`, bare: `/students?programId=${program}` },
    { name: `GET /api/students (search "${SEARCH}", page 1 of 50)`, ours: `/api/students?search=${SEARCH}&page=1&pageSize=50&sort=lastName`, bare: '/students-search' },
    { name: 'GET /api/courses (page 1 of 20, sort code)', ours: '/api/courses?page=1&pageSize=20&sort=code', bare: '/courses' },
  ];

  // Same rows from both before measuring.
  for (const target of targets) {
    const ours = await (await fetch(`http://127.0.0.1:${port}${target.ours}`, { headers: { cookie: `access_token=${access}` } })).json();
    const other = await (await fetch(`http://127.0.0.1:${port + 1}${target.bare}`)).json();
    const list = (body) => body.students ?? body.courses;
    if (ours.total !== other.total || list(ours).map((row) => row.id).join() !== list(other).map((row) => row.id).join()) {
      throw new Error(`${target.name}: ours and bare disagree (${ours.total} vs ${other.total})`);
    }
  }

  if (args.includes('--explain')) {
    const client = await pool.connect();
    for (const [label, text, params] of [
      ['students count', 'select count(*)::int as n from organizational.students s where s.program_id = $1', [program]],
      ['students page', STUDENT_PAGE_SQL, [program, 50, 100]],
      ['students search count', `select count(*)::int as n from organizational.students s where ${STUDENT_MATCH}`, [`${SEARCH}%`]],
      ['students search page', STUDENT_SEARCH_SQL, [`${SEARCH}%`, 50, 0]],
      ['courses page', COURSE_PAGE_SQL, [20, 0]],
    ]) {
      const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
      console.log(`-- ${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
    client.release();
  }

  const cannon = async (url, headers = {}) => {
    const flags = Object.entries(headers).flatMap(([key, value]) => ['--header', `${key}=${value}`]);
    const { stdout } = await run(process.execPath, [cannonScript, url, String(connections), String(seconds), ...flags], { maxBuffer: 16 * 1024 * 1024 });
    return JSON.parse(stdout.trim().split('\n').at(-1));
  };

  // Ours twice: reading the same page again (answered from memory while nothing changed, answer-cache.ts), and
  // then with every read missing the kept answers (each request runs the queries, as the first read after a change).
  const cookie = { cookie: `access_token=${access}` };
  const everyReadNew = await versionSwitch(db);
  const rows = [];
  for (const target of targets) {
    const bareResult = await cannon(`http://127.0.0.1:${port + 1}${target.bare}`);
    const kept = await cannon(`http://127.0.0.1:${port}${target.ours}`, cookie);
    await everyReadNew(true);
    const fresh = await cannon(`http://127.0.0.1:${port}${target.ours}`, cookie);
    await everyReadNew(false);
    rows.push({ target: target.name, bareResult, kept, fresh });
  }

  const cell = (result) => `${result.rps.toFixed(0)} | ${result.p50} / ${result.p99}`;
  console.log(`\n${connections} connections, ${seconds} s each (after a 2 s warm-up), Node ${process.version}, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
  console.log('| endpoint | bare req/s | bare p50 / p99 ms | ours, page read again: req/s | p50 / p99 ms | ours, every read new: req/s | p50 / p99 ms | ratio again / new |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { target, bareResult, kept, fresh } of rows) {
    const ratio = (result) => (result.rps / bareResult.rps).toFixed(2);
    console.log(`| ${target} | ${cell(bareResult)} | ${cell(kept)} | ${cell(fresh)} | ${ratio(kept)} / ${ratio(fresh)} |`);
    for (const [label, result] of [['bare', bareResult], ['ours again', kept], ['ours new', fresh]]) {
      if (result.non2xx || result.errors) console.log(`  ${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
  }
  await pool.end();
} finally {
  await bare?.close();
  await test.close();
}
