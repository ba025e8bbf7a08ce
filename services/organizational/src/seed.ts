// Reference data always (the current academic year and its two semesters, when there is none); the demo
// university only in demo mode, once (seed_state), in one transaction. Accounts for its people are created in
// auth in one bulk call first (idempotent by email), so a retried seed links the same accounts.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import type { InternalBulkUsersResponse } from '@campus/contracts';
import { academicCalendar, demoCalendarEntries, generateDemoUniversity, type DemoPerson } from './demo-university.js';
import { organizationalDatabase, type OrgDb } from './db/database.js';
import { dateOnly } from './lists.js';

const DEMO_SEED = 'demo-university';

export async function seedOrganizational(deps: ServiceDeps): Promise<void> {
  const db = organizationalDatabase(deps);
  await seedCalendar(db);
  if (deps.config.demo) await seedDemoUniversity(db, deps);
}

async function seedCalendar(db: OrgDb): Promise<void> {
  const any = await db.selectFrom('academic_years').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const calendar = academicCalendar(new Date());
  await db.transaction().execute(async (trx) => {
    const year = await trx
      .insertInto('academic_years')
      .values({ name: calendar.academicYear.name, starts_on: calendar.academicYear.startsOn, ends_on: calendar.academicYear.endsOn, is_active: true })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!year) return;
    await trx
      .insertInto('periods')
      .values(calendar.periods.map((period) => ({ academic_year_id: year.id, name: period.name, semester: period.semester, starts_on: period.startsOn, ends_on: period.endsOn, is_active: period.isActive })))
      .execute();
  });
}

export async function seedDemoUniversity(db: OrgDb, deps: ServiceDeps): Promise<void> {
  const done = await db.selectFrom('seed_state').select('name').where('name', '=', DEMO_SEED).executeTakeFirst();
  if (done) return;
  const started = performance.now();
  const university = generateDemoUniversity();

  const people: (DemoPerson & { role: string })[] = [
    ...university.faculties.flatMap((faculty) => [faculty.dean, ...faculty.staff].map((person) => ({ ...person, role: 'deans_office' }))),
    ...university.departments.map((department) => ({ ...department.chair, role: 'chair' })),
    ...university.lecturers.map((lecturer) => ({ ...lecturer, role: 'lecturer' })),
    ...university.students.map((student) => ({ ...student, role: 'student' })),
  ];
  const answer = await deps.services.request<InternalBulkUsersResponse>('auth', {
    method: 'POST',
    path: '/internal/auth/users/bulk',
    body: { users: people.map(({ email, firstName, lastName, role }) => ({ email, firstName, lastName, role })), demoPassword: true },
    timeoutMs: 60_000,
  });
  const accountsMs = Math.round(performance.now() - started);
  const userIds = new Map(answer.users.map((user) => [user.email, user.id]));
  const userId = (email: string) => {
    const id = userIds.get(email);
    if (!id) throw new Error(`auth returned no account for ${email}`);
    return id;
  };

  await db.transaction().execute(async (trx) => {
    // Two instances starting together: the second waits here, then sees seed_state and stops.
    await sql`select pg_advisory_xact_lock(7250002)`.execute(trx);
    const again = await trx.selectFrom('seed_state').select('name').where('name', '=', DEMO_SEED).executeTakeFirst();
    if (again) return;

    const period = await trx.selectFrom('periods').select(['id', 'academic_year_id']).where('is_active', '=', true).executeTakeFirst();
    if (!period) throw new Error('the demo university needs an active period');

    const ids = new Map<string, string>();
    const id = (key: string) => {
      let value = ids.get(key);
      if (!value) ids.set(key, (value = randomUUID()));
      return value;
    };
    const json = (value: unknown) => JSON.stringify(value);

    await trx
      .insertInto('faculties')
      .values(university.faculties.map((faculty) => ({ id: id(`f:${faculty.code}`), code: faculty.code, name: json(faculty.name), dean_user_id: userId(faculty.dean.email) })))
      .execute();
    await trx
      .insertInto('faculty_staff')
      .values(university.faculties.flatMap((faculty) => faculty.staff.map((person) => ({ faculty_id: id(`f:${faculty.code}`), user_id: userId(person.email) }))))
      .execute();
    await trx
      .insertInto('departments')
      .values(
        university.departments.map((department) => ({
          id: id(`d:${department.code}`),
          code: department.code,
          name: json(department.name),
          faculty_id: id(`f:${department.facultyCode}`),
          chair_user_id: userId(department.chair.email),
        })),
      )
      .execute();
    await trx
      .insertInto('programs')
      .values(
        university.programs.map((program) => ({
          id: id(`p:${program.code}`),
          code: program.code,
          name: json(program.name),
          level: program.level,
          duration_years: program.durationYears,
          department_id: id(`d:${program.departmentCode}`),
        })),
      )
      .execute();
    await trx
      .insertInto('lecturers')
      .values(
        university.lecturers.map((lecturer) => ({
          id: id(`l:${lecturer.email}`),
          user_id: userId(lecturer.email),
          email: lecturer.email,
          employee_id: lecturer.employeeId,
          first_name: lecturer.firstName,
          last_name: lecturer.lastName,
          title: lecturer.title,
          department_id: id(`d:${lecturer.departmentCode}`),
          position: lecturer.position,
          employment_type: lecturer.employmentType,
          max_load: lecturer.maxLoad,
        })),
      )
      .execute();
    await trx
      .insertInto('courses')
      .values(
        university.courses.map((course) => ({
          id: id(`c:${course.code}`),
          code: course.code,
          name: json(course.name),
          credits: course.credits,
          department_id: id(`d:${course.departmentCode}`),
          semester: course.semester,
          level: course.level,
          type: course.type,
          prerequisites: course.prerequisiteCodes.map((code) => id(`c:${code}`)),
          weekly_hours: course.weeklyHours,
          lab_hours: course.labHours,
          exam_hours: course.examHours,
          leader_id: id(`l:${course.leaderEmail}`),
        })),
      )
      .execute();
    await trx
      .insertInto('groups')
      .values(
        university.groups.map((group) => ({
          id: id(`g:${group.code}`),
          name: group.name,
          code: group.code,
          year: group.year,
          academic_year: group.academicYear,
          department_id: id(`d:${group.departmentCode}`),
          program_id: id(`p:${group.programCode}`),
          advisor_id: id(`l:${group.advisorEmail}`),
          classroom: group.classroom,
          max_capacity: group.maxCapacity,
          status: 'active',
        })),
      )
      .execute();
    await trx
      .insertInto('students')
      .values(
        university.students.map((student) => ({
          id: id(`s:${student.email}`),
          user_id: userId(student.email),
          email: student.email,
          student_id: student.studentId,
          first_name: student.firstName,
          last_name: student.lastName,
          program_id: id(`p:${student.programCode}`),
          group_id: id(`g:${student.groupCode}`),
          year_of_study: student.yearOfStudy,
          enrollment_date: student.enrollmentDate,
        })),
      )
      .execute();
    await trx.insertInto('rooms').values(university.rooms.map((room) => ({ id: id(`r:${room.code}`), code: room.code, building: room.building, capacity: room.capacity }))).execute();
    await trx
      .insertInto('sections')
      .values(
        university.sections.map((section) => ({
          id: id(`x:${section.key}`),
          course_id: id(`c:${section.courseCode}`),
          period_id: period.id,
          section_number: section.sectionNumber,
          capacity: section.capacity,
          is_virtual: section.isVirtual,
          join_url: section.joinUrl,
          lecturer_id: id(`l:${section.lecturerEmail}`),
        })),
      )
      .execute();
    await trx.insertInto('section_groups').values(university.sections.map((section) => ({ section_id: id(`x:${section.key}`), group_id: id(`g:${section.groupCode}`) }))).execute();
    // Every student of a section's group is enrolled in it.
    await sql`insert into organizational.enrollments (section_id, student_id, group_id)
      select sg.section_id, s.id, sg.group_id from organizational.section_groups sg join organizational.students s on s.group_id = sg.group_id`.execute(trx);
    await trx
      .insertInto('weekly_classes')
      .values(
        university.weeklyClasses.map((item) => ({
          section_id: id(`x:${item.sectionKey}`),
          weekday: item.weekday,
          start_time: item.startTime,
          end_time: item.endTime,
          room_id: item.roomCode ? id(`r:${item.roomCode}`) : null,
          is_virtual: item.roomCode === null,
        })),
      )
      .execute();
    await trx
      .insertInto('allocations')
      .values(
        university.sections.map((section) => ({
          lecturer_id: id(`l:${section.lecturerEmail}`),
          course_id: id(`c:${section.courseCode}`),
          section_id: id(`x:${section.key}`),
          period_id: period.id,
          hours: section.hours,
          role: university.courses.find((course) => course.code === section.courseCode)?.leaderEmail === section.lecturerEmail ? 'leader' : 'lecturer',
        })),
      )
      .execute();
    await seedDemoCalendar(trx, period.academic_year_id);
    await trx.insertInto('seed_state').values({ name: DEMO_SEED }).execute();
  });
  deps.log.info({ ms: Math.round(performance.now() - started), accountsMs, students: university.students.length, weeklyClasses: university.weeklyClasses.length }, 'demo university seeded');
}

/** The demo year's exam sessions and holidays, dated from the year the active period's academic year starts in. */
async function seedDemoCalendar(trx: OrgDb, academicYearId: string): Promise<void> {
  const year = await trx.selectFrom('academic_years').select('starts_on').where('id', '=', academicYearId).executeTakeFirstOrThrow();
  const entries = demoCalendarEntries(Number(dateOnly(year.starts_on).slice(0, 4)));
  await trx
    .insertInto('calendar_entries')
    .values(entries.map((entry) => ({ academic_year_id: academicYearId, kind: entry.kind, name: JSON.stringify(entry.name), starts_on: entry.startsOn, ends_on: entry.endsOn })))
    .execute();
}
