// Lecturers (instructors) and students: lists with server-side search, filters, sorting and paging; creating
// them creates or links their auth account; moving a lecturer between departments; the dean's office's
// single-student form (POST /api/deans-office/students).
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { badRequest, conflict, forbidden, notFound, type ServiceDeps } from '@campus/kit';
import {
  AccountLink,
  DataList,
  DataOne,
  DeansOfficeStudentBody,
  DeansOfficeStudentResponse,
  IdParams,
  InstructorListResponse,
  Lecturer,
  LecturerCreateBody,
  LecturerListQuery,
  LecturerUpdateBody,
  Student,
  StudentCreateBody,
  StudentListQuery,
  StudentListResponse,
  StudentUpdateBody,
  type Instructor,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { assertNoOtherAccount, ensureAccount, normalizeEmail } from '../accounts.js';
import { ACCESS, assertDepartment, assertListed, departmentFilter, scopeOf, type Scope } from '../scope.js';
import { unique } from '../sql.js';
import { listStudents, oneStudent, studentScope } from '../db/student.repository.js';
import { listLecturers, oneLecturer } from '../db/lecturer.repository.js';

// ---------------------------------------------------------------- lecturers

const toInstructor = (lecturer: Lecturer): Instructor => ({
  id: lecturer.id,
  userId: lecturer.userId,
  employeeId: lecturer.employeeId,
  title: lecturer.title,
  department: lecturer.departmentName,
  departmentId: lecturer.departmentId,
  position: lecturer.position,
  isActive: lecturer.isActive,
  firstName: lecturer.firstName,
  lastName: lecturer.lastName,
  email: lecturer.email,
  avatar: lecturer.avatar,
  maxLoad: lecturer.maxLoad,
  currentLoad: lecturer.currentLoad,
});

// ---------------------------------------------------------------- students

/** The department a student belongs to through their program or group (for scope checks). */
async function departmentsOfPlacement(db: OrgDb, programId?: string | null, groupId?: string | null): Promise<string[]> {
  const departments: string[] = [];
  if (programId) {
    const program = await db.selectFrom('programs').select('department_id').where('id', '=', programId).executeTakeFirst();
    if (!program) throw notFound('Program not found');
    departments.push(program.department_id);
  }
  if (groupId) {
    const group = await db.selectFrom('groups').select(['department_id', 'max_capacity', 'status', 'name']).where('id', '=', groupId).executeTakeFirst();
    if (!group) throw notFound('Group not found');
    departments.push(group.department_id);
  }
  return departments;
}

async function assertGroupHasRoom(db: OrgDb, groupId: string | null | undefined): Promise<void> {
  if (!groupId) return;
  const group = await db
    .selectFrom('groups')
    .select(['name', 'max_capacity', (eb) => eb.selectFrom('students').select(sql<number>`count(*)::int`.as('n')).whereRef('students.group_id', '=', 'groups.id').as('count')])
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  if (Number(group.count) >= group.max_capacity) {
    throw conflict(`Group "${group.name}" is full (${group.count} of ${group.max_capacity} students)`, 'GROUP_FULL');
  }
}

function newStudentNumber(): string {
  return `S${new Date().getFullYear()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function createStudent(
  db: OrgDb,
  deps: ServiceDeps,
  scope: Scope,
  body: StudentCreateBody,
): Promise<{ student: Student; account: AccountLink }> {
  const email = normalizeEmail(body.email);
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  if (!firstName || !lastName) throw badRequest('First, last name & email required', { field: !firstName ? 'firstName' : 'lastName' }, 'VALIDATION_FAILED');
  for (const departmentId of await departmentsOfPlacement(db, body.programId, body.groupId)) assertDepartment(scope, departmentId);
  if (!scope.all && !body.programId && !body.groupId && !scope.roles.deans) throw forbidden('Choose a program or group of your department');
  const existing = await db.selectFrom('students').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw conflict(`A student with email ${email} already exists`, 'DUPLICATE');
  await assertGroupHasRoom(db, body.groupId);
  const account = await ensureAccount(deps, { email, firstName, lastName, role: 'student', password: body.password });
  return unique(`A student with student ID "${body.studentId}" or this account already exists`, async () => {
    const row = await db
      .insertInto('students')
      .values({
        user_id: account.userId,
        email,
        student_id: body.studentId?.trim() || newStudentNumber(),
        first_name: firstName,
        last_name: lastName,
        phone: body.phone ?? null,
        program_id: body.programId ?? null,
        group_id: body.groupId ?? null,
        year_of_study: body.yearOfStudy ?? 1,
        status: body.status ?? 'active',
        ...(body.enrollmentDate ? { enrollment_date: body.enrollmentDate } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { student: await oneStudent(db, row.id), account };
  });
}

export function peopleRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // ---- lecturers
    app.get('/api/organizational/lecturers', { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Lecturers: search, filters by department, position, employment and status, pages', querystring: LecturerListQuery, response: { 200: DataList(Lecturer) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return listLecturers(db, request.query, departmentFilter(scope, { lecturersReadAll: true }));
    });

    app.get(
      '/api/organizational/lecturers/department/:id',
      { config: { access: ACCESS.managers, cacheAnswer: true }, schema: { summary: 'The lecturers of one department', params: IdParams, querystring: LecturerListQuery, response: { 200: DataList(Lecturer) } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        const department = await db.selectFrom('departments').select('id').where('id', '=', request.params.id).executeTakeFirst();
        if (!department) throw notFound('Department not found');
        assertDepartment(scope, department.id);
        return listLecturers(db, { ...request.query, departmentId: department.id }, undefined);
      },
    );

    app.get('/api/organizational/lecturers/:id', { config: { access: ACCESS.staff }, schema: { summary: 'One lecturer with their current load', params: IdParams, response: { 200: DataOne(Lecturer) } } }, async (request) => {
      const lecturer = await oneLecturer(db, request.params.id);
      assertListed(await scopeOf(db, request), lecturer.departmentId, { lecturersReadAll: true });
      return { data: lecturer };
    });

    app.post(
      '/api/organizational/lecturers',
      { config: { access: ACCESS.managers, audit: 'lecturer.created' }, schema: { summary: 'Create a lecturer and their account, or link an account that is already a lecturer\'s (dean\'s office, chair)', body: LecturerCreateBody, response: { 201: Type.Object({ data: Lecturer, account: AccountLink }) } } },
      async (request, reply) => {
        const scope = await scopeOf(db, request);
        const body = request.body;
        const department = await db.selectFrom('departments').select('id').where('id', '=', body.departmentId).executeTakeFirst();
        if (!department) throw notFound('Department not found');
        assertDepartment(scope, body.departmentId);
        const email = normalizeEmail(body.email);
        const employeeId = body.employeeId.trim();
        const firstName = body.firstName.trim();
        const lastName = body.lastName.trim();
        const taken = await db.selectFrom('lecturers').select('id').where((eb) => eb.or([eb('email', '=', email), eb('employee_id', '=', employeeId)])).executeTakeFirst();
        if (taken) throw conflict(`A lecturer with email ${email} or employee ID "${body.employeeId}" already exists`, 'DUPLICATE');
        await assertNoOtherAccount(deps, scope.isAdmin, email, 'lecturer');
        const account = await ensureAccount(deps, { email, firstName, lastName, role: 'lecturer', password: body.password });
        return unique(`A lecturer record for ${email} already exists`, async () => {
          const row = await db
            .insertInto('lecturers')
            .values({
              user_id: account.userId,
              email,
              employee_id: employeeId,
              first_name: firstName,
              last_name: lastName,
              phone: body.phone ?? null,
              title: body.title ?? null,
              department_id: body.departmentId,
              position: body.position,
              ...(body.employmentType ? { employment_type: body.employmentType } : {}),
              ...(body.status ? { status: body.status } : {}),
              ...(body.maxLoad ? { max_load: body.maxLoad } : {}),
              office: body.office ?? null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return reply.status(201).send({ data: await oneLecturer(db, row.id), account });
        });
      },
    );

    app.put('/api/organizational/lecturers/:id', { config: { access: ACCESS.managers, audit: 'lecturer.updated' }, schema: { summary: 'Change a lecturer\'s record (dean\'s office, chair)', params: IdParams, body: LecturerUpdateBody, response: { 200: DataOne(Lecturer) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const lecturer = await oneLecturer(db, request.params.id);
      assertDepartment(scope, lecturer.departmentId);
      const body = request.body;
      if (body.maxLoad !== undefined && body.maxLoad < lecturer.currentLoad) {
        throw conflict(`${lecturer.firstName} ${lecturer.lastName} already has ${lecturer.currentLoad} allocated hours; the maximum load cannot be lower (${body.maxLoad})`, 'MAX_LOAD_EXCEEDED');
      }
      await unique(`Employee ID "${body.employeeId}" is already used`, async () => {
        await db
          .updateTable('lecturers')
          .set({
            ...(body.employeeId !== undefined ? { employee_id: body.employeeId.trim() } : {}),
            ...(body.firstName !== undefined ? { first_name: body.firstName.trim() } : {}),
            ...(body.lastName !== undefined ? { last_name: body.lastName.trim() } : {}),
            ...(body.phone !== undefined ? { phone: body.phone } : {}),
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(body.position !== undefined ? { position: body.position } : {}),
            ...(body.employmentType !== undefined ? { employment_type: body.employmentType } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            ...(body.maxLoad !== undefined ? { max_load: body.maxLoad } : {}),
            ...(body.office !== undefined ? { office: body.office } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', lecturer.id)
          .execute();
      });
      return { data: await oneLecturer(db, lecturer.id) };
    });

    app.put(
      '/api/organizational/departments/:departmentId/lecturers/:lecturerId',
      {
        config: { access: ACCESS.deansOffice, audit: 'lecturer.moved' },
        schema: { summary: 'Move a lecturer to another department (dean\'s office)', params: Type.Object({ departmentId: Type.String({ format: 'uuid' }), lecturerId: Type.String({ format: 'uuid' }) }), response: { 200: DataOne(Lecturer) } },
      },
      async (request) => {
        const scope = await scopeOf(db, request);
        const lecturer = await oneLecturer(db, request.params.lecturerId);
        const target = await db.selectFrom('departments').select('id').where('id', '=', request.params.departmentId).executeTakeFirst();
        if (!target) throw notFound('Department not found');
        assertDepartment(scope, lecturer.departmentId);
        assertDepartment(scope, target.id);
        await db.updateTable('lecturers').set({ department_id: target.id, updated_at: new Date() }).where('id', '=', lecturer.id).execute();
        return { data: await oneLecturer(db, lecturer.id) };
      },
    );

    app.get('/api/admin/instructors', { config: { access: ACCESS.analytics, cacheAnswer: true }, schema: { summary: 'Lecturers as the admin\'s instructor list shows them', querystring: LecturerListQuery, response: { 200: InstructorListResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const page = await listLecturers(db, request.query, departmentFilter(scope));
      return { instructors: page.data.map(toInstructor), total: page.total, page: page.page, pageSize: page.pageSize };
    });

    // ---- students
    app.get('/api/students', { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Students the caller may see: search, filters by program, group, year and status, pages', querystring: StudentListQuery, response: { 200: StudentListResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const page = await listStudents(db, request.query, [], studentScope(scope));
      return { students: page.data, total: page.total, page: page.page, pageSize: page.pageSize };
    });

    app.get('/api/students/:id', { config: { access: ACCESS.staff }, schema: { summary: 'One student the caller may see', params: IdParams, response: { 200: Type.Object({ student: Student }) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const page = await listStudents(db, { pageSize: 1 }, [sql`s.id = ${request.params.id}`], studentScope(scope));
      if (!page.data[0]) {
        await oneStudent(db, request.params.id);
        throw forbidden('This student is outside your faculty or department', 'OUT_OF_SCOPE');
      }
      return { student: page.data[0] };
    });

    app.put('/api/students/:id', { config: { access: ACCESS.deansOffice, audit: 'student.updated' }, schema: { summary: 'Change a student\'s record or status (dean\'s office)', params: IdParams, body: StudentUpdateBody, response: { 200: Type.Object({ student: Student }) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const student = await oneStudent(db, request.params.id);
      const body = request.body;
      const current = await departmentsOfPlacement(db, student.programId, student.groupId);
      if (!scope.all && !current.some((id) => scope.departmentIds.includes(id)) && !(scope.roles.deans && current.length === 0)) {
        throw forbidden('This student is outside your faculty or department', 'OUT_OF_SCOPE');
      }
      for (const departmentId of await departmentsOfPlacement(db, body.programId, body.groupId)) assertDepartment(scope, departmentId);
      if (body.groupId && body.groupId !== student.groupId) await assertGroupHasRoom(db, body.groupId);
      await unique(`Student ID "${body.studentId}" is already used`, async () => {
        await db
          .updateTable('students')
          .set({
            ...(body.studentId !== undefined ? { student_id: body.studentId.trim() } : {}),
            ...(body.firstName !== undefined ? { first_name: body.firstName.trim() } : {}),
            ...(body.lastName !== undefined ? { last_name: body.lastName.trim() } : {}),
            ...(body.phone !== undefined ? { phone: body.phone } : {}),
            ...(body.yearOfStudy !== undefined ? { year_of_study: body.yearOfStudy } : {}),
            ...(body.programId !== undefined ? { program_id: body.programId } : {}),
            ...(body.groupId !== undefined ? { group_id: body.groupId } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            ...(body.enrollmentDate !== undefined ? { enrollment_date: body.enrollmentDate } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', student.id)
          .execute();
      });
      return { student: await oneStudent(db, student.id) };
    });

    app.get(
      '/api/organizational/students/faculty/:id',
      { config: { access: ACCESS.deansOffice, cacheAnswer: true }, schema: { summary: 'The students of one faculty (dean\'s office)', params: IdParams, querystring: StudentListQuery, response: { 200: DataList(Student) } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        const faculty = await db.selectFrom('faculties').select('id').where('id', '=', request.params.id).executeTakeFirst();
        if (!faculty) throw notFound('Faculty not found');
        if (!scope.all && !scope.facultyIds.includes(faculty.id)) throw forbidden('This faculty is not yours', 'OUT_OF_SCOPE');
        return listStudents(db, { ...request.query, facultyId: faculty.id });
      },
    );

    app.post(
      '/api/organizational/students',
      { config: { access: ACCESS.deansOffice, audit: 'student.created' }, schema: { summary: 'Create a student and their account (dean\'s office)', body: StudentCreateBody, response: { 201: Type.Object({ data: Student, account: AccountLink }) } } },
      async (request, reply) => {
        const scope = await scopeOf(db, request);
        const { student, account } = await createStudent(db, deps, scope, request.body);
        return reply.status(201).send({ data: student, account });
      },
    );

    app.post(
      '/api/deans-office/students',
      { config: { access: ACCESS.deansOffice, audit: 'student.created' }, schema: { summary: 'The dean\'s office form: create a student with a temporary or chosen password (dean\'s office)', body: DeansOfficeStudentBody, response: { 201: DeansOfficeStudentResponse } } },
      async (request, reply) => {
        const scope = await scopeOf(db, request);
        const body = request.body;
        const { student, account } = await createStudent(db, deps, scope, {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          yearOfStudy: body.yearOfStudy,
          password: body.password,
          programId: body.programId,
          groupId: body.groupId,
        });
        return reply.status(201).send({
          success: true,
          data: student,
          account,
          ...(account.temporaryPassword ? { temporaryPassword: account.temporaryPassword } : {}),
        });
      },
    );
  };
}
