// The organizational API over HTTP with auth beside it, on the demo university: happy paths, validation,
// not-found, who may call what, group transitions, weekly-class conflicts, allocation within max load.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { callerFor, demoCallers, signIn, startOrgTestApp, type Caller, type OrgTestApp } from './support/app.js';


let t: OrgTestApp;
let admin: Caller, chair: Caller, deans: Caller, lecturer: Caller, student: Caller, anonymous: Caller;
const ids: Record<string, string> = {};

const name = (en: string) => ({ hy: `${en} (hy)`, en, ru: `${en} (ru)` });

beforeAll(async () => {
  t = await startOrgTestApp();
  ({ admin, chair, deans, lecturer, student } = await demoCallers(t.app));
  anonymous = callerFor(t.app, null);
  const department = async (code: string) => (await t.db.selectFrom('departments').select(['id', 'faculty_id']).where('code', '=', code).executeTakeFirstOrThrow());
  const cs = await department('CS');
  const ec = await department('EC');
  ids.cs = cs.id;
  ids.inf = cs.faculty_id;
  ids.ec = ec.id;
  ids.ecm = ec.faculty_id;
  ids.period = (await t.db.selectFrom('periods').select('id').where('is_active', '=', true).executeTakeFirstOrThrow()).id;
  ids.csProgram = (await t.db.selectFrom('programs').select('id').where('code', '=', 'CS-BSC').executeTakeFirstOrThrow()).id;
}, 120_000);

afterAll(() => t?.close());

describe('faculties and departments', () => {
  test('when an admin lists faculties, then both demo faculties come back with counts under data', async () => {
    const response = await admin('GET', '/api/organizational/faculties');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    const inf = body.data.find((faculty: { code: string }) => faculty.code === 'INF');
    expect(inf).toMatchObject({ departmentCount: 3, deanEmail: 'deans@campus.test' });
    expect(inf.studentCount).toBeGreaterThan(0);
  });

  test('when an admin creates a faculty with a dean, then the dean account is created and sees it as their faculty', async () => {
    const response = await admin('POST', '/api/organizational/faculties/with-dean', {
      faculty: { code: 'LAW', name: name('Faculty of Law') },
      dean: { email: 'law.dean@campus.test', firstName: 'Ruzanna', lastName: 'Melikyan', password: 'Law-Dean-2026!' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.dean).toMatchObject({ email: 'law.dean@campus.test', created: true });
    expect(body.data).toMatchObject({ code: 'LAW', deanUserId: body.dean.userId });
    ids.law = body.data.id;
    const dean = callerFor(t.app, await signIn(t.app, 'law.dean@campus.test', 'Law-Dean-2026!'));
    const mine = await dean('GET', '/api/organizational/my-faculty');
    expect(mine.json().data).toMatchObject({ id: ids.law, code: 'LAW' });
  });

  test('when the faculty code is taken, then 409 says so', async () => {
    const response = await admin('POST', '/api/organizational/faculties', { code: 'LAW', name: name('Again') });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('A faculty with code "LAW" already exists');
  });

  test('when the Armenian name is missing, then 400 names the field', async () => {
    const response = await admin('POST', '/api/organizational/faculties', { code: 'X1', name: { en: 'No Armenian', ru: 'Нет' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/name/);
  });

  test('when a faculty does not exist, then 404', async () => {
    expect((await admin('GET', `/api/organizational/faculties/${randomUUID()}`)).statusCode).toBe(404);
    expect((await admin('GET', '/api/organizational/faculties/not-a-uuid')).statusCode).toBe(400);
  });

  test('when a student or a chair creates a faculty, then 403; without a session 401', async () => {
    expect((await student('POST', '/api/organizational/faculties', { code: 'Z1', name: name('Z') })).statusCode).toBe(403);
    expect((await chair('POST', '/api/organizational/faculties', { code: 'Z1', name: name('Z') })).statusCode).toBe(403);
    expect((await anonymous('GET', '/api/organizational/faculties')).statusCode).toBe(401);
  });

  test('when the dean\'s office creates a department with a chair in its faculty, then it is created; in another faculty 403', async () => {
    const created = await deans('POST', '/api/organizational/departments/with-chair', {
      department: { code: 'DS', name: name('Department of Data Science'), facultyId: ids.inf },
      chair: { email: 'ds.chair@campus.test', firstName: 'Hasmik', lastName: 'Zakaryan' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().chair.temporaryPassword).toEqual(expect.any(String));
    expect(created.json().data).toMatchObject({ code: 'DS', facultyId: ids.inf, chairEmail: 'ds.chair@campus.test' });
    ids.ds = created.json().data.id;
    const elsewhere = await deans('POST', '/api/organizational/departments', { code: 'EC2', name: name('Elsewhere'), facultyId: ids.ecm });
    expect(elsewhere.statusCode).toBe(403);
  });

  test('when listing departments of a faculty, then only its departments come back', async () => {
    const body = (await deans('GET', `/api/organizational/departments?facultyId=${ids.inf}`)).json();
    expect(body.data.map((department: { code: string }) => department.code).sort()).toEqual(['AM', 'CS', 'DS', 'IS']);
  });

  test('when a chair edits their department, then it is saved; another department answers 403', async () => {
    const own = await chair('PUT', `/api/organizational/departments/${ids.cs}`, { description: 'Algorithms, systems and software' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.description).toBe('Algorithms, systems and software');
    expect((await chair('PUT', `/api/organizational/departments/${ids.ec}`, { description: 'x' })).statusCode).toBe(403);
  });

  test('when a department still has people or courses, then deleting it is 409; an empty one is deleted', async () => {
    const busy = await admin('DELETE', `/api/organizational/departments/${ids.cs}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toMatch(/still has/);
    expect((await deans('DELETE', `/api/organizational/departments/${ids.ds}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/organizational/faculties/${ids.law}`)).statusCode).toBe(200);
  });

  test('when a chair or the dean asks for their own department and faculty, then they get them; a student gets null', async () => {
    expect((await chair('GET', '/api/organizational/my-department')).json().data.code).toBe('CS');
    expect((await deans('GET', '/api/organizational/my-faculty')).json().data.code).toBe('INF');
    expect((await student('GET', '/api/organizational/my-department')).json()).toEqual({ data: null });
    expect((await student('GET', '/api/organizational/my-faculty')).json()).toEqual({ data: null });
  });

  test('when dashboards are asked for, then the own department/faculty answer and others 403', async () => {
    const department = await chair('GET', `/api/organizational/dashboard/department/${ids.cs}`);
    expect(department.statusCode).toBe(200);
    expect(department.json().data).toMatchObject({ department: { code: 'CS' } });
    expect(department.json().data.studentCount).toBeGreaterThan(0);
    expect((await chair('GET', `/api/organizational/dashboard/department/${ids.ec}`)).statusCode).toBe(403);
    const faculty = await deans('GET', `/api/organizational/dashboard/faculty/${ids.inf}`);
    expect(faculty.statusCode).toBe(200);
    expect(faculty.json().data.studentsByYear.length).toBeGreaterThan(0);
    expect((await deans('GET', `/api/organizational/dashboard/faculty/${ids.ecm}`)).statusCode).toBe(403);
    expect((await student('GET', `/api/organizational/dashboard/faculty/${ids.inf}`)).statusCode).toBe(403);
  });
});

describe('programs, lecturers, students', () => {
  test('when the dean\'s office creates, edits and deletes a program, then each step answers', async () => {
    const created = await deans('POST', '/api/organizational/programs', { code: 'CS-PHD', name: name('Computer Science (PhD)'), level: 'postgraduate', durationYears: 3, departmentId: ids.cs });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await deans('PUT', `/api/organizational/programs/${id}`, { durationYears: 4 })).json().data.durationYears).toBe(4);
    expect((await deans('PUT', `/api/organizational/programs/${id}`, { durationYears: 12 })).statusCode).toBe(400);
    expect((await deans('DELETE', `/api/organizational/programs/${id}`)).statusCode).toBe(200);
  });

  test('when a chair adds a lecturer, then the account is linked and the lecturer is listed in the department', async () => {
    const created = await chair('POST', '/api/organizational/lecturers', {
      employeeId: 'E9001',
      firstName: 'Tatev',
      lastName: 'Simonyan',
      email: 'Tatev.Simonyan@campus.test',
      departmentId: ids.cs,
      position: 'Lecturer',
      maxLoad: 5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ email: 'tatev.simonyan@campus.test', maxLoad: 5, currentLoad: 0, isActive: true });
    expect(created.json().account.created).toBe(true);
    ids.newLecturer = created.json().data.id;
    const list = await chair('GET', `/api/organizational/lecturers/department/${ids.cs}?search=simon&pageSize=5`);
    expect(list.json().data.map((item: { id: string }) => item.id)).toContain(ids.newLecturer);
    expect((await chair('GET', `/api/organizational/lecturers/department/${ids.ec}`)).statusCode).toBe(403);
  });

  test('when the lecturer data is invalid, then 400 explains; a duplicate employee id is 409', async () => {
    const badLoad = await chair('POST', '/api/organizational/lecturers', { employeeId: 'E9002', firstName: 'A', lastName: 'B', email: 'a.b@campus.test', departmentId: ids.cs, position: 'Lecturer', maxLoad: 41 });
    expect(badLoad.statusCode).toBe(400);
    expect(badLoad.json().error).toMatch(/maxLoad/);
    const badPosition = await chair('POST', '/api/organizational/lecturers', { employeeId: 'E9002', firstName: 'A', lastName: 'B', email: 'a.b@campus.test', departmentId: ids.cs, position: 'Dean' });
    expect(badPosition.statusCode).toBe(400);
    const badEmail = await chair('POST', '/api/organizational/lecturers', { employeeId: 'E9002', firstName: 'A', lastName: 'B', email: 'not-an-email', departmentId: ids.cs, position: 'Lecturer' });
    expect(badEmail.json().error).toBe('Invalid email format');
    const duplicate = await chair('POST', '/api/organizational/lecturers', { employeeId: 'E9001', firstName: 'A', lastName: 'B', email: 'a.b@campus.test', departmentId: ids.cs, position: 'Lecturer' });
    expect(duplicate.statusCode).toBe(409);
  });

  test('when the dean\'s office moves a lecturer to another department of its faculty, then it moves; a chair may not', async () => {
    const am = (await t.db.selectFrom('departments').select('id').where('code', '=', 'AM').executeTakeFirstOrThrow()).id;
    expect((await chair('PUT', `/api/organizational/departments/${am}/lecturers/${ids.newLecturer}`)).statusCode).toBe(403);
    const moved = await deans('PUT', `/api/organizational/departments/${am}/lecturers/${ids.newLecturer}`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.departmentId).toBe(am);
    expect((await deans('PUT', `/api/organizational/departments/${ids.ec}/lecturers/${ids.newLecturer}`)).statusCode).toBe(403);
    await deans('PUT', `/api/organizational/departments/${ids.cs}/lecturers/${ids.newLecturer}`);
  });

  test('when the dean\'s office creates a student, then the account is created and the temporary password returned once', async () => {
    const response = await deans('POST', '/api/deans-office/students', { firstName: 'Nare', lastName: 'Babayan', email: 'nare.babayan@student.campus.test', yearOfStudy: 2, allowProvision: false, programId: ids.csProgram });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ firstName: 'Nare', yearOfStudy: 2, programCode: 'CS-BSC', status: 'active' });
    expect(body.temporaryPassword).toEqual(expect.any(String));
    ids.newStudent = body.data.id;
    const again = await deans('POST', '/api/deans-office/students', { firstName: 'Nare', lastName: 'Babayan', email: 'nare.babayan@student.campus.test', yearOfStudy: 2 });
    expect(again.statusCode).toBe(409);
    const badYear = await deans('POST', '/api/deans-office/students', { firstName: 'A', lastName: 'B', email: 'x@y.z', yearOfStudy: 11 });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().error).toMatch(/yearOfStudy/);
  });

  test('when a student calls staff routes, then 403', async () => {
    for (const [method, url] of [
      ['GET', '/api/students'],
      ['GET', '/api/admin/instructors'],
      ['GET', '/api/organizational/lecturers'],
      ['GET', '/api/organizational/groups'],
      ['POST', '/api/organizational/students'],
      ['GET', '/api/allocation/loads'],
      ['GET', '/api/organizational/analytics/group-sizes'],
    ] as const) {
      expect([method, url, (await student(method, url, method === 'POST' ? {} : undefined)).statusCode]).toEqual([method, url, 403]);
    }
  });

  test('when a chair lists students, then only their department\'s students come back', async () => {
    const body = (await chair('GET', '/api/students?pageSize=100')).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.students.every((item: { departmentId: string }) => item.departmentId === ids.cs)).toBe(true);
    const faculty = await deans('GET', `/api/organizational/students/faculty/${ids.inf}?pageSize=10&yearOfStudy=1`);
    expect(faculty.statusCode).toBe(200);
    expect(faculty.json().data.every((item: { facultyId: string; yearOfStudy: number }) => item.facultyId === ids.inf && item.yearOfStudy === 1)).toBe(true);
    expect((await deans('GET', `/api/organizational/students/faculty/${ids.ecm}`)).statusCode).toBe(403);
  });

  test('when instructors are listed with a filter, then they come back under instructors', async () => {
    const body = (await admin('GET', '/api/admin/instructors?position=Professor&sort=lastName&order=desc')).json();
    expect(body.instructors.length).toBeGreaterThan(0);
    expect(body.instructors.every((item: { position: string }) => item.position === 'Professor')).toBe(true);
    const bad = await admin('GET', '/api/admin/instructors?sort=salary');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'sort: must be one of lastName, firstName, employeeId, position, maxLoad, createdAt', code: 'VALIDATION_FAILED' });
  });

  test('when a list is asked with a misspelled filter, then it is a 400 naming the key, not the unfiltered list', async () => {
    const response = await admin('GET', `/api/organizational/groups?departmentID=${ids.cs}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'departmentID: is not an expected field', code: 'VALIDATION_FAILED' });
    expect((await admin('GET', `/api/organizational/groups?departmentId=${ids.cs}`)).statusCode).toBe(200);
  });

  test('when any list is asked with a misspelled sort or filter, then it is a 400 from its schema naming the field', async () => {
    const lists = ['/api/organizational/faculties', '/api/organizational/departments', '/api/organizational/programs', '/api/organizational/lecturers', '/api/organizational/groups', '/api/organizational/sections', '/api/organizational/rooms', '/api/organizational/weekly-classes', '/api/students', '/api/courses', '/api/admin/instructors', '/api/allocation/allocations'];
    for (const path of lists) {
      const sort = await admin('GET', `${path}?sort=createdat`);
      expect({ path, status: sort.statusCode, code: sort.json().code }).toEqual({ path, status: 400, code: 'VALIDATION_FAILED' });
      expect(sort.json().error).toMatch(/^sort: must be one of /);
      const filter = await admin('GET', `${path}?facultyID=${ids.cs}`);
      expect({ path, status: filter.statusCode, error: filter.json().error }).toEqual({ path, status: 400, error: 'facultyID: is not an expected field' });
    }
  });

  test('when a list is sorted by a name every object inherits, then it is a 400 like any unknown column', async () => {
    for (const [path, sort] of [['/api/admin/instructors', 'constructor'], ['/api/organizational/groups', 'toString'], ['/api/students', 'hasOwnProperty'], ['/api/allocation/allocations', '__proto__']]) {
      const response = await admin('GET', `${path}?sort=${sort}`);
      expect({ path, sort, status: response.statusCode }).toEqual({ path, sort, status: 400 });
      expect(response.json().error).toMatch(/^sort: must be one of /);
    }
  });
});

describe('courses, groups, sections', () => {
  test('when a chair creates a course, then /api/courses lists it; credits out of range is 400', async () => {
    const created = await chair('POST', '/api/courses', { code: 'CS999', name: name('Compilers'), credits: 5, departmentId: ids.cs, semester: 1, level: 4, type: 'core', weeklyHours: 3 });
    expect(created.statusCode).toBe(201);
    ids.course = created.json().course.id;
    const list = (await chair('GET', '/api/courses?search=cs99&departmentId=' + ids.cs)).json();
    expect(list.courses.map((course: { code: string }) => course.code)).toEqual(['CS999']);
    const bad = await chair('POST', '/api/courses', { code: 'CS998', name: name('X'), credits: 11, departmentId: ids.cs, semester: 1, level: 1, type: 'core', weeklyHours: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/credits/);
    expect((await chair('POST', '/api/courses', { code: 'EC999', name: name('X'), credits: 3, departmentId: ids.ec, semester: 1, level: 1, type: 'core', weeklyHours: 3 })).statusCode).toBe(403);
    expect((await student('GET', '/api/courses?pageSize=1')).json().total).toBeGreaterThan(0);
  });

  test('when a group moves along its statuses, then allowed moves succeed and forbidden ones are 409 naming both states', async () => {
    const created = await deans('POST', '/api/organizational/groups', { name: 'CS-T1', code: 'CS-TEST-1', year: 1, departmentId: ids.cs, programId: ids.csProgram, maxCapacity: 2 });
    expect(created.statusCode).toBe(201);
    const group = created.json().data;
    ids.group = group.id;
    expect(group).toMatchObject({ status: 'forming', advisorName: null, allowedTransitions: ['active', 'cancelled', 'archived'] });
    const active = await deans('PATCH', `/api/organizational/groups/${group.id}/status`, { status: 'active' });
    expect(active.json().data.status).toBe('active');
    const wrong = await deans('PATCH', `/api/organizational/groups/${group.id}/status`, { status: 'graduated' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toMatch(/cannot change from active to graduated/);
    expect(wrong.json().code).toBe('GROUP_TRANSITION');
    expect((await deans('PATCH', `/api/organizational/groups/${group.id}/status`, { status: 'sleeping' })).statusCode).toBe(400);
    expect((await deans('PATCH', `/api/organizational/groups/${group.id}/status`, { status: 'on_hold' })).json().data.status).toBe('on_hold');
  });

  test('when a section is full, then enrolling more students is 409 with the free seats', async () => {
    const section = await chair('POST', '/api/organizational/sections', { courseId: ids.course, periodId: ids.period, sectionNumber: '1', capacity: 2 });
    expect(section.statusCode).toBe(201);
    ids.section = section.json().data.id;
    const students = (await chair('GET', '/api/students?pageSize=3')).json().students.map((item: { id: string }) => item.id);
    const first = await chair('POST', `/api/organizational/sections/${ids.section}/enrollments`, { studentIds: students.slice(0, 2) });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ enrolled: 2, enrollmentCount: 2, capacity: 2 });
    const full = await chair('POST', `/api/organizational/sections/${ids.section}/enrollments`, { studentIds: students.slice(2, 3) });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatch(/0 free seat\(s\) of 2/);
    const list = (await chair('GET', `/api/organizational/sections/${ids.section}/enrollments`)).json();
    expect(list.total).toBe(2);
    expect((await lecturer('GET', `/api/organizational/sections/${ids.section}/enrollments`)).statusCode).toBe(403);
    expect((await chair('DELETE', `/api/organizational/sections/${ids.section}/enrollments/${students[0]}`)).statusCode).toBe(200);
    expect((await chair('POST', `/api/organizational/sections/${ids.section}/enrollments`, {})).statusCode).toBe(400);
  });

  test('when a group is archived, then it can no longer change status', async () => {
    const archived = await deans('POST', `/api/organizational/groups/${ids.group}/archive`);
    expect(archived.json().data.status).toBe('archived');
    const again = await deans('PATCH', `/api/organizational/groups/${ids.group}/status`, { status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/archived is final/);
  });
});

describe('weekly classes', () => {
  let roomA: string;
  let roomB: string;
  let sectionOne: string;
  let sectionTwo: string;
  let lecturerId: string;

  beforeAll(async () => {
    roomA = (await admin('POST', '/api/organizational/rooms', { code: 'T-1', building: 'T', capacity: 30 })).json().data.id;
    roomB = (await admin('POST', '/api/organizational/rooms', { code: 'T-2', building: 'T', capacity: 30 })).json().data.id;
    // Two 3-hour sections: a lecturer of their own with room in their max load (the rule counts section hours).
    const created = await chair('POST', '/api/organizational/lecturers', {
      employeeId: 'E9101', firstName: 'Gayane', lastName: 'Hovhannisyan', email: 'gayane.hovhannisyan@campus.test', departmentId: ids.cs, position: 'Lecturer', maxLoad: 12,
    });
    lecturerId = created.json().data.id;
    const make = async (number: string) =>
      (await chair('POST', '/api/organizational/sections', { courseId: ids.course, periodId: ids.period, sectionNumber: number, capacity: 30, lecturerId })).json().data.id as string;
    sectionOne = await make('11');
    sectionTwo = await make('12');
    // Saturday: the demo week uses Monday to Friday only.
    const first = await chair('POST', '/api/organizational/weekly-classes', { sectionId: sectionOne, weekday: 6, startTime: '09:00', endTime: '10:30', roomId: roomA });
    expect(first.statusCode).toBe(201);
  });

  test('when the room is taken at an overlapping time, then 409 names the room, day, times and class', async () => {
    const other = (await chair('POST', '/api/organizational/sections', { courseId: ids.course, periodId: ids.period, sectionNumber: '13', capacity: 30 })).json().data.id;
    const response = await chair('POST', '/api/organizational/weekly-classes', { sectionId: other, weekday: 6, startTime: '10:00', endTime: '11:00', roomId: roomA });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SCHEDULE_CONFLICT');
    expect(response.json().error).toBe('Schedule conflict: Room T-1 is already busy on Saturday 09:00–10:30 with CS999 section 11');
  });

  test('when the lecturer already teaches then, then 409 names the lecturer', async () => {
    const response = await chair('POST', '/api/organizational/weekly-classes', { sectionId: sectionTwo, weekday: 6, startTime: '10:29', endTime: '11:30', roomId: roomB });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/Lecturer Gayane Hovhannisyan is already busy on Saturday 09:00–10:30/);
  });

  test('when a group already has a class then, then 409 names the group', async () => {
    const groupId = (await t.db.selectFrom('groups').select('id').where('code', 'like', 'CS-BSC-%').orderBy('code').executeTakeFirstOrThrow()).id;
    const a = (await chair('POST', '/api/organizational/sections', { courseId: ids.course, periodId: ids.period, sectionNumber: '21', capacity: 40 })).json().data.id;
    const b = (await chair('POST', '/api/organizational/sections', { courseId: ids.course, periodId: ids.period, sectionNumber: '22', capacity: 40 })).json().data.id;
    expect((await chair('POST', `/api/organizational/sections/${a}/enrollments`, { groupId })).statusCode).toBe(201);
    expect((await chair('POST', `/api/organizational/sections/${b}/enrollments`, { groupId })).statusCode).toBe(201);
    expect((await chair('POST', '/api/organizational/weekly-classes', { sectionId: a, weekday: 7, startTime: '12:00', endTime: '13:00', isVirtual: true })).statusCode).toBe(201);
    const response = await chair('POST', '/api/organizational/weekly-classes', { sectionId: b, weekday: 7, startTime: '12:30', endTime: '13:30', isVirtual: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/Group CSBSC-\d+ is already busy on Sunday 12:00–13:00 with CS999 section 21/);
  });

  test('when classes only touch end to start, or are on another day, then there is no conflict', async () => {
    const touching = await chair('POST', '/api/organizational/weekly-classes', { sectionId: sectionTwo, weekday: 6, startTime: '10:30', endTime: '11:30', roomId: roomA });
    expect(touching.statusCode).toBe(201);
    const moved = await chair('PUT', `/api/organizational/weekly-classes/${touching.json().data.id}`, { weekday: 6, startTime: '10:40', endTime: '11:40' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ startTime: '10:40', endTime: '11:40', roomCode: 'T-1' });
  });

  test('when the end is before the start or the room is missing, then 400 explains', async () => {
    const backwards = await chair('POST', '/api/organizational/weekly-classes', { sectionId: sectionTwo, weekday: 5, startTime: '12:00', endTime: '11:00', roomId: roomB });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('endTime: must be after the start time (12:00)');
    const noRoom = await chair('POST', '/api/organizational/weekly-classes', { sectionId: sectionTwo, weekday: 5, startTime: '12:00', endTime: '13:00' });
    expect(noRoom.json().error).toBe('roomId: choose a room, or mark the class as virtual');
    expect((await chair('POST', '/api/organizational/weekly-classes', { sectionId: sectionTwo, weekday: 8, startTime: '12:00', endTime: '13:00', roomId: roomB })).statusCode).toBe(400);
  });

  test('when the weekly classes are listed by room, then they come back in day and time order', async () => {
    const body = (await chair('GET', `/api/organizational/weekly-classes?roomId=${roomA}`)).json();
    expect(body.data.map((item: { startTime: string }) => item.startTime)).toEqual(['09:00', '10:40']);
  });

  test('when the demo week is checked, then no room, lecturer or group is double-booked', async () => {
    const classes = await t.db
      .selectFrom('weekly_classes')
      .innerJoin('sections', 'sections.id', 'weekly_classes.section_id')
      .select(['weekly_classes.id', 'weekly_classes.section_id', 'weekday', 'start_time', 'end_time', 'room_id'])
      .where('weekday', '<=', 5)
      .execute();
    for (const item of classes.slice(0, 60)) {
      const { findConflicts } = await import('../src/schedule-rules.js');
      const conflicts = await findConflicts(t.db, { sectionId: item.section_id, slot: { weekday: item.weekday, startTime: item.start_time, endTime: item.end_time, roomId: item.room_id, excludeId: item.id } });
      expect(conflicts).toEqual([]);
    }
  });
});

describe('allocation', () => {
  test('when allocations would pass the lecturer\'s maximum load, then 409 names the lecturer, current and max load', async () => {
    const first = await chair('POST', '/api/allocation/allocations', { lecturerId: ids.newLecturer, courseId: ids.course, hours: 4 });
    expect(first.statusCode).toBe(201);
    const courseTwo = (await chair('GET', `/api/courses?departmentId=${ids.cs}&pageSize=1&sort=code`)).json().courses[0].id;
    const over = await chair('POST', '/api/allocation/allocations', { lecturerId: ids.newLecturer, courseId: courseTwo, hours: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'MAX_LOAD_EXCEEDED',
      error: 'Tatev Simonyan would exceed the maximum load: 4 of 5 hours already allocated, 2 more requested',
    });
    expect((await chair('POST', '/api/allocation/allocations', { lecturerId: ids.newLecturer, courseId: courseTwo, hours: 1 })).statusCode).toBe(201);
    const loads = (await chair('GET', `/api/allocation/loads?departmentId=${ids.cs}`)).json().data;
    expect(loads.find((row: { lecturerId: string }) => row.lecturerId === ids.newLecturer)).toMatchObject({ currentLoad: 5, maxLoad: 5, percent: 100, allocationCount: 2 });
    const lowered = await chair('PUT', `/api/organizational/lecturers/${ids.newLecturer}`, { maxLoad: 4 });
    expect(lowered.statusCode).toBe(409);
  });

  test('when raising an allocation\'s hours past the max, then 409; a chair of another department is 403', async () => {
    const list = (await chair('GET', `/api/allocation/allocations?lecturerId=${ids.newLecturer}`)).json();
    expect(list.total).toBe(2);
    const one = list.data.find((item: { hours: number }) => item.hours === 1);
    expect((await chair('PUT', `/api/allocation/allocations/${one.id}`, { hours: 3 })).statusCode).toBe(409);
    const otherChair = callerFor(t.app, await signIn(t.app, (await otherChairEmail())!));
    expect((await otherChair('DELETE', `/api/allocation/allocations/${one.id}`)).statusCode).toBe(403);
    expect((await chair('DELETE', `/api/allocation/allocations/${one.id}`)).statusCode).toBe(200);
  });

  test('when the demo lecturer asks for their subjects, then success and their sections come back', async () => {
    const body = (await lecturer('GET', '/api/allocation/lecturer/subjects')).json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.some((subject: { sections: unknown[] }) => subject.sections.length > 0)).toBe(true);
  });

  test('when analytics are asked for, then enrolment per program, load per lecturer and group sizes come back in scope', async () => {
    const programs = (await deans('GET', '/api/organizational/analytics/enrollment-by-program')).json().data;
    expect(programs.map((row: { programCode: string }) => row.programCode)).toEqual(expect.arrayContaining(['CS-BSC', 'AM-BSC']));
    expect(programs.some((row: { programCode: string }) => row.programCode === 'EC-BSC')).toBe(false);
    expect((await chair('GET', '/api/organizational/analytics/load-by-lecturer')).json().data.length).toBeGreaterThan(0);
    const groups = (await admin('GET', '/api/organizational/analytics/group-sizes')).json().data;
    expect(groups.length).toBeGreaterThanOrEqual(24);
  });
});

describe('the demo people', () => {
  test('when the demo student signs in, then their schedule, stats and upcoming classes are real', async () => {
    const schedule = (await student('GET', '/api/schedule')).json().data;
    expect(schedule.length).toBeGreaterThanOrEqual(8);
    const stats = (await student('GET', '/api/dashboard/stats')).json();
    expect(stats.totalCourses).toBe(5);
    expect((await student('GET', '/api/dashboard')).json()).toEqual(stats);
    const upcoming = (await student('GET', '/api/dashboard/upcoming-classes?limit=3')).json();
    expect(upcoming.classes).toHaveLength(3);
    expect(upcoming.classes[0]).toMatchObject({ maxEnrollment: 30 });
  });

  test('when upcoming classes are asked for in a language, then the course names are in it (Armenian by default)', async () => {
    const names = async (query: string) =>
      ((await student('GET', `/api/dashboard/upcoming-classes?limit=3${query}`)).json().classes as { courseName: string }[]).map((item) => item.courseName);
    expect((await names('')).join(' ')).toMatch(/[\u0531-\u0587]/);
    expect((await names('&lang=en')).join(' ')).toMatch(/^[\x20-\x7E]+$/);
    expect((await names('&lang=ru')).join(' ')).toMatch(/[\u0400-\u04FF]/);
  });

  test('when the dean\'s office asks for the total students, then its faculty\'s count comes back', async () => {
    const total = (await deans('GET', '/api/dashboard/total-students')).json().total;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan((await admin('GET', '/api/dashboard/total-students')).json().total);
  });
});

async function otherChairEmail(): Promise<string | undefined> {
  const department = await t.db.selectFrom('departments').select('chair_user_id').where('code', '=', 'EC').executeTakeFirstOrThrow();
  const { users } = await t.deps.services.request<{ users: { email: string }[] }>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids: [department.chair_user_id] } });
  return users[0]?.email;
}
