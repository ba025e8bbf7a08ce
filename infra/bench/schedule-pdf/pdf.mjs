#!/usr/bin/env node
// The schedule PDF of a department's week of 1,000 sessions: GET /api/schedule/pdf?departmentId= as its chair calls
// it (auth + organizational in-process on a throwaway PostgreSQL database with the demo university, the chair's
// department filled up to 1,000 weekly classes), one request at a time, and the document alone (schedulePdf on the
// same sessions). Bounded: --runs measured runs after 3 warm-up runs each.
//
//   npx turbo run build --filter=@campus/organizational... && node infra/bench/schedule-pdf/pdf.mjs [--runs 40] [--save week.pdf]
//
// Needs PostgreSQL and Redis on loopback (DATABASE_URL, REDIS_URL; defaults 127.0.0.1); drops its database at the end.
import { writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import authModule from '@campus/auth';
import organizational from '@campus/organizational';
import { DEMO_PASSWORD } from '@campus/contracts';
import { startTestApp } from '@campus/kit/testing';
import { schedulePdf } from '../../../services/organizational/dist/schedule-pdf.js';

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 40;
const SESSIONS = 1000;
const WARM_UP = 3;

const test = await startTestApp([authModule, organizational], { demo: true });
const { app, deps } = test;
const db = deps.database('public');

/** p-th percentile (nearest rank) of the measured times. */
const percentile = (times, p) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
const ms = (value) => value.toFixed(0);

async function measure(label, action) {
  for (let run = 0; run < WARM_UP; run++) await action();
  const times = [];
  const cpu = [];
  let size = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    size = await action();
    const used = process.cpuUsage(cpuBefore);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(`| ${label} | ${runs} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ${ms(Math.min(...times))} | ${ms(percentile(cpu, 50))} | ${(size / 1024).toFixed(0)} KB |`);
}

try {
  const { rows: [place] } = await sql`select d.id, p.id as period_id, p.starts_on::text as starts_on from organizational.departments d, organizational.periods p
    where d.chair_user_id = (select id from auth.users where email = 'chair@campus.test') and p.is_active order by d.code limit 1`.execute(db);
  // A Monday a month into the period, in a week without holidays.
  let { rows: [{ monday }] } = await sql`select (date_trunc('week', ${place.starts_on}::date + 28))::date::text as monday`.execute(db);
  for (;;) {
    const { rows: [{ n }] } = await sql`select count(*)::int as n from organizational.calendar_entries where kind = 'holiday' and starts_on <= ${monday}::date + 6 and ends_on >= ${monday}::date`.execute(db);
    if (n === 0) break;
    ({ rows: [{ monday }] } = await sql`select (${monday}::date + 7)::text as monday`.execute(db));
  }
  // The department's own classes, then as many more as make 1,000 a week, Monday to Friday 08:00–20:00 over its
  // sections (in rooms, one in three virtual). The booking rules are not the subject here: they are left out.
  const { rows: [{ n: existing }] } = await sql`select count(*)::int as n from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id
    join organizational.courses c on c.id = s.course_id where c.department_id = ${place.id} and s.period_id = ${place.period_id}`.execute(db);
  await sql`
    with sections as (select s.id, row_number() over (order by s.id) - 1 as k, count(*) over () as n from organizational.sections s
                        join organizational.courses c on c.id = s.course_id where c.department_id = ${place.id} and s.period_id = ${place.period_id}),
         rooms as (select id, row_number() over (order by code) - 1 as k, count(*) over () as n from organizational.rooms)
    insert into organizational.weekly_classes (section_id, weekday, start_time, end_time, room_id, is_virtual)
    select s.id, 1 + i % 5, make_time(8 + (i / 5) % 12, 0, 0), make_time(9 + (i / 5) % 12, 20, 0),
           case when i % 3 = 0 then null else r.id end, i % 3 = 0
      from generate_series(0, ${SESSIONS - existing - 1}) as i
      join sections s on s.k = i % s.n
      join rooms r on r.k = i % r.n`.execute(db);

  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'chair@campus.test', password: DEMO_PASSWORD } });
  const cookies = { access_token: login.cookies.find((cookie) => cookie.name === 'access_token').value };
  const url = (lang) => `/api/schedule/pdf?from=${monday}&departmentId=${place.id}&lang=${lang}`;
  const schedule = await app.inject({ method: 'GET', url: `/api/schedule?from=${monday}`, cookies });
  const first = await app.inject({ method: 'GET', url: url('hy'), cookies });
  if (first.statusCode !== 200) throw new Error(`GET ${url('hy')} → ${first.statusCode} ${first.body}`);
  if (args.includes('--save')) writeFileSync(args[args.indexOf('--save') + 1], first.rawPayload);
  const pages = (first.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  console.log(`backend ${test.backend}; the week of ${monday}: ${SESSIONS} sessions of the chair's department, ${pages} pages`);

  // The document alone, on the chair's own week (GET /api/schedule: the sessions of the department they chair).
  const sessions = schedule.json().data;
  const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

  console.log(`\n| what | runs | p50 ms | p99 ms | min ms | CPU p50 ms | size |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const lang of ['hy', 'en', 'ru']) {
    await measure(`GET /api/schedule/pdf, ${lang}`, async () => {
      const answer = await app.inject({ method: 'GET', url: url(lang), cookies });
      if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
      return answer.rawPayload.length;
    });
  }
  await measure(`document only (schedulePdf), hy, ${sessions.length} sessions`, async () =>
    (await schedulePdf({ owner: 'bench', from: monday, to: sunday, sessions, language: 'hy', timeZone: deps.config.timeZone })).length);
} finally {
  await test.close();
}
