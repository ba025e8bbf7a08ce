// The test-data generator (/api/organizational/generator, job organizational.generator) against real PostgreSQL and
// Redis (BullMQ), with every service that makes teaching activity for it loaded: the same seed and size give the
// same university and the same materials, marks, grades, evaluations and answers in two fresh databases; removing a
// run leaves nothing of it (records, activity or accounts) in any schema and every other row exactly as it was;
// outside demo mode it runs only with the university's name typed; only administrators reach it.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import attendanceModule from '@campus/attendance';
import gradingModule from '@campus/grading';
import materialsModule from '@campus/materials';
import notificationsModule from '@campus/notifications';
import surveysModule from '@campus/surveys';
import { GENERATED_ACTIVITY_SERVICES } from '@campus/contracts/generated-activity';
import { GENERATOR_ERROR_CODES, GENERATOR_PRESETS, type GeneratorRun, type GeneratorSize } from '@campus/contracts/organizational';
import { SURVEYS_PATHS } from '@campus/contracts/surveys';
import { as, callerFor, demoCallers, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';
import { countRunRecords, generatorDb, insertRun } from '../src/db/generation.repository.js';
import { requeueStaleRuns } from '../src/jobs/generator.js';
import { generateUniversity } from '../src/generated-university.js';

const SIZE: GeneratorSize = { faculties: 2, departments: 3, programs: 4, lecturers: 12, students: 130, subjects: 24 };
const SEED = 4242;

/** The services the generator asks for activity (materials and surveys announce through notifications). */
const ACTIVITY_MODULES = [notificationsModule, materialsModule, attendanceModule, gradingModule, surveysModule];
/** Every schema a run writes to, besides auth's accounts. */
const SCHEMAS = ['organizational', ...GENERATED_ACTIVITY_SERVICES];

let first: OrgTestApp;
let second: OrgTestApp;
let admin: Caller;
let adminOfSecond: Caller;
/** The second database as seeded, before anything was generated in it. */
let pristine: Record<string, string[]>;

beforeAll(async () => {
  [first, second] = await Promise.all([startOrgTestApp({}, ACTIVITY_MODULES), startOrgTestApp({}, ACTIVITY_MODULES)]);
  admin = await as(first.app, 'admin@campus.test');
  adminOfSecond = await as(second.app, 'admin@campus.test');
  // The seeds queue jobs that change their own rows (the demo survey opening): the snapshot waits them out.
  await jobsDone(second);
  pristine = await everything(second);
}, 300_000);

/** Until no job is waiting or running (delayed ones aside), seen twice 100 ms apart; at most 60 s. */
async function jobsDone(t: OrgTestApp): Promise<void> {
  const deadline = Date.now() + 60_000;
  let idle = 0;
  while (idle < 2) {
    if (Date.now() > deadline) throw new Error('the jobs the seeds queued did not finish within 60 s');
    idle = (await t.deps.jobs.depth()) === 0 ? idle + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

/** Reads the run until it has finished (done, failed or removed). */
async function finished(caller: Caller, id: string, wanted: GeneratorRun['status']): Promise<GeneratorRun> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const run = (await caller('GET', `/api/organizational/generator/runs/${id}`)).json().data as GeneratorRun;
    if (run.status === wanted || run.status === 'failed' || Date.now() > deadline) {
      expect(run).toMatchObject({ status: wanted, error: null });
      return run;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function generate(caller: Caller, size = SIZE, seed = SEED): Promise<GeneratorRun> {
  const started = await caller('POST', '/api/organizational/generator/runs', { seed, size });
  expect(started.statusCode).toBe(202);
  return finished(caller, started.json().data.id, 'done');
}

/** Every generated record by its natural keys (codes, emails, numbers), never by ids, in a fixed order. */
async function generatedContent(t: OrgTestApp) {
  const q = async (query: ReturnType<typeof sql>) => (await query.execute(t.db)).rows;
  return {
    faculties: await q(sql`select code, name from organizational.faculties where generation_run_id is not null order by code`),
    departments: await q(sql`select d.code, d.name, f.code as faculty from organizational.departments d join organizational.faculties f on f.id = d.faculty_id where d.generation_run_id is not null order by d.code`),
    programs: await q(sql`select p.code, p.name, p.level, p.duration_years, d.code as department from organizational.programs p join organizational.departments d on d.id = p.department_id where p.generation_run_id is not null order by p.code`),
    lecturers: await q(sql`select l.email, l.employee_id, l.first_name, l.last_name, l.title, l.position, l.employment_type, l.max_load, d.code as department from organizational.lecturers l join organizational.departments d on d.id = l.department_id where l.generation_run_id is not null order by l.email`),
    courses: await q(sql`select c.code, c.name, c.credits, c.semester, c.level, c.type, c.weekly_hours, c.lab_hours, d.code as department, l.email as leader,
      (select array_agg(p.code order by p.code) from organizational.courses p where p.id = any(c.prerequisites)) as prerequisites
      from organizational.courses c join organizational.departments d on d.id = c.department_id left join organizational.lecturers l on l.id = c.leader_id where c.generation_run_id is not null order by c.code`),
    groups: await q(sql`select g.code, g.name, g.year, g.academic_year, g.classroom, g.max_capacity, p.code as program, l.email as advisor from organizational.groups g join organizational.programs p on p.id = g.program_id left join organizational.lecturers l on l.id = g.advisor_id where g.generation_run_id is not null order by g.code`),
    students: await q(sql`select s.email, s.student_id, s.first_name, s.last_name, s.year_of_study, s.enrollment_date::text, g.code as grp, p.code as program from organizational.students s join organizational.groups g on g.id = s.group_id join organizational.programs p on p.id = s.program_id where s.generation_run_id is not null order by s.email`),
    rooms: await q(sql`select code, building, capacity from organizational.rooms where generation_run_id is not null order by code`),
    sections: await q(sql`select c.code, x.section_number, x.capacity, x.is_virtual, x.join_url, l.email as lecturer from organizational.sections x join organizational.courses c on c.id = x.course_id left join organizational.lecturers l on l.id = x.lecturer_id where x.generation_run_id is not null order by c.code, x.section_number`),
    enrollments: await q(sql`select c.code, x.section_number, s.email, g.code as grp from organizational.enrollments e join organizational.sections x on x.id = e.section_id join organizational.courses c on c.id = x.course_id join organizational.students s on s.id = e.student_id join organizational.groups g on g.id = e.group_id where e.generation_run_id is not null order by c.code, x.section_number, s.email`),
    weeklyClasses: await q(sql`select c.code, x.section_number, w.weekday, w.start_time::text, w.end_time::text, r.code as room from organizational.weekly_classes w join organizational.sections x on x.id = w.section_id join organizational.courses c on c.id = x.course_id left join organizational.rooms r on r.id = w.room_id where w.generation_run_id is not null order by c.code, x.section_number, w.weekday`),
    allocations: await q(sql`select c.code, x.section_number, l.email, a.hours, a.role from organizational.allocations a join organizational.sections x on x.id = a.section_id join organizational.courses c on c.id = a.course_id join organizational.lecturers l on l.id = a.lecturer_id where a.generation_run_id is not null order by c.code, x.section_number`),
  };
}

/** Every base table of the schemas a run writes to, as 'schema.table'; not the runs' own list, nor organizational's change counter. */
async function tablesOf(t: OrgTestApp): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema = any(${SCHEMAS}::text[]) and table_type = 'BASE TABLE' and table_name not in ('generation_runs', 'data_version') order by 1`.execute(t.db);
  return rows.map((row) => row.name);
}

/** Every row of every table a run writes to and every account and role in auth, each row as JSON, in a fixed order. */
async function everything(t: OrgTestApp): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of [...(await tablesOf(t)), 'auth.users', 'auth.user_roles']) {
    rows[table] = (await sql.raw<{ row: string }>(`select row_to_json(t)::text as row from ${table} t order by 1`).execute(t.db)).rows.map((row) => row.row);
  }
  return rows;
}

/** Rows carrying a run's id (any run's without one), by 'schema.table', in every schema that has the column. */
async function runRecords(t: OrgTestApp, runId?: string): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`select table_schema || '.' || table_name as name from information_schema.columns
    where column_name = 'generation_run_id' and table_schema not in ('pg_catalog', 'information_schema') order by 1`.execute(t.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const where = runId ? sql`generation_run_id = ${runId}` : sql`generation_run_id is not null`;
    counts[name] = Number((await sql<{ count: string }>`select count(*) as count from ${sql.raw(name)} where ${where}`.execute(t.db)).rows[0]!.count);
  }
  return counts;
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * What the activity services added to their schemas, by natural keys: the rows not there before, each with every id
 * of the university (sections, courses, people and their accounts, the period) replaced by its code or email, the
 * services' own ids (also within text, e.g. a file's storage key) and serial numbers by a placeholder, and moments by a placeholder (two databases write a second
 * apart); sorted, so two databases compare regardless of ids and order.
 */
async function activityAdded(t: OrgTestApp, before: Record<string, string[]>): Promise<Record<string, string[]>> {
  const { rows: keys } = await sql<{ id: string; key: string }>`
    select x.id, c.code || '-' || x.section_number as key from organizational.sections x join organizational.courses c on c.id = x.course_id
    union all select id, code from organizational.courses
    union all select id, email from organizational.students union all select id, email from organizational.lecturers
    union all select id, code from organizational.groups union all select id, name from organizational.periods
    union all select id, email from auth.users`.execute(t.db);
  const natural = new Map(keys.map((row) => [row.id, row.key]));
  const normal = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') return TIMESTAMP.test(value) ? '<time>' : value.replace(UUIDS, (id) => natural.get(id) ?? '<id>');
    if (typeof value === 'number' && key === 'id') return '<id>';
    if (Array.isArray(value)) return value.map((item) => normal(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, normal(item, name)]));
    return value;
  };
  const after = await everything(t);
  const added: Record<string, string[]> = {};
  for (const table of Object.keys(after).filter((name) => GENERATED_ACTIVITY_SERVICES.some((service) => name.startsWith(`${service}.`)))) {
    const left = new Map<string, number>();
    for (const row of before[table] ?? []) left.set(row, (left.get(row) ?? 0) + 1);
    const rows: string[] = [];
    for (const row of after[table]!) {
      const seen = left.get(row) ?? 0;
      if (seen > 0) left.set(row, seen - 1);
      else rows.push(JSON.stringify(normal(JSON.parse(row))));
    }
    if (rows.length) added[table] = rows.sort();
  }
  return added;
}

const generatedAccounts = async (t: OrgTestApp) => Number((await sql<{ count: string }>`select count(*) as count from auth.users where email like '%.gen.campus.test'`.execute(t.db)).rows[0]!.count);

describe('the generated university', () => {
  test('is the same for the same seed and size, built as a whole or in two fresh databases', async () => {
    const options = { seed: SEED, size: SIZE, runNumber: 1, startYear: 2026, activeSemester: 1 as const };
    expect(generateUniversity(options)).toEqual(generateUniversity(options));
    expect(generateUniversity({ ...options, seed: SEED + 1 }).students.map((student) => student.email)).not.toEqual(generateUniversity(options).students.map((student) => student.email));

    const before = await Promise.all([everything(first), everything(second)]);
    const [one, two] = await Promise.all([generate(admin), generate(adminOfSecond)]);
    expect(one.number).toBe(two.number);
    expect(one.counts).toEqual(two.counts);
    expect(one).toMatchObject({ done: one.total, counts: { students: 130, lecturers: 12, faculties: 2, departments: 3, programs: 4, subjects: 24, groups: 6, accounts: 142 } });
    const [contentOne, contentTwo] = await Promise.all([generatedContent(first), generatedContent(second)]);
    expect(contentOne).toEqual(contentTwo);
    // The teaching activity: each service made some, marked with the run, and the same in both databases.
    const [activityOne, activityTwo] = await Promise.all([activityAdded(first, before[0]), activityAdded(second, before[1])]);
    expect(activityOne).toEqual(activityTwo);
    const marked = await runRecords(first, one.id);
    for (const service of GENERATED_ACTIVITY_SERVICES) {
      expect({ service, marked: Object.entries(marked).some(([table, count]) => table.startsWith(`${service}.`) && count > 0) }).toEqual({ service, marked: true });
    }
    // Their counts join the run's, beside the university's.
    const planned = new Set(['accounts', 'faculties', 'departments', 'programs', 'lecturers', 'subjects', 'groups', 'students', 'rooms', 'sections', 'enrollments', 'weeklyClasses', 'allocations']);
    const activityCounts = Object.entries(one.counts).filter(([kind]) => !planned.has(kind));
    expect(activityCounts.length).toBeGreaterThanOrEqual(GENERATED_ACTIVITY_SERVICES.length);
    expect(activityCounts.every(([, count]) => count > 0)).toBe(true);
    expect(contentOne.students).toHaveLength(130);
    expect(contentOne.enrollments.length).toBe(one.counts.enrollments);
    expect(contentOne.weeklyClasses.length).toBeGreaterThan(0);
    // Marked where people see it: codes, names and emails.
    expect((contentOne.faculties as { code: string }[]).every((faculty) => faculty.code.startsWith('GEN1-'))).toBe(true);
    expect((contentOne.lecturers as { email: string }[]).every((lecturer) => lecturer.email.endsWith('@g1.gen.campus.test'))).toBe(true);
    expect((contentOne.courses as { name: { en: string } }[]).every((course) => course.name.en.startsWith('GEN1 · '))).toBe(true);
    // Each generated person has an account with their role.
    expect(await generatedAccounts(first)).toBe(142);
    const roles = (await sql<{ role_name: string; count: string }>`select ur.role_name, count(*) as count from auth.user_roles ur join auth.users u on u.id = ur.user_id where u.email like '%.gen.campus.test' group by ur.role_name order by ur.role_name`.execute(first.db)).rows;
    expect(roles.map((row) => [row.role_name, Number(row.count)])).toEqual([['lecturer', 12], ['student', 130]]);
  }, 420_000);

  test('a generated student signs in (demo mode) and sees their own timetable, their courses\' materials and their course evaluations', async () => {
    const student = (await sql<{ id: string; email: string }>`select id, email from organizational.students where generation_run_id is not null order by email limit 1`.execute(first.db)).rows[0]!;
    const caller = await as(first.app, student.email);
    const schedule = await caller('GET', '/api/schedule');
    expect(schedule.statusCode).toBe(200);
    const sections = (await sql<{ course_id: string }>`select x.course_id from organizational.enrollments e join organizational.sections x on x.id = e.section_id where e.student_id = ${student.id}`.execute(first.db)).rows;
    expect(sections.length).toBeGreaterThan(0);
    const materials = (await caller('GET', `/api/materials?courseId=${sections[0]!.course_id}&pageSize=100`)).json<{ data: { name: string }[] }>().data;
    expect(materials.length).toBeGreaterThan(0);
    expect(materials.every((material) => material.name.includes('GEN1'))).toBe(true);
    // One evaluation for each of their sections, and nothing else (a generated student has no other surveys).
    expect((await caller('GET', SURVEYS_PATHS.mine)).json<{ data: unknown[] }>().data).toHaveLength(sections.length);
  }, 60_000);

  test('"Remove generated data" removes exactly the run\'s records, activity and accounts, and leaves everything else as it was', async () => {
    const before = await everything(second);
    const run = await generate(adminOfSecond, GENERATOR_PRESETS.small, 7);
    const marked = await runRecords(second, run.id);
    for (const schema of SCHEMAS) expect({ schema, marked: Object.entries(marked).some(([table, count]) => table.startsWith(`${schema}.`) && count > 0) }).toEqual({ schema, marked: true });
    const removing = await adminOfSecond('DELETE', `/api/organizational/generator/runs/${run.id}`);
    expect(removing.statusCode).toBe(202);
    expect(removing.json().data.status).toBe('removing');
    await finished(adminOfSecond, run.id, 'removed');
    // Everything else, the earlier run of the first test with its activity included, exactly as it was.
    const after = await everything(second);
    for (const table of Object.keys(before)) expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });

    // Removing the earlier run too leaves the database as it was seeded, and nothing generated anywhere.
    const earlier = (await adminOfSecond('GET', '/api/organizational/generator/runs')).json().data.find((other: GeneratorRun) => other.status === 'done') as GeneratorRun;
    expect((await adminOfSecond('DELETE', `/api/organizational/generator/runs/${earlier.id}`)).statusCode).toBe(202);
    await finished(adminOfSecond, earlier.id, 'removed');
    expect(Object.entries(await runRecords(second)).filter(([, count]) => count > 0)).toEqual([]);
    expect(Object.values(await countRunRecords(generatorDb(second.db))).every((count) => count === 0)).toBe(true);
    expect(await generatedAccounts(second)).toBe(0);
    const studentsLeft = await sql<{ count: string }>`select count(*) as count from organizational.students where email like '%.gen.campus.test' or student_id like 'GEN%'`.execute(second.db);
    expect(Number(studentsLeft.rows[0]!.count)).toBe(0);
    const seeded = await everything(second);
    for (const table of Object.keys(pristine)) expect({ table, rows: seeded[table] }).toEqual({ table, rows: pristine[table] });
    // A removed run stays listed, with what it had made.
    const list = (await adminOfSecond('GET', '/api/organizational/generator/runs')).json().data as GeneratorRun[];
    expect(list.map((item) => item.status)).toEqual(['removed', 'removed']);
    // A removed run cannot be removed again.
    expect((await adminOfSecond('DELETE', `/api/organizational/generator/runs/${run.id}`)).json().code).toBe(GENERATOR_ERROR_CODES.notRemovable);
  }, 420_000);
});

describe("the benchmark's university, as built", () => {
  test('20,000 students and 1,000 lecturers in a few seconds, every code and email once, a week without double-booking', () => {
    const started = performance.now();
    const university = generateUniversity({ seed: 1, size: GENERATOR_PRESETS.benchmark, runNumber: 7, startYear: 2026, activeSemester: 1 });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(university.students).toHaveLength(20_000);
    expect(university.lecturers).toHaveLength(1000);
    const once = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    once([...university.students, ...university.lecturers].map((person) => person.email));
    once(university.students.map((student) => student.studentId));
    once(university.groups.map((group) => group.code));
    once(university.courses.map((course) => course.code));
    once(university.programs.map((program) => program.code));
    once(university.sections.map((section) => section.key));
    expect([...university.faculties, ...university.departments, ...university.programs, ...university.courses, ...university.rooms].every((record) => record.code.startsWith('GEN7-'))).toBe(true);
    expect([...university.students, ...university.lecturers].every((person) => person.email.endsWith('@g7.gen.campus.test'))).toBe(true);

    const sections = new Map(university.sections.map((section) => [section.key, section]));
    const taken = new Set<string>();
    const doubleBooked: string[] = [];
    const book = (key: string) => (taken.has(key) ? doubleBooked.push(key) : taken.add(key));
    for (const item of university.weeklyClasses) {
      const section = sections.get(item.sectionKey)!;
      const at = `${item.weekday}@${item.startTime}`;
      book(`group ${section.groupCode} ${at}`);
      book(`lecturer ${section.lecturerEmail} ${at}`);
      if (item.roomCode) book(`room ${item.roomCode} ${at}`);
    }
    expect(doubleBooked).toEqual([]);
    // Nearly every section has its two classes.
    expect(university.weeklyClasses.length).toBeGreaterThan(university.sections.length * 1.9);
  });
});

describe('outside demo mode', () => {
  test("refuses to run unless the university's name is typed, then runs", async () => {
    const config = first.deps.config as { demo: boolean; universityName: string };
    config.demo = false;
    try {
      const info = (await admin('GET', '/api/organizational/generator')).json().data;
      expect(info).toMatchObject({ demo: false, universityName: 'Campus University', emailDomain: 'gen.campus.test' });
      const refused = await admin('POST', '/api/organizational/generator/runs', { seed: 1, size: GENERATOR_PRESETS.small });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: GENERATOR_ERROR_CODES.confirmationRequired, details: { field: 'confirmName' } });
      const wrong = await admin('POST', '/api/organizational/generator/runs', { seed: 1, size: GENERATOR_PRESETS.small, confirmName: 'Another University' });
      expect(wrong.json().code).toBe(GENERATOR_ERROR_CODES.confirmationRequired);
      const runsBefore = (await admin('GET', '/api/organizational/generator/runs')).json().data.length;
      expect(runsBefore).toBe(1);
      const confirmed = await admin('POST', '/api/organizational/generator/runs', { seed: 1, size: GENERATOR_PRESETS.small, confirmName: '  campus university ' });
      expect(confirmed.statusCode).toBe(202);
      // One run at a time.
      const busy = await admin('POST', '/api/organizational/generator/runs', { seed: 2, size: GENERATOR_PRESETS.small, confirmName: 'Campus University' });
      expect([409, 202]).toContain(busy.statusCode);
      if (busy.statusCode === 409) expect(busy.json().code).toBe(GENERATOR_ERROR_CODES.busy);
      await finished(admin, confirmed.json().data.id, 'done');
      if (busy.statusCode === 202) await finished(admin, busy.json().data.id, 'done');
    } finally {
      config.demo = true;
    }
  }, 120_000);
});

describe('a run whose job was lost', () => {
  test('is queued again when a worker starts, and finishes', async () => {
    const run = (await insertRun(generatorDb(first.db), { seed: 3, size: GENERATOR_PRESETS.small, createdBy: '00000000-0000-4000-8000-000000000001' }))!;
    await sql`update organizational.generation_runs set status = 'running', updated_at = now() - interval '10 minutes' where id = ${run.id}`.execute(first.db);
    await requeueStaleRuns(first.deps, first.db);
    await finished(admin, run.id, 'done');
  }, 60_000);
});

describe("auth's generated-account routes", () => {
  const call = (path: string, body: object) => first.deps.services.request<{ removed?: number }>('auth', { method: 'POST', path, body });

  test('make and remove only accounts under a generated domain', async () => {
    await expect(call('/internal/auth/generated-users', { users: [{ email: 'someone@campus.test', firstName: 'Some', lastName: 'One', role: 'student' }] })).rejects.toMatchObject({ status: 400 });
    await expect(call('/internal/auth/generated-users/remove', { domain: 'campus.test' })).rejects.toMatchObject({ status: 400 });
    await expect(call('/internal/auth/generated-users/remove', { domain: 'student.campus.test' })).rejects.toMatchObject({ status: 400 });
    const users = Number((await sql<{ count: string }>`select count(*) as count from auth.users`.execute(first.db)).rows[0]!.count);
    expect(await call('/internal/auth/generated-users/remove', { domain: 'g999.gen.campus.test' })).toEqual({ removed: 0 });
    expect(Number((await sql<{ count: string }>`select count(*) as count from auth.users`.execute(first.db)).rows[0]!.count)).toBe(users);
  });
});

describe('who may use it', () => {
  test('administrators only: everyone else 403, anonymous 401; starting and removing are audited', async () => {
    const callers = await demoCallers(first.app);
    for (const role of ['chair', 'deans', 'lecturer', 'qa', 'student'] as const) {
      expect((await callers[role]('GET', '/api/organizational/generator/runs')).statusCode).toBe(403);
      expect((await callers[role]('POST', '/api/organizational/generator/runs', { seed: 1, size: GENERATOR_PRESETS.small })).statusCode).toBe(403);
    }
    expect((await callerFor(first.app, null)('GET', '/api/organizational/generator')).statusCode).toBe(401);
    const actions = (await sql<{ action: string }>`select action from kit.audit_entries where action like 'generated_data.%' order by at`.execute(first.db)).rows.map((row) => row.action);
    expect(actions).toContain('generated_data.created');
  }, 60_000);
});
