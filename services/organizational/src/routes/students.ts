// Students: lists with server-side search, filters, sorting and paging within the caller's scope; creating one
// creates their auth account; the dean's office's single-student form (POST /api/deans-office/students).
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, conflict, forbidden, type ServiceDeps } from '@campus/kit';
import {
  AccountLink,
  DataList,
  DeansOfficeStudentBody,
  DeansOfficeStudentResponse,
  IdParams,
  ORGANIZATIONAL_PATHS,
  Student,
  StudentCreateBody,
  StudentListQuery,
  StudentListResponse,
  StudentUpdateBody,
  STUDENT_FORM_MESSAGES,
} from '@campus/contracts/organizational';
import { GOOGLE_WORKSPACE_MESSAGES, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@campus/contracts';
import type { OrgDb } from '../db/database.js';
import { normalizeEmail, requestProvisioning, withAccount } from '../accounts.js';
import { facultyExists } from '../db/faculty.repository.js';
import { assertGroupHasRoom } from '../db/group.repository.js';
import { departmentsOfPlacement } from '../db/placement.repository.js';
import { insertStudent, listStudents, oneStudent, studentEmailTaken, studentScope, updateStudent, visibleStudent } from '../db/student.repository.js';
import { ACCESS, assertDepartment, scopeOf, type Scope } from '../scope.js';
import { unique } from '../sql.js';

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
  if (!firstName || !lastName) throw badRequest(STUDENT_FORM_MESSAGES.required, { field: !firstName ? 'firstName' : 'lastName' }, 'VALIDATION_FAILED');
  for (const departmentId of await departmentsOfPlacement(db, body.programId, body.groupId)) assertDepartment(scope, departmentId);
  if (!scope.all && !body.programId && !body.groupId && !scope.roles.deans) throw forbidden('Choose a program or group of your department');
  if (await studentEmailTaken(db, email)) throw conflict(`A student with email ${email} already exists`, 'DUPLICATE');
  await assertGroupHasRoom(db, body.groupId);
  return withAccount(deps, { email, firstName, lastName, role: 'student', password: body.password }, (account) =>
    unique(`A student with student ID "${body.studentId}" or this account already exists`, async () => {
      const id = await insertStudent(db, {
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
      });
      return { student: await oneStudent(db, id), account };
    }),
  );
}

export function studentRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ORGANIZATIONAL_PATHS.students, { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Students the caller may see: search, filters by program, group, year and status, pages', querystring: StudentListQuery, response: { 200: StudentListResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const page = await listStudents(db, request.query, [], studentScope(scope));
      return { students: page.data, total: page.total, page: page.page, pageSize: page.pageSize };
    });

    app.get(`${ORGANIZATIONAL_PATHS.students}/:id`, { config: { access: ACCESS.staff }, schema: { summary: 'One student the caller may see', params: IdParams, response: { 200: Type.Object({ student: Student }) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const student = await visibleStudent(db, request.params.id, scope);
      if (!student) {
        await oneStudent(db, request.params.id);
        throw forbidden('This student is outside your faculty or department', 'OUT_OF_SCOPE');
      }
      return { student };
    });

    app.put(`${ORGANIZATIONAL_PATHS.students}/:id`, { config: { access: ACCESS.deansOffice, audit: 'student.updated' }, schema: { summary: 'Change a student\'s record or status (dean\'s office)', params: IdParams, body: StudentUpdateBody, response: { 200: Type.Object({ student: Student }) } } }, async (request) => {
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
        await updateStudent(db, student.id, {
          ...(body.studentId !== undefined ? { student_id: body.studentId.trim() } : {}),
          ...(body.firstName !== undefined ? { first_name: body.firstName.trim() } : {}),
          ...(body.lastName !== undefined ? { last_name: body.lastName.trim() } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.yearOfStudy !== undefined ? { year_of_study: body.yearOfStudy } : {}),
          ...(body.programId !== undefined ? { program_id: body.programId } : {}),
          ...(body.groupId !== undefined ? { group_id: body.groupId } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.enrollmentDate !== undefined ? { enrollment_date: body.enrollmentDate } : {}),
        });
      });
      return { student: await oneStudent(db, student.id) };
    });

    app.get(
      `${ORGANIZATIONAL_PATHS.studentRecords}/faculty/:id`,
      { config: { access: ACCESS.deansOffice, cacheAnswer: true }, schema: { summary: 'The students of one faculty (dean\'s office)', params: IdParams, querystring: StudentListQuery, response: { 200: DataList(Student) } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        await facultyExists(db, request.params.id);
        if (!scope.all && !scope.facultyIds.includes(request.params.id)) throw forbidden('This faculty is not yours', 'OUT_OF_SCOPE');
        return listStudents(db, { ...request.query, facultyId: request.params.id });
      },
    );

    app.post(
      ORGANIZATIONAL_PATHS.studentRecords,
      { config: { access: ACCESS.deansOffice, audit: 'student.created' }, schema: { summary: 'Create a student and their account (dean\'s office)', body: StudentCreateBody, response: { 201: Type.Object({ data: Student, account: AccountLink }) } } },
      async (request, reply) => {
        const scope = await scopeOf(db, request);
        const { student, account } = await createStudent(db, deps, scope, request.body);
        return reply.status(201).send({ data: student, account });
      },
    );

    app.post(
      ORGANIZATIONAL_PATHS.deansOfficeStudents,
      { config: { access: ACCESS.deansOffice, audit: 'student.created' }, schema: { summary: 'The dean\'s office form: create a student with a temporary or chosen password, and optionally their Google Workspace account (dean\'s office)', body: DeansOfficeStudentBody, response: { 201: DeansOfficeStudentResponse } } },
      async (request, reply) => {
        const body = request.body;
        assertSingleStudent(body);
        const scope = await scopeOf(db, request);
        const { student, account } = await createStudent(db, deps, scope, {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          yearOfStudy: body.yearOfStudy,
          password: body.password,
          programId: body.programId,
          groupId: body.groupId,
        });
        const provisioning = body.allowProvision ? await requestProvisioning(deps, account.userId) : 'not_requested';
        if (body.allowProvision) request.auditNote = { warning: GOOGLE_WORKSPACE_MESSAGES.provisioningOptIn, provisioning };
        return reply.status(201).send({
          success: true,
          data: student,
          account,
          ...(account.temporaryPassword ? { temporaryPassword: account.temporaryPassword } : {}),
          provisioning,
        });
      },
    );
  };
}

/** The form's own messages (SPEC §5 Single student creation), before anything is looked up. */
function assertSingleStudent(body: DeansOfficeStudentBody): void {
  const missing = (['firstName', 'lastName', 'email'] as const).find((field) => !body[field].trim());
  if (missing) throw badRequest(STUDENT_FORM_MESSAGES.required, { field: missing }, 'VALIDATION_FAILED');
  if (body.password !== undefined && [...body.password].length < PASSWORD_MIN_LENGTH) {
    throw badRequest(PASSWORD_MESSAGES['password.rules.minLength'], { field: 'password' }, 'WEAK_PASSWORD');
  }
}
