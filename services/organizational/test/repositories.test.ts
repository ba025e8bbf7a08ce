// The logic that lives in the repositories, against real Postgres without the demo data: which classes, courses and
// students a caller's scope reaches, enrolment within capacity, a group's room, a room's bookings and the seats it
// must keep, lecturer loads, the dashboards' figures, and one active period. The world is built through the
// repositories' own writes:
// faculty F with departments D1 and D2; in D1 program P, group G (capacity 2, students A and B), lecturer L1 and
// course C1 with section S1 (taught by L1, meets in room R); in D2 lecturer L2 and course C2 with section S2
// (virtual); student X has neither program nor group.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { activePeriod, insertAcademicYear, insertPeriod, listAcademicYears } from '../src/db/academic-year.repository.js';
import { insertAllocation, lecturerLoads } from '../src/db/allocation.repository.js';
import { countVisibleCourses, insertCourse } from '../src/db/course.repository.js';
import { departmentFigures, insertDepartment } from '../src/db/department.repository.js';
import { enrollInSection } from '../src/db/enrollment.repository.js';
import { facultyFigures, insertFaculty } from '../src/db/faculty.repository.js';
import { assertGroupHasRoom, insertGroup } from '../src/db/group.repository.js';
import { insertLecturer } from '../src/db/lecturer.repository.js';
import { insertProgram } from '../src/db/program.repository.js';
import { assertRoomHolds, insertRoom, oneRoom, roomBookings } from '../src/db/room.repository.js';
import { insertSection, oneSection } from '../src/db/section.repository.js';
import { countVisibleStudents, insertStudent } from '../src/db/student.repository.js';
import { insertWeeklyClass, ownSections, weeklyClassesBetween } from '../src/db/weekly-class.repository.js';
import { addDays } from '../src/calendar-days.js';
import { dateOnly } from '../src/lists.js';
import { unplacedScope, type Scope } from '../src/scope.js';
import { startOrgTestApp, type OrgTestApp } from './support/app.js';

let t: OrgTestApp;
const ids: Record<string, string> = {};
const name = (en: string) => JSON.stringify({ hy: en, en, ru: en });
const key = randomUUID().slice(0, 6);

const noRoles = { deans: false, chair: false, lecturer: false, student: false, qa: false };
const scopeOf = (overrides: Partial<Scope>): Scope => ({ ...unplacedScope(randomUUID(), false, noRoles), ...overrides });
const admin = () => scopeOf({ all: true, isAdmin: true });
const chairOf = (departmentId: string) => scopeOf({ departmentIds: [departmentId], roles: { ...noRoles, chair: true } });
const lecturer = (lecturerId: string) => scopeOf({ lecturerId, roles: { ...noRoles, lecturer: true } });
const student = (studentId: string) => scopeOf({ studentId, roles: { ...noRoles, student: true } });

async function person(table: 'lecturers' | 'students', departmentOrProgram: Record<string, string | null>, label: string): Promise<string> {
  const common = { user_id: randomUUID(), email: `${label.toLowerCase()}.${key}@campus.test`, first_name: label, last_name: 'Test' };
  if (table === 'lecturers') return insertLecturer(t.db, { ...common, employee_id: `E-${label}-${key}`, department_id: departmentOrProgram.department_id!, position: 'Lecturer', max_load: 10 });
  return insertStudent(t.db, { ...common, student_id: `S-${label}-${key}`, program_id: departmentOrProgram.program_id ?? null, group_id: departmentOrProgram.group_id ?? null });
}

beforeAll(async () => {
  t = await startOrgTestApp({ demo: false });
  const db = t.db;
  const period = await activePeriod(db);
  ids.period = period;
  ids.F = await insertFaculty(db, { code: `F-${key}`, name: name('Faculty'), description: null, dean_user_id: null });
  ids.D1 = await insertDepartment(db, { code: `D1-${key}`, name: name('One'), description: null, faculty_id: ids.F, chair_user_id: null });
  ids.D2 = await insertDepartment(db, { code: `D2-${key}`, name: name('Two'), description: null, faculty_id: ids.F, chair_user_id: null });
  ids.P = await insertProgram(db, { code: `P-${key}`, name: name('Program'), level: 'undergraduate', duration_years: 4, department_id: ids.D1, description: null });
  ids.G = await insertGroup(db, { name: `G-${key}`, code: `G-${key}`, year: 1, department_id: ids.D1, program_id: ids.P, max_capacity: 2, status: 'active', academic_year: null, advisor_id: null, classroom: null, notes: null });
  ids.L1 = await person('lecturers', { department_id: ids.D1 }, 'Lone');
  ids.L2 = await person('lecturers', { department_id: ids.D2 }, 'Ltwo');
  ids.A = await person('students', { program_id: ids.P, group_id: ids.G }, 'Anna');
  ids.B = await person('students', { group_id: ids.G }, 'Boris');
  ids.X = await person('students', {}, 'Xena');
  const course = (code: string, departmentId: string) =>
    insertCourse(db, { code: `${code}-${key}`, name: name(code), description: null, credits: 5, department_id: departmentId, semester: 1, level: 1, type: 'core', weekly_hours: 3, leader_id: null });
  ids.C1 = await course('C1', ids.D1);
  ids.C2 = await course('C2', ids.D2);
  ids.S1 = await insertSection(db, { course_id: ids.C1, period_id: period, section_number: '1', capacity: 2, lecturer_id: ids.L1, join_url: null });
  ids.S2 = await insertSection(db, { course_id: ids.C2, period_id: period, section_number: '1', capacity: 30, lecturer_id: ids.L2, join_url: null });
  ids.R = await insertRoom(db, { code: `R-${key}`, building: 'Main', capacity: 30 });
  await insertWeeklyClass(db, { section_id: ids.S1, weekday: 1, start_time: '09:00', end_time: '10:30', room_id: ids.R, is_virtual: false });
  await insertWeeklyClass(db, { section_id: ids.S2, weekday: 2, start_time: '09:00', end_time: '10:30', room_id: null, is_virtual: true });
  await db.insertInto('enrollments').values({ section_id: ids.S1, student_id: ids.A, group_id: ids.G }).execute();
  await insertAllocation(db, { lecturer_id: ids.L1, course_id: ids.C1, section_id: ids.S1, period_id: period, hours: 4 });
}, 120_000);

afterAll(() => t?.close());

describe('own weekly classes', () => {
  /** The classes of the caller's own sections in the period's first week (this test's period is the active one). */
  const ownWeeklyClasses = async (db: typeof t.db, scope: Scope) => {
    const { starts_on } = await db.selectFrom('periods').select('starts_on').where('id', '=', ids.period!).executeTakeFirstOrThrow();
    const from = dateOnly(starts_on);
    return weeklyClassesBetween(db, ownSections(scope), from, addDays(from, 6));
  };
  const sectionsSeenBy = async (scope: Scope) => (await ownWeeklyClasses(t.db, scope)).map((item) => item.view.sectionId).filter((id) => id === ids.S1 || id === ids.S2);

  test('a student sees the classes of the sections they are enrolled in, with their seats', async () => {
    const classes = await ownWeeklyClasses(t.db, student(ids.A!));
    expect(classes.map((item) => item.view.sectionId)).toEqual([ids.S1]);
    expect(classes[0]).toMatchObject({ capacity: 2, enrollmentCount: 1, joinUrl: null });
  });

  test('a lecturer sees what they teach, a chair their department, an admin everything, anyone else nothing', async () => {
    expect(await sectionsSeenBy(lecturer(ids.L2!))).toEqual([ids.S2]);
    expect(await sectionsSeenBy(chairOf(ids.D1!))).toEqual([ids.S1]);
    expect(await sectionsSeenBy(admin())).toEqual([ids.S1, ids.S2]);
    expect(await ownWeeklyClasses(t.db, scopeOf({}))).toEqual([]);
  });
});

describe('dashboard counts', () => {
  test('courses: all for an admin, the department for a chair, those taught or attended, none for anyone else', async () => {
    expect(await countVisibleCourses(t.db, admin())).toBe(2);
    expect(await countVisibleCourses(t.db, chairOf(ids.D2!))).toBe(1);
    expect(await countVisibleCourses(t.db, lecturer(ids.L1!))).toBe(1);
    expect(await countVisibleCourses(t.db, student(ids.A!))).toBe(1);
    expect(await countVisibleCourses(t.db, scopeOf({}))).toBe(0);
  });

  test('students: a student counts their classmates, a chair those of their programs and groups, an admin all', async () => {
    expect(await countVisibleStudents(t.db, student(ids.A!))).toBe(1);
    expect(await countVisibleStudents(t.db, chairOf(ids.D1!))).toBe(2);
    expect(await countVisibleStudents(t.db, chairOf(ids.D2!))).toBe(0);
    expect(await countVisibleStudents(t.db, admin())).toBe(3);
  });
});

describe('enrolment and capacity', () => {
  const enroll = async (body: { groupId?: string; studentIds?: string[] }) => {
    const section = await oneSection(t.db, ids.S1!);
    return t.db.transaction().execute((trx) => enrollInSection(trx, section, body));
  };

  test('a full group takes the seats its members do not hold yet, and ties itself to the section', async () => {
    expect(await enroll({ groupId: ids.G! })).toEqual({ enrolled: 1, alreadyEnrolled: 1, enrollmentCount: 2, capacity: 2 });
    expect((await oneSection(t.db, ids.S1!)).groupIds).toEqual([ids.G]);
  });

  test('when no seat is left, 409 SECTION_FULL says how many are free and enrols nobody', async () => {
    await expect(enroll({ studentIds: [ids.X!] })).rejects.toMatchObject({ status: 409, code: 'SECTION_FULL', message: expect.stringContaining('0 free seat(s) of 2') });
    expect((await oneSection(t.db, ids.S1!)).enrollmentCount).toBe(2);
  });

  test('a student who does not exist is a 400', async () => {
    await expect(enroll({ studentIds: [randomUUID()] })).rejects.toMatchObject({ status: 400 });
  });

  test('a group at its capacity has no room for another student', async () => {
    await expect(assertGroupHasRoom(t.db, ids.G!)).rejects.toMatchObject({ status: 409, code: 'GROUP_FULL', message: expect.stringContaining('(2 of 2 students)') });
    await expect(assertGroupHasRoom(t.db, null)).resolves.toBeUndefined();
  });
});

describe('rooms, loads and figures', () => {
  test('a room counts the weekly classes booked in it', async () => {
    expect(await roomBookings(t.db, ids.R!)).toBe(1);
  });

  test('a room may shrink to the largest section that meets in it, not below', async () => {
    const room = await oneRoom(t.db, ids.R!);
    await expect(assertRoomHolds(t.db, room, 2)).resolves.toBeUndefined();
    await expect(assertRoomHolds(t.db, room, 1)).rejects.toMatchObject({ status: 409, code: 'ROOM_TOO_SMALL', details: { capacity: 1, enrolled: 2 } });
  });

  test('a lecturer load sums the active period\'s allocations against the maximum', async () => {
    const loads = await lecturerLoads(t.db, { departmentId: ids.D1! }, undefined);
    expect(loads).toEqual([expect.objectContaining({ lecturerId: ids.L1, currentLoad: 4, maxLoad: 10, percent: 40, allocationCount: 1 })]);
    expect(await lecturerLoads(t.db, {}, [])).toEqual([]);
  });

  test('the faculty and department figures count what belongs to them', async () => {
    expect(await facultyFigures(t.db, ids.F!)).toEqual({
      programCount: 1,
      groupCount: 1,
      activeStudentCount: 1,
      courseCount: 2,
      studentsByYear: [{ yearOfStudy: 1, count: 1 }],
      studentsByStatus: [{ status: 'active', count: 1 }],
    });
    expect(await departmentFigures(t.db, ids.D1!)).toEqual({
      activeLecturerCount: 1,
      sectionCount: 1,
      groupCount: 1,
      studentCount: 1,
      weeklyClassCount: 1,
      loadPercent: 40,
      unallocatedSectionCount: 0,
    });
  });
});

describe('periods', () => {
  test('a new active period takes over: exactly one period stays active', async () => {
    await insertAcademicYear(t.db, { name: '2090-2091', starts_on: '2090-09-01', ends_on: '2091-06-30', is_active: false });
    const year = (await listAcademicYears(t.db)).find((each) => each.name === '2090-2091')!;
    await insertPeriod(t.db, { academic_year_id: year.id, name: 'Taking over', semester: 1, starts_on: '2090-09-01', ends_on: '2091-01-31', is_active: true });
    const active = (await listAcademicYears(t.db)).flatMap((each) => each.periods).filter((period) => period.isActive);
    expect(active.map((period) => period.name)).toEqual(['Taking over']);
  });
});
