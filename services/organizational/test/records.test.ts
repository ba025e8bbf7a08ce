// Reading, editing and deleting each kind of record through the API on the demo university (the chair of CS,
// the dean's office of INF, admin), the 404s, and the roles that may read but not manage.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { demoCallers, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';
import { buildCourse, buildGroup, buildRoom, buildSection, buildWeeklyClass, buildLecturer } from './support/factories.js';

let t: OrgTestApp;
let admin: Caller, chair: Caller, deans: Caller, lecturer: Caller, qa: Caller, student: Caller;
let cs: string;
let inf: string;
let period: string;
let csProgram: string;

beforeAll(async () => {
  t = await startOrgTestApp();
  ({ admin, chair, deans, lecturer, qa, student } = await demoCallers(t.app));
  const department = await t.db.selectFrom('departments').select(['id', 'faculty_id']).where('code', '=', 'CS').executeTakeFirstOrThrow();
  cs = department.id;
  inf = department.faculty_id;
  period = (await t.db.selectFrom('periods').select('id').where('is_active', '=', true).executeTakeFirstOrThrow()).id;
  csProgram = (await t.db.selectFrom('programs').select('id').where('code', '=', 'CS-BSC').executeTakeFirstOrThrow()).id;
}, 120_000);

afterAll(() => t?.close());

describe('structure', () => {
  test('when the dean\'s office edits its faculty, then the change is saved', async () => {
    const response = await deans('PUT', `/api/organizational/faculties/${inf}`, { description: 'Computing and mathematics' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: inf, code: 'INF', description: 'Computing and mathematics' });
  });

  test('when a chair reads their department, then its faculty and counts come back', async () => {
    const response = await chair('GET', `/api/organizational/departments/${cs}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ code: 'CS', facultyId: inf, chairEmail: 'chair@campus.test' });
    expect(response.json().data.lecturerCount).toBeGreaterThan(0);
  });

  test('when programs are listed for a department, then its programs come back', async () => {
    const body = (await chair('GET', `/api/organizational/programs?departmentId=${cs}&sort=code`)).json();
    expect(body.data.map((program: { code: string }) => program.code)).toEqual(['CS-BSC', 'CS-MSC']);
  });

  test('when one program is read, then it comes back with its department and counts', async () => {
    const response = await chair('GET', `/api/organizational/programs/${csProgram}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ code: 'CS-BSC', departmentId: cs, facultyId: inf });
    expect(response.json().data.studentCount).toBeGreaterThan(0);
  });
});

describe('academic years and periods', () => {
  test('when anyone signed in lists academic years, then each comes with its periods and one period is active', async () => {
    const years = (await lecturer('GET', '/api/organizational/academic-years')).json().data;
    expect(years.length).toBeGreaterThan(0);
    expect(years.flatMap((year: { periods: { isActive: boolean }[] }) => year.periods).filter((item: { isActive: boolean }) => item.isActive)).toHaveLength(1);
  });

  test('when an administrator adds a year and a period to it, then both are listed', async () => {
    const created = await admin('POST', '/api/organizational/academic-years', { name: '2031-2032', startsOn: '2031-09-01', endsOn: '2032-06-30' });
    expect(created.statusCode).toBe(201);
    const year = created.json().data.find((item: { name: string }) => item.name === '2031-2032');
    const withPeriod = await admin('POST', '/api/organizational/periods', { academicYearId: year.id, name: 'Autumn 2031', semester: 1, startsOn: '2031-09-01', endsOn: '2032-01-31' });
    expect(withPeriod.statusCode).toBe(201);
    const periods = withPeriod.json().data.find((item: { id: string }) => item.id === year.id).periods;
    expect(periods).toEqual([expect.objectContaining({ name: 'Autumn 2031', semester: 1, isActive: false })]);
  });

  test('when an administrator renames a period, then the new name is listed and the active period stays', async () => {
    const response = await admin('PUT', `/api/organizational/periods/${period}`, { name: 'Current semester' });
    expect(response.statusCode).toBe(200);
    const periods = response.json().data.flatMap((year: { periods: { id: string }[] }) => year.periods);
    expect(periods.find((item: { id: string }) => item.id === period)).toMatchObject({ name: 'Current semester', isActive: true });
  });

  test('when the dean\'s office adds a year, then 403', async () => {
    expect((await deans('POST', '/api/organizational/academic-years', { name: '2033-2034', startsOn: '2033-09-01', endsOn: '2034-06-30' })).statusCode).toBe(403);
  });
});

describe('lecturers and students', () => {
  test('when a lecturer is read, then their department and load come back', async () => {
    const made = await buildLecturer(chair, cs, { maxLoad: 12 });
    const response = await chair('GET', `/api/organizational/lecturers/${made.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: made.id, departmentId: cs, maxLoad: 12, currentLoad: 0, isActive: true });
  });

  test('when the dean\'s office adds a student to its program, then the account is created and the student is placed', async () => {
    const response = await deans('POST', '/api/organizational/students', { firstName: 'Anahit', lastName: 'Mkrtchyan', email: 'Anahit.Mkrtchyan@student.campus.test', programId: csProgram, yearOfStudy: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ email: 'anahit.mkrtchyan@student.campus.test', programCode: 'CS-BSC', departmentId: cs, status: 'active' });
    expect(response.json().account).toMatchObject({ created: true, temporaryPassword: expect.any(String) });
  });

  test('when a chair reads one of their students, then the student comes back', async () => {
    const id = (await chair('GET', '/api/students?pageSize=1')).json().students[0].id;
    const response = await chair('GET', `/api/students/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().student).toMatchObject({ id, departmentId: cs });
  });

  test('when the dean\'s office edits one of its students, then the change is saved', async () => {
    const id = (await deans('GET', '/api/students?pageSize=1&sort=lastName&order=desc')).json().students[0].id;
    const response = await deans('PUT', `/api/students/${id}`, { phone: '+374 10 000000', yearOfStudy: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json().student).toMatchObject({ id, phone: '+374 10 000000', yearOfStudy: 3 });
  });
});

describe('what only the dean\'s office or an administrator writes', () => {
  test('when a chair writes a program, a student, a group or a room, then 403 and nothing changes', async () => {
    const group = await buildGroup(deans, cs);
    const student = (await chair('GET', '/api/students?pageSize=1')).json().students[0];
    const room = await buildRoom(admin);
    const attempts: Array<[Parameters<Caller>[0], string, object?]> = [
      ['POST', '/api/organizational/programs', { code: 'CS-X', name: { hy: 'X', en: 'X', ru: 'X' }, departmentId: cs, level: 'undergraduate', durationYears: 4 }],
      ['PUT', `/api/organizational/programs/${csProgram}`, { durationYears: 5 }],
      ['DELETE', `/api/organizational/programs/${csProgram}`],
      ['POST', '/api/organizational/students', { firstName: 'A', lastName: 'B', email: 'a.b@student.campus.test', programId: csProgram, yearOfStudy: 1 }],
      ['PUT', `/api/students/${student.id}`, { status: 'dropped' }],
      ['PUT', `/api/organizational/groups/${group.id}`, { maxCapacity: 30 }],
      ['PATCH', `/api/organizational/groups/${group.id}/status`, { status: 'on_hold' }],
      ['POST', `/api/organizational/groups/${group.id}/archive`],
      ['PUT', `/api/organizational/rooms/${room.id}`, { capacity: 5 }],
      ['DELETE', `/api/organizational/rooms/${room.id}`],
    ];
    for (const [method, url, body] of attempts) expect([method, url, (await chair(method, url, body)).statusCode]).toEqual([method, url, 403]);
    expect((await chair('GET', `/api/students/${student.id}`)).json().student.status).toBe(student.status);
    expect((await chair('GET', `/api/organizational/groups/${group.id}`)).json().data).toMatchObject({ maxCapacity: group.maxCapacity, status: group.status });
  });
});

describe('groups', () => {
  test('when a group is read, then its department, program and head count come back', async () => {
    const group = await buildGroup(deans, cs, { programId: csProgram });
    const response = await chair('GET', `/api/organizational/groups/${group.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: group.id, departmentId: cs, programId: csProgram, studentCount: 0 });
  });

  test('when a group is edited, then the change is saved', async () => {
    const group = await buildGroup(deans, cs);
    const response = await deans('PUT', `/api/organizational/groups/${group.id}`, { classroom: 'B-204', maxCapacity: 25 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ classroom: 'B-204', maxCapacity: 25 });
  });

  test('when an empty group is deleted, then it is gone', async () => {
    const group = await buildGroup(deans, cs);
    expect((await deans('DELETE', `/api/organizational/groups/${group.id}`)).json()).toEqual({ data: { id: group.id } });
    expect((await chair('GET', `/api/organizational/groups/${group.id}`)).statusCode).toBe(404);
  });

  test('when a group\'s students are listed, then exactly its members come back', async () => {
    const group = (await chair('GET', `/api/organizational/groups?departmentId=${cs}&sort=studentCount&order=desc&pageSize=1`)).json().data[0];
    const body = (await chair('GET', `/api/organizational/groups/${group.id}/students?pageSize=100`)).json();
    expect(body.total).toBe(group.studentCount);
    expect(body.data.every((student: { groupId: string }) => student.groupId === group.id)).toBe(true);
  });
});

describe('courses', () => {
  test('when a course is read, then it comes back under course', async () => {
    const course = await buildCourse(chair, cs, { credits: 4 });
    const response = await lecturer('GET', `/api/courses/${course.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().course).toMatchObject({ id: course.id, credits: 4, departmentId: cs, sectionCount: 0 });
  });

  test('when a course is edited, then the change is saved', async () => {
    const course = await buildCourse(chair, cs);
    const response = await chair('PUT', `/api/courses/${course.id}`, { credits: 6, status: 'inactive' });
    expect(response.statusCode).toBe(200);
    expect(response.json().course).toMatchObject({ credits: 6, status: 'inactive' });
  });

  test('when a course is inactive, then a student cannot read it by id either (404, as the list hides it); staff can', async () => {
    const course = await buildCourse(chair, cs, { status: 'inactive' });
    expect((await student('GET', `/api/courses/${course.id}`)).statusCode).toBe(404);
    expect((await lecturer('GET', `/api/courses/${course.id}`)).statusCode).toBe(200);
    await chair('PUT', `/api/courses/${course.id}`, { status: 'active' });
    expect((await student('GET', `/api/courses/${course.id}`)).statusCode).toBe(200);
  });

  test('when a course without sections is deleted, then it is gone', async () => {
    const course = await buildCourse(chair, cs);
    expect((await chair('DELETE', `/api/courses/${course.id}`)).statusCode).toBe(200);
    expect((await chair('GET', `/api/courses/${course.id}`)).statusCode).toBe(404);
  });
});

describe('sections', () => {
  test('when a course\'s sections are listed, then they come back in section order', async () => {
    const course = await buildCourse(chair, cs);
    await buildSection(chair, course.id, period, { sectionNumber: '2' });
    await buildSection(chair, course.id, period, { sectionNumber: '1' });
    const body = (await chair('GET', `/api/organizational/sections?courseId=${course.id}&sort=sectionNumber`)).json();
    expect(body.data.map((section: { sectionNumber: string }) => section.sectionNumber)).toEqual(['1', '2']);
  });

  test('when a section is edited, then the change is saved', async () => {
    const course = await buildCourse(chair, cs);
    const section = await buildSection(chair, course.id, period);
    const response = await chair('PUT', `/api/organizational/sections/${section.id}`, { capacity: 25, isVirtual: true, joinUrl: 'https://meet.campus.test/x' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ capacity: 25, isVirtual: true, joinUrl: 'https://meet.campus.test/x' });
  });

  test('when a section is deleted, then it is gone', async () => {
    const course = await buildCourse(chair, cs);
    const section = await buildSection(chair, course.id, period);
    expect((await chair('DELETE', `/api/organizational/sections/${section.id}`)).statusCode).toBe(200);
    expect((await chair('GET', `/api/organizational/sections/${section.id}`)).statusCode).toBe(404);
  });
});

describe('rooms and weekly classes', () => {
  test('when rooms are searched, then the matching rooms come back', async () => {
    const room = await buildRoom(admin, { building: 'Searchable' });
    const body = (await lecturer('GET', `/api/organizational/rooms?search=${room.code}`)).json();
    expect(body.data).toEqual([expect.objectContaining({ id: room.id, building: 'Searchable' })]);
  });

  test('when a room is edited, then the change is saved', async () => {
    const room = await buildRoom(admin);
    const response = await admin('PUT', `/api/organizational/rooms/${room.id}`, { capacity: 80 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: room.id, capacity: 80 });
  });

  test('when a room would become too small for a section meeting in it, then 409 names the section; large enough is saved', async () => {
    const room = await buildRoom(admin, { capacity: 30 });
    const section = await buildSection(chair, (await buildCourse(chair, cs)).id, period);
    const students = (await chair('GET', '/api/students?pageSize=3')).json().students.map((item: { id: string }) => item.id);
    expect((await chair('POST', `/api/organizational/sections/${section.id}/enrollments`, { studentIds: students })).statusCode).toBe(201);
    await buildWeeklyClass(chair, section.id, { weekday: 6, startTime: '20:00', endTime: '21:00', roomId: room.id, isVirtual: false });
    const tooSmall = await admin('PUT', `/api/organizational/rooms/${room.id}`, { capacity: 2 });
    expect([tooSmall.statusCode, tooSmall.json().code]).toEqual([409, 'ROOM_TOO_SMALL']);
    expect(tooSmall.json().error).toContain(`section ${section.sectionNumber}`);
    expect((await admin('PUT', `/api/organizational/rooms/${room.id}`, { capacity: 3 })).json().data.capacity).toBe(3);
  });

  test('when an unused room is deleted, then it is gone', async () => {
    const room = await buildRoom(admin);
    expect((await admin('DELETE', `/api/organizational/rooms/${room.id}`)).statusCode).toBe(200);
    expect((await admin('PUT', `/api/organizational/rooms/${room.id}`, { capacity: 10 })).statusCode).toBe(404);
  });

  test('when a weekly class is read, then its section, room and time come back', async () => {
    const room = await buildRoom(admin);
    const section = await buildSection(chair, (await buildCourse(chair, cs)).id, period);
    const weekly = await buildWeeklyClass(chair, section.id, { weekday: 6, startTime: '18:00', endTime: '19:00', roomId: room.id, isVirtual: false });
    const response = await lecturer('GET', `/api/organizational/weekly-classes/${weekly.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ sectionId: section.id, roomCode: room.code, weekday: 6, startTime: '18:00', endTime: '19:00' });
  });

  test('when a weekly class is deleted, then it is gone', async () => {
    const section = await buildSection(chair, (await buildCourse(chair, cs)).id, period);
    const weekly = await buildWeeklyClass(chair, section.id, { weekday: 7, startTime: '18:00', endTime: '19:00' });
    expect((await chair('DELETE', `/api/organizational/weekly-classes/${weekly.id}`)).statusCode).toBe(200);
    expect((await chair('GET', `/api/organizational/weekly-classes/${weekly.id}`)).statusCode).toBe(404);
  });
});

describe('not found', () => {
  test.each([
    ['PUT', '/api/organizational/faculties/:id', { description: 'x' }],
    ['GET', '/api/students/:id', undefined],
    ['PUT', '/api/students/:id', { yearOfStudy: 2 }],
    ['PUT', '/api/organizational/groups/:id', { classroom: 'x' }],
    ['DELETE', '/api/organizational/groups/:id', undefined],
    ['GET', '/api/courses/:id', undefined],
    ['PUT', '/api/courses/:id', { credits: 3 }],
    ['PUT', '/api/organizational/sections/:id', { capacity: 3 }],
    ['DELETE', '/api/organizational/rooms/:id', undefined],
    ['DELETE', '/api/organizational/weekly-classes/:id', undefined],
    ['PUT', '/api/organizational/periods/:id', { name: 'x' }],
  ] as const)('when %s %s names nothing, then 404', async (method, path, body) => {
    expect((await admin(method, path.replace(':id', randomUUID()), body)).statusCode).toBe(404);
  });
});

// Lecturers and quality assurance read the catalogue and timetable but manage nothing.
const MANAGER_ROUTES = [
  ['POST', '/api/courses'],
  ['PUT', '/api/courses/:id'],
  ['POST', '/api/organizational/groups'],
  ['DELETE', '/api/organizational/groups/:id'],
  ['POST', '/api/organizational/sections'],
  ['PUT', '/api/organizational/sections/:id'],
  ['POST', '/api/organizational/sections/:id/enrollments'],
  ['POST', '/api/organizational/rooms'],
  ['POST', '/api/organizational/weekly-classes'],
  ['POST', '/api/organizational/lecturers'],
  ['POST', '/api/organizational/students'],
  ['PUT', '/api/students/:id'],
  ['GET', '/api/allocation/allocations'],
  ['POST', '/api/allocation/allocations'],
  ['GET', '/api/allocation/loads'],
  ['GET', '/api/organizational/dashboard/department/:id'],
] as const;

describe('who may manage', () => {
  test.each(MANAGER_ROUTES)('when a lecturer calls %s %s, then 403', async (method, path) => {
    expect((await lecturer(method, path.replace(':id', randomUUID()), method === 'GET' ? undefined : {})).statusCode).toBe(403);
  });

  test.each(MANAGER_ROUTES)('when quality assurance calls %s %s, then 403', async (method, path) => {
    expect((await qa(method, path.replace(':id', randomUUID()), method === 'GET' ? undefined : {})).statusCode).toBe(403);
  });
});
