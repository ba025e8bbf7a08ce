// One booking rule on every path that puts a lecturer, group or student on a section: editing or creating a section,
// allocating a lecturer to a section, enrolling a group or a student. No double-booking, and lecturers stay within max load.
// The demo week uses Monday to Friday; these tests book Saturday and Sunday.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Course, Lecturer } from '@campus/contracts/organizational';
import { as, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';
import { buildCourse, buildGroup, buildLecturer, buildSection, buildWeeklyClass } from './support/factories.js';

let t: OrgTestApp;
let chair: Caller;
let deans: Caller;
let cs: string;
let period: string;
let course: Course;

beforeAll(async () => {
  t = await startOrgTestApp();
  chair = await as(t.app, 'chair@campus.test');
  deans = await as(t.app, 'deans@campus.test');
  cs = (await t.db.selectFrom('departments').select('id').where('code', '=', 'CS').executeTakeFirstOrThrow()).id;
  period = (await t.db.selectFrom('periods').select('id').where('is_active', '=', true).executeTakeFirstOrThrow()).id;
  course = await buildCourse(chair, cs, { weeklyHours: 3 });
}, 120_000);

afterAll(() => t?.close());

const fullName = (lecturer: Lecturer) => `${lecturer.firstName} ${lecturer.lastName}`;

/** A lecturer teaching a section with one class on Saturday 09:00–10:30. */
async function busyLecturer() {
  const lecturer = await buildLecturer(chair, cs);
  const section = await buildSection(chair, course.id, period, { lecturerId: lecturer.id });
  await buildWeeklyClass(chair, section.id, { weekday: 6, startTime: '09:00', endTime: '10:30' });
  return { lecturer, section };
}

describe('a section is given a lecturer', () => {
  test('when the lecturer teaches at an overlapping time, then 409 names the clash and the section keeps no lecturer', async () => {
    const { lecturer, section: taught } = await busyLecturer();
    const other = await buildSection(chair, course.id, period);
    await buildWeeklyClass(chair, other.id, { weekday: 6, startTime: '10:00', endTime: '11:00' });
    const response = await chair('PUT', `/api/organizational/sections/${other.id}`, { lecturerId: lecturer.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SCHEDULE_CONFLICT',
      error: `Schedule conflict: Lecturer ${fullName(lecturer)} is already busy on Saturday 09:00–10:30 with ${course.code} section ${taught.sectionNumber}`,
    });
    expect((await chair('GET', `/api/organizational/sections/${other.id}`)).json().data.lecturerId).toBeNull();
  });

  test('when the lecturer has no room left in their max load, then 409 names current and max load', async () => {
    const lecturer = await buildLecturer(chair, cs, { maxLoad: 4 });
    expect((await chair('POST', '/api/allocation/allocations', { lecturerId: lecturer.id, courseId: course.id, hours: 2 })).statusCode).toBe(201);
    const section = await buildSection(chair, course.id, period);
    const response = await chair('PUT', `/api/organizational/sections/${section.id}`, { lecturerId: lecturer.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'MAX_LOAD_EXCEEDED',
      error: `${fullName(lecturer)} would exceed the maximum load: 2 of 4 hours already allocated, 3 more requested`,
    });
  });

  test('when the new lecturer is free, then the section and its allocated hours move to them', async () => {
    const { lecturer: before, section } = await busyLecturer();
    const after = await buildLecturer(chair, cs);
    const response = await chair('PUT', `/api/organizational/sections/${section.id}`, { lecturerId: after.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ lecturerId: after.id, lecturerName: fullName(after) });
    const allocations = (await chair('GET', `/api/allocation/allocations?sectionId=${section.id}`)).json().data;
    expect(allocations).toEqual([expect.objectContaining({ lecturerId: after.id, hours: 3 })]);
    expect(allocations.some((item: { lecturerId: string }) => item.lecturerId === before.id)).toBe(false);
  });

  test('when a section is created with a lecturer at their max load, then 409 and no section is created', async () => {
    const lecturer = await buildLecturer(chair, cs, { maxLoad: 2 });
    const response = await chair('POST', '/api/organizational/sections', { courseId: course.id, periodId: period, sectionNumber: 'ML1', capacity: 30, lecturerId: lecturer.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('MAX_LOAD_EXCEEDED');
    expect(await t.db.selectFrom('sections').select('id').where('course_id', '=', course.id).where('section_number', '=', 'ML1').executeTakeFirst()).toBeUndefined();
  });
});

describe('an allocation names a section', () => {
  test('when the lecturer teaches at an overlapping time, then 409 names the clash and nothing is allocated', async () => {
    const { lecturer, section: taught } = await busyLecturer();
    const other = await buildSection(chair, course.id, period);
    await buildWeeklyClass(chair, other.id, { weekday: 6, startTime: '10:29', endTime: '12:00' });
    const response = await chair('POST', '/api/allocation/allocations', { lecturerId: lecturer.id, courseId: course.id, sectionId: other.id, hours: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(`Schedule conflict: Lecturer ${fullName(lecturer)} is already busy on Saturday 09:00–10:30 with ${course.code} section ${taught.sectionNumber}`);
    expect((await chair('GET', `/api/allocation/allocations?sectionId=${other.id}`)).json().total).toBe(0);
    expect((await chair('GET', `/api/organizational/sections/${other.id}`)).json().data.lecturerId).toBeNull();
  });
});

describe('a group is enrolled into a section', () => {
  test('when the group has a class at an overlapping time, then 409 names the group and it is not enrolled', async () => {
    const group = await buildGroup(deans, cs);
    const first = await buildSection(chair, course.id, period);
    await buildWeeklyClass(chair, first.id, { weekday: 7, startTime: '12:00', endTime: '13:00' });
    expect((await chair('POST', `/api/organizational/sections/${first.id}/enrollments`, { groupId: group.id })).statusCode).toBe(201);
    const second = await buildSection(chair, course.id, period);
    await buildWeeklyClass(chair, second.id, { weekday: 7, startTime: '12:30', endTime: '14:00' });
    const response = await chair('POST', `/api/organizational/sections/${second.id}/enrollments`, { groupId: group.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SCHEDULE_CONFLICT',
      error: `Schedule conflict: Group ${group.name} is already busy on Sunday 12:00–13:00 with ${course.code} section ${first.sectionNumber}`,
    });
    expect((await chair('GET', `/api/organizational/sections/${second.id}`)).json().data.groupIds).toEqual([]);
  });

  test('when the group is free at the section\'s classes, then it is enrolled', async () => {
    const group = await buildGroup(deans, cs);
    const section = await buildSection(chair, course.id, period);
    await buildWeeklyClass(chair, section.id, { weekday: 7, startTime: '15:00', endTime: '16:00' });
    const response = await chair('POST', `/api/organizational/sections/${section.id}/enrollments`, { groupId: group.id });
    expect(response.statusCode).toBe(201);
    expect((await chair('GET', `/api/organizational/sections/${section.id}`)).json().data.groupIds).toEqual([group.id]);
  });
});

describe('one student is enrolled into a section', () => {
  /** A demo student of Computer Science with their name as the clash names them. */
  const csStudent = (offset: number) =>
    t.db
      .selectFrom('students')
      .innerJoin('groups', 'groups.id', 'students.group_id')
      .select(['students.id', 'students.first_name', 'students.last_name'])
      .where('groups.department_id', '=', cs)
      .orderBy('students.email')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();

  test('when the student has a class at an overlapping time, then 409 names the clash and nothing is enrolled', async () => {
    const student = await csStudent(3);
    const first = await buildSection(chair, course.id, period);
    await buildWeeklyClass(chair, first.id, { weekday: 7, startTime: '17:00', endTime: '18:00' });
    expect((await deans('POST', `/api/organizational/sections/${first.id}/enrollments`, { studentIds: [student.id] })).statusCode).toBe(201);
    const second = await buildSection(chair, course.id, period);
    await buildWeeklyClass(chair, second.id, { weekday: 7, startTime: '17:30', endTime: '19:00' });
    const response = await deans('POST', `/api/organizational/sections/${second.id}/enrollments`, { studentIds: [student.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SCHEDULE_CONFLICT',
      error: `Schedule conflict: Student ${student.first_name} ${student.last_name} is already busy on Sunday 17:00–18:00 with ${course.code} section ${first.sectionNumber}`,
    });
    expect(await t.db.selectFrom('enrollments').select('id').where('section_id', '=', second.id).execute()).toEqual([]);
  });

  test('when the student is free at the section\'s classes, then they are enrolled', async () => {
    const student = await csStudent(4);
    const section = await buildSection(chair, course.id, period);
    await buildWeeklyClass(chair, section.id, { weekday: 7, startTime: '19:00', endTime: '20:00' });
    expect((await deans('POST', `/api/organizational/sections/${section.id}/enrollments`, { studentIds: [student.id] })).statusCode).toBe(201);
    expect(await t.db.selectFrom('enrollments').select('student_id').where('section_id', '=', section.id).execute()).toEqual([{ student_id: student.id }]);
  });
});
