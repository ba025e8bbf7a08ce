// An audience at university scale: 20,000 more students (with active accounts in auth, one in ten deactivated) in
// the demo's programs and groups, enrolled in the term's sections; a whole faculty, a term and every group at once
// resolve within seconds, one query per kind of part, and the sizes match a direct count.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import type { InternalUsersResponse } from '@campus/contracts';
import { ORGANIZATIONAL_AUDIENCE_PATHS, type AudiencePart, type ResolvedAudience } from '@campus/contracts/audience';
import { startOrgTestApp, type OrgTestApp } from './support/app.js';

const STUDENTS = 20_000;
let t: OrgTestApp;
let admin: string;

beforeAll(async () => {
  t = await startOrgTestApp();
  const { users } = await t.deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: ['admin@campus.test'] } });
  admin = users[0]!.id;
  // Accounts first (auth's table, as its bulk route would write them), then their student records and enrolments.
  await sql`
    insert into auth.users (id, email, password_hash, first_name, last_name, role, is_active)
    select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'scale' || i || '@scale.campus.test', 'x', 'Scale', 'Student' || i, 'student', i % 10 <> 0
    from generate_series(1, ${STUDENTS}) as i`.execute(t.db);
  await sql`
    with groups as (select array_agg(id order by code) as ids, array_agg(program_id order by code) as programs from organizational.groups)
    insert into organizational.students (user_id, email, student_id, first_name, last_name, program_id, group_id, year_of_study, status, enrollment_date)
    select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'scale' || i || '@scale.campus.test', 'Z' || lpad(i::text, 6, '0'), 'Scale', 'Student' || i,
      groups.programs[1 + i % array_length(groups.ids, 1)], groups.ids[1 + i % array_length(groups.ids, 1)], 1, 'active', date '2024-09-01'
    from generate_series(1, ${STUDENTS}) as i, groups`.execute(t.db);
  await sql`
    insert into organizational.enrollments (section_id, student_id, group_id)
    select sg.section_id, s.id, s.group_id from organizational.students s join organizational.section_groups sg on sg.group_id = s.group_id
    where s.email like '%@scale.campus.test'`.execute(t.db);
  await sql`analyze`.execute(t.db);
}, 300_000);

afterAll(() => t?.close());

async function timed(audience: AudiencePart[]): Promise<{ answer: ResolvedAudience; ms: number }> {
  const started = performance.now();
  const response = await t.app.inject({ method: 'POST', url: ORGANIZATIONAL_AUDIENCE_PATHS.resolve, headers: { 'x-service-token': t.deps.config.serviceToken }, payload: { senderId: admin, audience } });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return { answer: response.json<{ data: ResolvedAudience }>().data, ms };
}

test('every faculty, the term and every group at once: distinct active people, each size as counted, within seconds', async () => {
  const faculties = (await t.db.selectFrom('faculties').select('id').execute()).map((row) => ({ kind: 'faculty' as const, id: row.id }));
  const groups = (await t.db.selectFrom('groups').select('id').execute()).map((row) => ({ kind: 'group' as const, id: row.id }));
  const term = await t.db.selectFrom('periods').select('id').where('is_active', '=', true).executeTakeFirstOrThrow();
  const audience: AudiencePart[] = [...faculties, { kind: 'term' as const, id: term.id }, ...groups].slice(0, 50);
  await timed([faculties[0]!]); // warm the plans
  const { answer, ms } = await timed(audience);
  const { rows } = await sql<{ count: number }>`select count(distinct s.user_id)::int as count from organizational.students s
    join auth.users u on u.id = s.user_id where u.is_active and s.status = 'active'`.execute(t.db);
  const lecturers = await sql<{ count: number }>`select count(distinct l.user_id)::int as count from organizational.lecturers l
    join auth.users u on u.id = l.user_id where u.is_active and l.status <> 'inactive'`.execute(t.db);
  // Every student is in some faculty's program (the demo's and the added), so the whole is every active person.
  expect(answer.userIds.length).toBe(rows[0]!.count + lecturers.rows[0]!.count);
  expect(new Set(answer.userIds).size).toBe(answer.userIds.length);
  expect(answer.userIds.length).toBeGreaterThan(STUDENTS * 0.9);
  const termSize = await sql<{ count: number }>`select count(distinct s.user_id)::int as count from organizational.enrollments e
    join organizational.sections x on x.id = e.section_id join organizational.students s on s.id = e.student_id join auth.users u on u.id = s.user_id
    where x.period_id = ${term.id} and u.is_active and s.status = 'active'`.execute(t.db);
  expect(answer.parts.find((part) => part.kind === 'term')!.size).toBe(termSize.rows[0]!.count);
  console.info(`audience of ${audience.length} parts, ${answer.userIds.length} people: ${Math.round(ms)} ms`);
  expect(ms).toBeLessThan(5_000);
}, 120_000);
