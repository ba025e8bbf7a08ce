// The job "organizational.generator": builds a run's university (generated-university.ts) and writes it, or removes
// it. In embedded mode it runs in-process, with REDIS_URL on BullMQ. The run row is the page's progress bar: the
// job writes its step and rows done after every chunk, and the page reads it.
//
// Writing: accounts first, in windows of GENERATED_USERS_MAX through auth's generated-account route (one password
// hash for all of them), then each table in chunks of CHUNK rows, each row carrying the run's id. A failed attempt
// is started over: its partial records are removed first and the accounts are linked again by email, so the retry
// writes the same university.
//
// Then the teaching activity (contracts/generated-activity.ts): the written sections, with their students, lecturer
// and weekly classes, go to materials, attendance, grading and surveys in turn, GENERATED_SECTIONS_MAX at a time;
// each answers what it wrote, which joins the run's counts. On the progress bar a section weighs its enrolments in
// each of those steps (what they write grows with the students), so the total is known before they answer.
//
// Removing: the services' activity first (it points at the run's sections and people), then every record carrying
// the run's id, in one transaction, then every account under the run's email domain. Nothing else can match: pre-
// existing records have no run id, real accounts are not under gen.campus.test.
import { randomUUID } from 'node:crypto';
import { defineJob, type ServiceDeps } from '@campus/kit';
import {
  GENERATED_ACTIVITY_SERVICES,
  GENERATED_SECTIONS_MAX,
  generatedActivityPaths,
  type GeneratedActivityBody,
  type GeneratedActivityResponse,
  type GeneratedSection,
  type RemoveGeneratedActivityResponse,
} from '@campus/contracts/generated-activity';
import {
  GENERATED_USERS_MAX,
  INTERNAL_GENERATED_USERS_PATH,
  INTERNAL_REMOVE_GENERATED_USERS_PATH,
  generatedEmailDomain,
  type GeneratorCounts,
  type InternalGeneratedUsersBody,
  type InternalGeneratedUsersResponse,
  type InternalRemoveGeneratedUsersResponse,
} from '@campus/contracts/organizational';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { OrgDb } from '../db/database.js';
import { findRun, generatorDb, removeRunRecords, updateRun, type GeneratorDb } from '../db/generation.repository.js';
import { dateOnly } from '../lists.js';
import { generateUniversity, type GeneratedUniversity } from '../generated-university.js';

export const generatorJob = defineJob(
  'organizational.generator',
  Type.Object({ v: Type.Literal(1), runId: Type.String({ format: 'uuid' }), action: Type.Union([Type.Literal('generate'), Type.Literal('remove')]) }, { additionalProperties: false }),
);

/** Rows per insert statement (well under PostgreSQL's 65,535 parameters for the widest table). */
const CHUNK = 1000;
/** A window of sections written by another service: generous, the benchmark's windows are big and the machine busy. */
const ACTIVITY_TIMEOUT_MS = 300_000;

export function handleGenerator(deps: ServiceDeps, orgDb: OrgDb): void {
  const db = generatorDb(orgDb);
  deps.jobs.define(generatorJob, async ({ runId, action }, attempt) => {
    try {
      if (action === 'generate') await generate(deps, db, runId);
      else await remove(deps, db, runId);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      deps.log.error({ err: error, runId, action, attempt: attempt.number }, 'generator run failed');
      // Only a last attempt ends the run: until then the page keeps showing it running.
      if (attempt.last) await updateRun(db, runId, { status: 'failed', error: message, finished_at: new Date() });
      throw error;
    }
  });
}

/** A run whose job was lost (its process died, its queue entry went with Redis) has not moved for this long. */
const STALE_MS = 5 * 60_000;

/**
 * Queues again every run left queued, running or removing without progress for STALE_MS (a worker starting). Both
 * actions start over safely: generating removes its partial records first, removing deletes what is left.
 */
export async function requeueStaleRuns(deps: ServiceDeps, orgDb: OrgDb): Promise<void> {
  const stale = await generatorDb(orgDb)
    .selectFrom('generation_runs')
    .select(['id', 'status'])
    .where('status', 'in', ['queued', 'running', 'removing'])
    .where('updated_at', '<', new Date(Date.now() - STALE_MS))
    .execute();
  for (const run of stale) await queueGenerator(deps, run.id, run.status === 'removing' ? 'remove' : 'generate');
}

export async function queueGenerator(deps: ServiceDeps, runId: string, action: 'generate' | 'remove'): Promise<void> {
  await deps.jobs.enqueue(generatorJob, { v: 1, runId, action }, { jobId: `${runId}_${action}_${Date.now()}` });
}

/** Counts the page shows for a run (and what the progress bar's total is made of). */
export function plannedCounts(university: GeneratedUniversity): GeneratorCounts {
  const groupSizes = new Map<string, number>();
  for (const student of university.students) groupSizes.set(student.groupCode, (groupSizes.get(student.groupCode) ?? 0) + 1);
  return {
    accounts: university.lecturers.length + university.students.length,
    faculties: university.faculties.length,
    departments: university.departments.length,
    programs: university.programs.length,
    lecturers: university.lecturers.length,
    subjects: university.courses.length,
    groups: university.groups.length,
    students: university.students.length,
    rooms: university.rooms.length,
    sections: university.sections.length,
    enrollments: university.sections.reduce((sum, section) => sum + (groupSizes.get(section.groupCode) ?? 0), 0),
    weeklyClasses: university.weeklyClasses.length,
    allocations: university.sections.length,
  };
}

async function generate(deps: ServiceDeps, db: GeneratorDb, runId: string): Promise<void> {
  const run = await findRun(db, runId);
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
  const period = await db
    .selectFrom('periods')
    .innerJoin('academic_years', 'academic_years.id', 'periods.academic_year_id')
    .select(['periods.id', 'periods.semester', 'periods.starts_on as period_starts_on', 'periods.ends_on as period_ends_on', 'academic_years.starts_on'])
    .where('periods.is_active', '=', true)
    .executeTakeFirst();
  if (!period) throw new Error('There is no active term to put the generated sections in; set one at /admin/academic-calendar');

  // A retry starts from nothing: what an earlier attempt wrote goes first, the services' activity before the records
  // it points at (the accounts stay: they are linked again by email).
  await removeActivity(deps, runId);
  await removeRunRecords(db, runId);
  const university = generateUniversity({
    seed: run.seed,
    size: run.size,
    runNumber: run.number,
    startYear: Number(dateOnly(period.starts_on).slice(0, 4)),
    activeSemester: period.semester as 1 | 2,
  });
  const counts = plannedCounts(university);
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0) + GENERATED_ACTIVITY_SERVICES.length * counts.enrollments!;
  await updateRun(db, runId, { status: 'running', step: 'accounts', done: 0, total, counts, error: null, started_at: new Date() });
  const progress = new Progress(db, runId);

  const userIds = await createAccounts(deps, university, progress);
  const writer = new Writer(db, runId, period.id, university, userIds, progress);
  await writer.writeAll();
  const activity: Omit<GeneratedActivityBody, 'sections'> = {
    runId,
    runNumber: run.number,
    seed: run.seed,
    period: { id: period.id, startsOn: dateOnly(period.period_starts_on), endsOn: dateOnly(period.period_ends_on) },
  };
  await writeActivity(deps, db, activity, writer.activitySections(), counts, progress);
  await updateRun(db, runId, { status: 'done', step: null, done: total, counts, finished_at: new Date() });
}

/**
 * Each service's share of the run's teaching activity, window by window, a step per service; what each answers it
 * wrote is added to `counts` (written to the run after every service).
 */
async function writeActivity(deps: ServiceDeps, db: GeneratorDb, activity: Omit<GeneratedActivityBody, 'sections'>, sections: GeneratedSection[], counts: GeneratorCounts, progress: Progress): Promise<void> {
  for (const service of GENERATED_ACTIVITY_SERVICES) {
    await progress.add(service, 0);
    for (let start = 0; start < sections.length; start += GENERATED_SECTIONS_MAX) {
      const window = sections.slice(start, start + GENERATED_SECTIONS_MAX);
      const body: GeneratedActivityBody = { ...activity, sections: window };
      const answer = await deps.services.request<GeneratedActivityResponse>(service, { method: 'POST', path: generatedActivityPaths(service).write, body, timeoutMs: ACTIVITY_TIMEOUT_MS });
      for (const [kind, count] of Object.entries(answer.counts)) counts[kind] = (counts[kind] ?? 0) + count;
      await progress.add(service, window.reduce((sum, section) => sum + section.students.length, 0));
    }
    await updateRun(db, activity.runId, { counts });
  }
}

/** Removes the run's activity from every service (each removes only what carries the run's id); the rows removed by kind. */
async function removeActivity(deps: ServiceDeps, runId: string, onService?: (service: string, removedSoFar: number) => Promise<void>): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const service of GENERATED_ACTIVITY_SERVICES) {
    await onService?.(service, Object.values(removed).reduce((sum, value) => sum + value, 0));
    const answer = await deps.services.request<RemoveGeneratedActivityResponse>(service, { method: 'POST', path: generatedActivityPaths(service).remove, body: { runId }, timeoutMs: ACTIVITY_TIMEOUT_MS });
    for (const [kind, count] of Object.entries(answer.removed)) removed[kind] = (removed[kind] ?? 0) + count;
  }
  return removed;
}

/** The run's rows done, written to its row at most every PROGRESS_MS (and at each new step). */
class Progress {
  private done = 0;
  private step = '';
  private written = 0;
  constructor(
    private readonly db: GeneratorDb,
    private readonly runId: string,
  ) {}

  async add(step: string, rows: number): Promise<void> {
    this.done += rows;
    const now = Date.now();
    if (step === this.step && now - this.written < 200) return;
    this.step = step;
    this.written = now;
    await updateRun(this.db, this.runId, { step, done: this.done });
  }
}

async function createAccounts(deps: ServiceDeps, university: GeneratedUniversity, progress: Progress): Promise<Map<string, string>> {
  const people: InternalGeneratedUsersBody['users'] = [
    ...university.lecturers.map(({ email, firstName, lastName }) => ({ email, firstName, lastName, role: 'lecturer' as const })),
    ...university.students.map(({ email, firstName, lastName }) => ({ email, firstName, lastName, role: 'student' as const })),
  ];
  const ids = new Map<string, string>();
  for (let start = 0; start < people.length; start += GENERATED_USERS_MAX) {
    const window = people.slice(start, start + GENERATED_USERS_MAX);
    const answer = await deps.services.request<InternalGeneratedUsersResponse>('auth', { method: 'POST', path: INTERNAL_GENERATED_USERS_PATH, body: { users: window }, timeoutMs: 120_000 });
    for (const user of answer.users) ids.set(user.email, user.id);
    await progress.add('accounts', window.length);
  }
  return ids;
}

/** Writes a built university table by table; record ids are made here, every row carries the run's id. */
class Writer {
  private readonly ids = new Map<string, string>();
  constructor(
    private readonly db: GeneratorDb,
    private readonly runId: string,
    private readonly periodId: string,
    private readonly university: GeneratedUniversity,
    private readonly userIds: Map<string, string>,
    private readonly progress: Progress,
  ) {}

  private id(key: string): string {
    let value = this.ids.get(key);
    if (!value) this.ids.set(key, (value = randomUUID()));
    return value;
  }

  private optionalId(prefix: string, key: string): string | null {
    return key ? this.id(`${prefix}:${key}`) : null;
  }

  /** The written sections as the services that make activity see them (contracts/generated-activity.ts). */
  activitySections(): GeneratedSection[] {
    const u = this.university;
    const person = (prefix: 's' | 'l', email: string) => ({ id: this.id(`${prefix}:${email}`), userId: this.userId(email), key: email });
    const listed = <T>(map: Map<string, T[]>, key: string) => map.get(key) ?? map.set(key, []).get(key)!;
    const studentsOf = new Map<string, GeneratedSection['students']>();
    for (const student of u.students) listed(studentsOf, student.groupCode).push(person('s', student.email));
    const classesOf = new Map<string, GeneratedSection['weeklyClasses']>();
    for (const item of u.weeklyClasses) listed(classesOf, item.sectionKey).push({ weekday: item.weekday, startTime: item.startTime, endTime: item.endTime });
    const courses = new Map(u.courses.map((course) => [course.code, course]));
    return u.sections.map((section) => {
      const course = courses.get(section.courseCode)!;
      return {
        sectionId: this.id(`x:${section.key}`),
        key: `${section.courseCode}-${section.sectionNumber}`,
        courseId: this.id(`c:${section.courseCode}`),
        courseCode: section.courseCode,
        courseName: course.name,
        sectionNumber: Number(section.sectionNumber),
        lecturer: person('l', section.lecturerEmail),
        students: studentsOf.get(section.groupCode) ?? [],
        weeklyClasses: classesOf.get(section.key) ?? [],
      };
    });
  }

  private userId(email: string): string {
    const id = this.userIds.get(email);
    if (!id) throw new Error(`auth returned no account for ${email}`);
    return id;
  }

  /** Inserts rows in chunks, counting each chunk on the progress bar under `step`. */
  private async insert<T>(step: string, items: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
    for (let start = 0; start < items.length; start += CHUNK) {
      const chunk = items.slice(start, start + CHUNK);
      await write(chunk);
      await this.progress.add(step, chunk.length);
    }
  }

  async writeAll(): Promise<void> {
    const { db, runId: generation_run_id, university: u } = this;
    const json = (value: unknown) => JSON.stringify(value);
    await this.insert('faculties', u.faculties, (chunk) =>
      db.insertInto('faculties').values(chunk.map((faculty) => ({ id: this.id(`f:${faculty.code}`), code: faculty.code, name: json(faculty.name), generation_run_id }))).execute(),
    );
    await this.insert('departments', u.departments, (chunk) =>
      db
        .insertInto('departments')
        .values(chunk.map((department) => ({ id: this.id(`d:${department.code}`), code: department.code, name: json(department.name), faculty_id: this.id(`f:${department.facultyCode}`), generation_run_id })))
        .execute(),
    );
    await this.insert('programs', u.programs, (chunk) =>
      db
        .insertInto('programs')
        .values(
          chunk.map((program) => ({
            id: this.id(`p:${program.code}`),
            code: program.code,
            name: json(program.name),
            level: program.level,
            duration_years: program.durationYears,
            department_id: this.id(`d:${program.departmentCode}`),
            generation_run_id,
          })),
        )
        .execute(),
    );
    await this.insert('lecturers', u.lecturers, (chunk) =>
      db
        .insertInto('lecturers')
        .values(
          chunk.map((lecturer) => ({
            id: this.id(`l:${lecturer.email}`),
            user_id: this.userId(lecturer.email),
            email: lecturer.email,
            employee_id: lecturer.employeeId,
            first_name: lecturer.firstName,
            last_name: lecturer.lastName,
            title: lecturer.title,
            department_id: this.id(`d:${lecturer.departmentCode}`),
            position: lecturer.position,
            employment_type: lecturer.employmentType,
            max_load: lecturer.maxLoad,
            generation_run_id,
          })),
        )
        .execute(),
    );
    await this.insert('subjects', u.courses, (chunk) =>
      db
        .insertInto('courses')
        .values(
          chunk.map((course) => ({
            id: this.id(`c:${course.code}`),
            code: course.code,
            name: json(course.name),
            credits: course.credits,
            department_id: this.id(`d:${course.departmentCode}`),
            semester: course.semester,
            level: course.level,
            type: course.type,
            prerequisites: course.prerequisiteCodes.map((code) => this.id(`c:${code}`)),
            weekly_hours: course.weeklyHours,
            lab_hours: course.labHours,
            exam_hours: course.examHours,
            leader_id: this.optionalId('l', course.leaderEmail),
            generation_run_id,
          })),
        )
        .execute(),
    );
    await this.insert('groups', u.groups, (chunk) =>
      db
        .insertInto('groups')
        .values(
          chunk.map((group) => ({
            id: this.id(`g:${group.code}`),
            name: group.name,
            code: group.code,
            year: group.year,
            academic_year: group.academicYear,
            department_id: this.id(`d:${group.departmentCode}`),
            program_id: this.id(`p:${group.programCode}`),
            advisor_id: this.optionalId('l', group.advisorEmail),
            classroom: group.classroom,
            max_capacity: group.maxCapacity,
            status: 'active',
            generation_run_id,
          })),
        )
        .execute(),
    );
    await this.insert('students', u.students, (chunk) =>
      db
        .insertInto('students')
        .values(
          chunk.map((student) => ({
            id: this.id(`s:${student.email}`),
            user_id: this.userId(student.email),
            email: student.email,
            student_id: student.studentId,
            first_name: student.firstName,
            last_name: student.lastName,
            program_id: this.id(`p:${student.programCode}`),
            group_id: this.id(`g:${student.groupCode}`),
            year_of_study: student.yearOfStudy,
            enrollment_date: student.enrollmentDate,
            generation_run_id,
          })),
        )
        .execute(),
    );
    await this.insert('rooms', u.rooms, (chunk) =>
      db.insertInto('rooms').values(chunk.map((room) => ({ id: this.id(`r:${room.code}`), code: room.code, building: room.building, capacity: room.capacity, generation_run_id }))).execute(),
    );
    await this.writeSections();
  }

  private async writeSections(): Promise<void> {
    const { db, runId: generation_run_id, university: u, periodId: period_id } = this;
    await this.insert('sections', u.sections, async (chunk) => {
      await db
        .insertInto('sections')
        .values(
          chunk.map((section) => ({
            id: this.id(`x:${section.key}`),
            course_id: this.id(`c:${section.courseCode}`),
            period_id,
            section_number: section.sectionNumber,
            capacity: section.capacity,
            is_virtual: section.isVirtual,
            join_url: section.joinUrl,
            lecturer_id: this.id(`l:${section.lecturerEmail}`),
            generation_run_id,
          })),
        )
        .execute();
      await db.insertInto('section_groups').values(chunk.map((section) => ({ section_id: this.id(`x:${section.key}`), group_id: this.id(`g:${section.groupCode}`), generation_run_id }))).execute();
    });
    // Every student of a section's group is enrolled in it, a chunk of sections at a time.
    const sizes = new Map<string, number>();
    for (const student of u.students) sizes.set(student.groupCode, (sizes.get(student.groupCode) ?? 0) + 1);
    for (let start = 0; start < u.sections.length; start += CHUNK / 25) {
      const chunk = u.sections.slice(start, start + CHUNK / 25);
      const sectionIds = chunk.map((section) => this.id(`x:${section.key}`));
      await sql`insert into organizational.enrollments (section_id, student_id, group_id, generation_run_id)
        select sg.section_id, s.id, sg.group_id, ${generation_run_id}::uuid from organizational.section_groups sg
        join organizational.students s on s.group_id = sg.group_id
        where sg.section_id = any(${sectionIds}::uuid[])`.execute(db);
      await this.progress.add('enrollments', chunk.reduce((sum, section) => sum + (sizes.get(section.groupCode) ?? 0), 0));
    }
    await this.insert('weeklyClasses', u.weeklyClasses, (chunk) =>
      db
        .insertInto('weekly_classes')
        .values(
          chunk.map((item) => ({
            section_id: this.id(`x:${item.sectionKey}`),
            weekday: item.weekday,
            start_time: item.startTime,
            end_time: item.endTime,
            room_id: item.roomCode ? this.id(`r:${item.roomCode}`) : null,
            is_virtual: item.roomCode === null,
            generation_run_id,
          })),
        )
        .execute(),
    );
    const leaders = new Map(u.courses.map((course) => [course.code, course.leaderEmail]));
    await this.insert('allocations', u.sections, (chunk) =>
      db
        .insertInto('allocations')
        .values(
          chunk.map((section) => ({
            lecturer_id: this.id(`l:${section.lecturerEmail}`),
            course_id: this.id(`c:${section.courseCode}`),
            section_id: this.id(`x:${section.key}`),
            period_id,
            hours: section.hours,
            role: leaders.get(section.courseCode) === section.lecturerEmail ? 'leader' : 'lecturer',
            generation_run_id,
          })),
        )
        .execute(),
    );
  }
}

async function remove(deps: ServiceDeps, db: GeneratorDb, runId: string): Promise<void> {
  const run = await findRun(db, runId);
  if (!run || run.status !== 'removing') return;
  // The bar counts rows removed so far, short of the end until the accounts are gone.
  const activity = Object.values(await removeActivity(deps, runId, (step, done) => updateRun(db, runId, { step, done, total: done + 1 }))).reduce((sum, value) => sum + value, 0);
  await updateRun(db, runId, { step: 'removing', done: activity, total: activity + 1 });
  const removed = await removeRunRecords(db, runId);
  const records = activity + Object.values(removed).reduce((sum, value) => sum + value, 0);
  await updateRun(db, runId, { step: 'accounts', done: records, total: records + 1 });
  const accounts = await deps.services.request<InternalRemoveGeneratedUsersResponse>('auth', {
    method: 'POST',
    path: INTERNAL_REMOVE_GENERATED_USERS_PATH,
    body: { domain: generatedEmailDomain(run.number) },
    timeoutMs: 120_000,
  });
  deps.log.info({ runId, records, accounts: accounts.removed }, 'generated data removed');
  await updateRun(db, runId, { status: 'removed', step: null, done: records + 1, finished_at: new Date() });
}
