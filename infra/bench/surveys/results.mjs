#!/usr/bin/env node
// GET /api/surveys/evaluations for a term of --sections course evaluations (default 1,000) with --answers responses
// each (default 20) to a 20-question evaluation (16 agreement, a rating, a choice, two texts): the real services
// in-process (auth, organizational, notifications, surveys) on a throwaway PostgreSQL database with the demo
// university. The evaluations, responses and answers are written straight to the surveys tables (generate_series),
// in the demo's active term, spread over the demo's faculties and departments. Requests go through Fastify's inject
// as quality assurance (every evaluation in reach). The first request is timed apart (cold: organizational's
// answers about periods, faculties and the term's students' programs are then asked and kept five minutes).
//
//   npx turbo run build --filter=@campus/surveys...
//   node infra/bench/surveys/results.mjs [--sections 1000] [--answers 20] [--runs 20] [--students 20000]
//
// Needs PostgreSQL and Redis on loopback (DATABASE_URL, REDIS_URL; defaults 127.0.0.1); drops its database at the end.
import { sql } from 'kysely';
import authModule from '@campus/auth';
import organizational from '@campus/organizational';
import notifications from '@campus/notifications';
import surveys from '@campus/surveys';
import { DEMO_PASSWORD } from '@campus/contracts';
import { startTestApp } from '@campus/kit/testing';
import { QUESTIONS_20 } from './questions.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const sectionCount = option('--sections', 1000);
const answersEach = option('--answers', 20);
const runs = option('--runs', 20);
/** More students in the demo's groups, enrolled in their groups' sections: organizational's answer about the term's programs at scale (the cold figure). */
const moreStudents = option('--students', 0);
const at = (times, share) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];

const test = await startTestApp([authModule, organizational, notifications, surveys], { demo: true, env: { LOG_LEVEL: 'silent' } });
const { app, deps } = test;
const db = deps.database('public');
try {
  const { rows: [period] } = await sql`select id from organizational.periods order by is_active desc, starts_on desc limit 1`.execute(db);
  const { rows: units } = await sql`select d.id as department_id, d.faculty_id from organizational.departments d order by d.code`.execute(db);
  const { rows: [admin] } = await sql`select id from auth.users where email = 'admin@campus.test'`.execute(db);
  const started = performance.now();
  if (moreStudents) {
    // As organizational's audience-scale test adds them: student records (with made-up account ids: no account is needed here) and enrolments.
    await sql`
      with groups as (select array_agg(id order by code) as ids, array_agg(program_id order by code) as programs from organizational.groups)
      insert into organizational.students (user_id, email, student_id, first_name, last_name, program_id, group_id, year_of_study, status, enrollment_date)
      select gen_random_uuid(), 'scale' || i || '@scale.campus.test', 'Z' || lpad(i::text, 6, '0'), 'Scale', 'Student' || i,
        groups.programs[1 + i % array_length(groups.ids, 1)], groups.ids[1 + i % array_length(groups.ids, 1)], 1, 'active', date '2024-09-01'
      from generate_series(1, ${moreStudents}) as i, groups`.execute(db);
    await sql`
      insert into organizational.enrollments (section_id, student_id, group_id)
      select sg.section_id, s.id, s.group_id from organizational.students s join organizational.section_groups sg on sg.group_id = s.group_id
      where s.email like '%@scale.campus.test'`.execute(db);
    await sql`analyze organizational.students`.execute(db);
    await sql`analyze organizational.enrollments`.execute(db);
  }
  await sql`delete from surveys.surveys where kind = 'course_evaluation'`.execute(db);
  const sections = JSON.stringify(QUESTIONS_20);
  await sql`
    insert into surveys.surveys (kind, status, title, description, anonymous, sections, evaluation, section_id, course_id, lecturer_user_id, department_id, faculty_id, academic_period_id, audience_size, created_by, opens_at, closes_at)
    select 'course_evaluation', 'closed', '{"hy":"Գնահատում","en":"Evaluation","ru":"Оценка"}', '{"hy":"","en":"","ru":""}', true, ${sections}::jsonb,
           jsonb_build_object('sectionId', s.section_id, 'sectionName', '1', 'courseId', s.course_id, 'courseCode', 'BENCH' || n, 'courseName', jsonb_build_object('hy', 'Դասընթաց ' || n, 'en', 'Course ' || n, 'ru', 'Курс ' || n),
                              'lecturerId', null, 'lecturerName', null, 'departmentId', u.department_id, 'facultyId', u.faculty_id, 'academicPeriodId', ${period.id}::uuid),
           s.section_id, s.course_id, null, u.department_id, u.faculty_id, ${period.id}, 30, ${admin.id}, now() - interval '2 days', now() - interval '1 day'
      from generate_series(1, ${sectionCount}) n
      cross join lateral (select gen_random_uuid() as section_id, gen_random_uuid() as course_id) s
      join (select row_number() over () - 1 as i, department_id, faculty_id from (values ${sql.join(units.map((unit) => sql`(${unit.department_id}::uuid, ${unit.faculty_id}::uuid)`))}) v(department_id, faculty_id)) u on u.i = n % ${units.length}`.execute(db);
  await sql`insert into surveys.responses (survey_id, user_id) select s.id, gen_random_uuid() from surveys.surveys s, generate_series(1, ${answersEach}) where s.kind = 'course_evaluation'`.execute(db);
  // Every respondent answers every question: agreement 1–5 and the rating 0–10 from a hash, one choice, two texts.
  await sql`
    insert into surveys.answers (survey_id, question_id, choice, value, text)
    select s.id, q->>'id',
           case when q->>'kind' = 'single_choice' then 'o' || (1 + (r % 3)) end,
           case when q->>'kind' = 'agreement' then 1 + ((r * 7 + length(q->>'id')) % 5) when q->>'kind' = 'rating' then (r * 3) % 11 end,
           case when q->>'kind' in ('short_text', 'long_text') then 'answer ' || r end
      from surveys.surveys s
      cross join generate_series(1, ${answersEach}) r
      cross join lateral jsonb_array_elements(s.sections) part
      cross join lateral jsonb_array_elements(part->'questions') q
     where s.kind = 'course_evaluation'`.execute(db);
  await sql`analyze surveys.surveys`.execute(db);
  await sql`analyze surveys.responses`.execute(db);
  await sql`analyze surveys.answers`.execute(db);
  const { rows: [counts] } = await sql`select (select count(*) from surveys.surveys where kind = 'course_evaluation')::int as surveys, (select count(*) from surveys.responses)::int as responses, (select count(*) from surveys.answers)::int as answers`.execute(db);
  const { rows: [enrolled] } = await sql`select count(distinct e.student_id)::int as n from organizational.enrollments e join organizational.sections x on x.id = e.section_id where x.period_id = ${period.id}`.execute(db);
  console.log(`backend ${test.backend}; ${enrolled.n} students enrolled in the term; built ${counts.surveys} evaluations, ${counts.responses} responses, ${counts.answers} answers in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'qa@campus.test', password: DEMO_PASSWORD } });
  const cookies = { access_token: login.cookies.find((cookie) => cookie.name === 'access_token').value };
  const overview = async () => {
    const answer = await app.inject({ method: 'GET', url: `/api/surveys/evaluations?academicPeriodId=${period.id}`, cookies });
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body.slice(0, 300)}`);
    const { data } = answer.json();
    if (data.sections.length !== sectionCount || data.sections.some((row) => row.withheld || row.agreementMean === null)) throw new Error('an unexpected overview');
    return data;
  };
  let first = performance.now();
  const data = await overview();
  first = performance.now() - first;
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const begun = performance.now();
    await overview();
    times.push(performance.now() - begun);
  }
  console.log('| request | sections | answers | cold ms | runs | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(`| GET /api/surveys/evaluations (QA, the whole term) | ${data.sections.length} | ${counts.answers} | ${first.toFixed(0)} | ${runs} | ${at(times, 0.5).toFixed(0)} | ${at(times, 0.99).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`);
  console.log(`\nfaculties ${data.faculties.length}, first row ${JSON.stringify(data.sections[0]).slice(0, 200)}`);
} finally {
  await test.close();
}
