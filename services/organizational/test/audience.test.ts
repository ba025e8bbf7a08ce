// Resolving an audience on the demo university: each kind of part reaches the people a direct count finds, a part
// outside the sender's faculty or department is refused by name, overlapping parts count each person once, and
// deactivated accounts and former students are left out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import type { InternalUsersResponse } from '@campus/contracts';
import { ORGANIZATIONAL_AUDIENCE_PATHS, type AudiencePart, type ResolvedAudience } from '@campus/contracts/audience';
import { ORGANIZATIONAL_SECTION_AUDIENCES_PATH, type SectionAudience } from '@campus/contracts/surveys';
import { startOrgTestApp, type OrgTestApp } from './support/app.js';

let t: OrgTestApp;
const senders: Record<'admin' | 'deans' | 'chair' | 'qa' | 'student' | 'lecturer', string> = { admin: '', deans: '', chair: '', qa: '', student: '', lecturer: '' };

beforeAll(async () => {
  t = await startOrgTestApp();
  const emails = Object.keys(senders).map((who) => `${who}@campus.test`);
  const { users } = await t.deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails } });
  for (const who of Object.keys(senders) as (keyof typeof senders)[]) senders[who] = users.find((user) => user.email === `${who}@campus.test`)!.id;
}, 120_000);

afterAll(() => t?.close());

const resolve = (senderId: string, audience: AudiencePart[]) =>
  t.app.inject({ method: 'POST', url: ORGANIZATIONAL_AUDIENCE_PATHS.resolve, headers: { 'x-service-token': t.deps.config.serviceToken }, payload: { senderId, audience } });

async function resolved(senderId: string, audience: AudiencePart[]): Promise<ResolvedAudience> {
  const answer = await resolve(senderId, audience);
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
  return answer.json<{ data: ResolvedAudience }>().data;
}

const count = async (query: ReturnType<typeof sql<{ count: number }>>) => (await query.execute(t.db)).rows[0]!.count;
const one = async (query: ReturnType<typeof sql<{ id: string }>>) => (await query.execute(t.db)).rows[0]!.id;

/** The INF faculty (the demo dean's), CS (the demo chair's), another faculty and one of its groups. */
async function places() {
  const inf = await one(sql`select id from organizational.faculties where dean_user_id = ${senders.deans}`);
  const cs = await one(sql`select id from organizational.departments where chair_user_id = ${senders.chair}`);
  const otherFaculty = await one(sql`select id from organizational.faculties where id <> ${inf} order by code limit 1`);
  const otherGroup = await one(sql`select g.id from organizational.groups g join organizational.departments d on d.id = g.department_id where d.faculty_id = ${otherFaculty} order by g.name limit 1`);
  const otherInfDepartment = await one(sql`select id from organizational.departments where faculty_id = ${inf} and id <> ${cs} order by code limit 1`);
  const studentGroup = await one(sql`select group_id as id from organizational.students where user_id = ${senders.student}`);
  return { inf, cs, otherFaculty, otherGroup, otherInfDepartment, studentGroup };
}

test('each kind of part reaches the people a direct count finds', async () => {
  const { inf, cs, studentGroup } = await places();
  const program = await one(sql`select program_id as id from organizational.students where user_id = ${senders.student}`);
  const section = await one(sql`select section_id as id from organizational.enrollments group by section_id order by count(*) desc, section_id limit 1`);
  const term = await one(sql`select id from organizational.periods where is_active`);
  const expected: [AudiencePart, number][] = [
    [{ kind: 'faculty', id: inf }, await count(sql`select count(distinct u)::int as count from (
      select s.user_id u from organizational.students s left join organizational.programs p on p.id = s.program_id left join organizational.groups g on g.id = s.group_id
        join organizational.departments d on d.id = coalesce(p.department_id, g.department_id) where d.faculty_id = ${inf} and s.status = 'active'
      union all select l.user_id from organizational.lecturers l join organizational.departments d on d.id = l.department_id where d.faculty_id = ${inf} and l.status <> 'inactive') x`)],
    [{ kind: 'department', id: cs }, await count(sql`select count(distinct u)::int as count from (
      select s.user_id u from organizational.students s left join organizational.programs p on p.id = s.program_id left join organizational.groups g on g.id = s.group_id
        where coalesce(p.department_id, g.department_id) = ${cs} and s.status = 'active'
      union all select l.user_id from organizational.lecturers l where l.department_id = ${cs} and l.status <> 'inactive') x`)],
    [{ kind: 'program', id: program }, await count(sql`select count(*)::int as count from organizational.students where program_id = ${program} and status = 'active'`)],
    [{ kind: 'group', id: studentGroup }, await count(sql`select count(*)::int as count from organizational.students where group_id = ${studentGroup} and status = 'active'`)],
    [{ kind: 'section', id: section }, await count(sql`select count(distinct s.user_id)::int as count from organizational.enrollments e join organizational.students s on s.id = e.student_id where e.section_id = ${section} and s.status = 'active'`)],
    [{ kind: 'term', id: term }, await count(sql`select count(distinct s.user_id)::int as count from organizational.enrollments e join organizational.sections x on x.id = e.section_id join organizational.students s on s.id = e.student_id where x.period_id = ${term} and s.status = 'active'`)],
    [{ kind: 'role', role: 'lecturer' }, await count(sql`select count(distinct u.id)::int as count from auth.users u join auth.user_roles r on r.user_id = u.id where r.role_name = 'lecturer' and u.is_active`)],
  ];
  for (const [part, size] of expected) {
    expect(size).toBeGreaterThan(0);
    const answer = await resolved(senders.admin, [part]);
    expect(answer.parts).toEqual([expect.objectContaining({ ...part, size })]);
    expect(answer.parts[0]!.label).toBeTruthy();
    expect(answer.userIds).toHaveLength(size);
  }
  // The student's own group holds them.
  expect((await resolved(senders.admin, [{ kind: 'group', id: studentGroup }])).userIds).toContain(senders.student);
});

test('the dean\'s office and a chair name only their own units; roles and whole terms are the administrator\'s and QA\'s', async () => {
  const { inf, cs, otherFaculty, otherGroup, otherInfDepartment, studentGroup } = await places();
  const term = await one(sql`select id from organizational.periods where is_active`);
  const refusals: [string, AudiencePart][] = [
    [senders.deans, { kind: 'faculty', id: otherFaculty }],
    [senders.deans, { kind: 'group', id: otherGroup }],
    [senders.deans, { kind: 'term', id: term }],
    [senders.deans, { kind: 'role', role: 'student' }],
    [senders.chair, { kind: 'faculty', id: inf }],
    [senders.chair, { kind: 'department', id: otherInfDepartment }],
    [senders.chair, { kind: 'group', id: otherGroup }],
    [senders.lecturer, { kind: 'group', id: studentGroup }],
    [senders.student, { kind: 'group', id: studentGroup }],
  ];
  for (const [sender, part] of refusals) {
    // The refused part is named even behind one that is allowed.
    const answer = await resolve(sender, [{ kind: 'group', id: studentGroup }, part]);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'AUDIENCE_OUT_OF_SCOPE' });
    expect(JSON.stringify(answer.json())).toContain(JSON.stringify(part).slice(1, -1));
  }
  expect((await resolved(senders.deans, [{ kind: 'faculty', id: inf }, { kind: 'department', id: otherInfDepartment }])).userIds.length).toBeGreaterThan(0);
  expect((await resolved(senders.chair, [{ kind: 'department', id: cs }, { kind: 'group', id: studentGroup }])).userIds).toContain(senders.student);
  expect((await resolved(senders.qa, [{ kind: 'faculty', id: otherFaculty }, { kind: 'role', role: 'chair' }, { kind: 'term', id: term }])).parts).toHaveLength(3);
});

test('a part that does not exist is a 404 naming it; an unknown sender has no scope; a person is no service', async () => {
  const missing: AudiencePart = { kind: 'program', id: randomUUID() };
  const answer = await resolve(senders.admin, [missing]);
  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toMatchObject({ code: 'AUDIENCE_NOT_FOUND', details: { part: missing } });
  const { studentGroup } = await places();
  expect((await resolve(randomUUID(), [{ kind: 'group', id: studentGroup }])).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'POST', url: ORGANIZATIONAL_AUDIENCE_PATHS.resolve, payload: { senderId: senders.admin, audience: [{ kind: 'group', id: studentGroup }] } })).statusCode).toBe(401);
  expect((await resolve(senders.admin, [])).statusCode).toBe(400);
});

test('overlapping parts reach each person once; a deactivated account and a former student are left out', async () => {
  const { inf, studentGroup } = await places();
  const program = await one(sql`select program_id as id from organizational.students where user_id = ${senders.student}`);
  const faculty = await resolved(senders.deans, [{ kind: 'faculty', id: inf }]);
  const overlapping = await resolved(senders.deans, [{ kind: 'group', id: studentGroup }, { kind: 'program', id: program }, { kind: 'faculty', id: inf }, { kind: 'group', id: studentGroup }]);
  expect(overlapping.parts).toHaveLength(3);
  expect(new Set(overlapping.userIds).size).toBe(overlapping.userIds.length);
  expect(overlapping.userIds.sort()).toEqual([...faculty.userIds].sort());

  const group = await resolved(senders.deans, [{ kind: 'group', id: studentGroup }]);
  const others = (await sql<{ user_id: string; id: string }>`select user_id, id from organizational.students where group_id = ${studentGroup} and user_id <> ${senders.student} order by student_id limit 2`.execute(t.db)).rows;
  await sql`update auth.users set is_active = false where id = ${others[0]!.user_id}`.execute(t.db);
  await sql`update organizational.students set status = 'graduated' where id = ${others[1]!.id}`.execute(t.db);
  try {
    const after = await resolved(senders.deans, [{ kind: 'group', id: studentGroup }]);
    expect(after.parts[0]!.size).toBe(group.parts[0]!.size - 2);
    expect(after.userIds).not.toContain(others[0]!.user_id);
    expect(after.userIds).not.toContain(others[1]!.user_id);
    expect(after.userIds).toContain(senders.student);
  } finally {
    await sql`update auth.users set is_active = true where id = ${others[0]!.user_id}`.execute(t.db);
    await sql`update organizational.students set status = 'active' where id = ${others[1]!.id}`.execute(t.db);
  }
});

test('each section of a term alone, in one call: what one call per section reaches, in the order asked; the scope holds', async () => {
  const term = await one(sql`select id from organizational.periods where is_active`);
  const { rows } = await sql<{ id: string }>`select s.id from organizational.sections s where s.period_id = ${term} order by s.id desc limit 12`.execute(t.db);
  const sectionIds = rows.map((row) => row.id);
  const answer = await t.app.inject({ method: 'POST', url: ORGANIZATIONAL_SECTION_AUDIENCES_PATH, headers: { 'x-service-token': t.deps.config.serviceToken }, payload: { senderId: senders.admin, sectionIds } });
  expect(answer.statusCode).toBe(200);
  const each = answer.json<{ data: SectionAudience[] }>().data;
  expect(each.map((section) => section.sectionId)).toEqual(sectionIds);
  for (const section of each) {
    const alone = await resolved(senders.admin, [{ kind: 'section', id: section.sectionId }]);
    expect({ ...section, userIds: [...section.userIds].sort() }).toEqual({ sectionId: section.sectionId, label: alone.parts[0]!.label, userIds: [...alone.userIds].sort() });
  }
  const { cs } = await places();
  const elsewhere = await one(sql`select s.id from organizational.sections s join organizational.courses c on c.id = s.course_id where c.department_id <> ${cs} order by s.id limit 1`);
  const refused = await t.app.inject({ method: 'POST', url: ORGANIZATIONAL_SECTION_AUDIENCES_PATH, headers: { 'x-service-token': t.deps.config.serviceToken }, payload: { senderId: senders.chair, sectionIds: [elsewhere] } });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ code: 'AUDIENCE_OUT_OF_SCOPE' });
  expect((await t.app.inject({ method: 'POST', url: ORGANIZATIONAL_SECTION_AUDIENCES_PATH, payload: { senderId: senders.admin, sectionIds } })).statusCode).toBe(401);
});
