// Lecturers (instructors): lists with server-side search, filters, sorting and paging; creating one creates or
// links their auth account; moving a lecturer between departments; the admin's instructor list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { conflict, type ServiceDeps } from '@campus/kit';
import {
  AccountLink,
  DataList,
  DataOne,
  IdParams,
  InstructorListResponse,
  Lecturer,
  LecturerCreateBody,
  LecturerListQuery,
  LecturerUpdateBody,
  ORGANIZATIONAL_PATHS,
  type Instructor,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { assertNoOtherAccount, ensureAccount, normalizeEmail } from '../accounts.js';
import { departmentExists } from '../db/department.repository.js';
import { insertLecturer, lecturerTaken, listLecturers, oneLecturer, updateLecturer } from '../db/lecturer.repository.js';
import { ACCESS, assertDepartment, assertListed, departmentFilter, scopeOf } from '../scope.js';
import { unique } from '../sql.js';

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

export function lecturerRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ORGANIZATIONAL_PATHS.lecturers, { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Lecturers: search, filters by department, position, employment and status, pages', querystring: LecturerListQuery, response: { 200: DataList(Lecturer) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return listLecturers(db, request.query, departmentFilter(scope, { lecturersReadAll: true }));
    });

    app.get(
      `${ORGANIZATIONAL_PATHS.lecturers}/department/:id`,
      { config: { access: ACCESS.managers, cacheAnswer: true }, schema: { summary: 'The lecturers of one department', params: IdParams, querystring: LecturerListQuery, response: { 200: DataList(Lecturer) } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        await departmentExists(db, request.params.id);
        assertDepartment(scope, request.params.id);
        return listLecturers(db, { ...request.query, departmentId: request.params.id }, undefined);
      },
    );

    app.get(`${ORGANIZATIONAL_PATHS.lecturers}/:id`, { config: { access: ACCESS.staff }, schema: { summary: 'One lecturer with their current load', params: IdParams, response: { 200: DataOne(Lecturer) } } }, async (request) => {
      const lecturer = await oneLecturer(db, request.params.id);
      assertListed(await scopeOf(db, request), lecturer.departmentId, { lecturersReadAll: true });
      return { data: lecturer };
    });

    app.post(
      ORGANIZATIONAL_PATHS.lecturers,
      { config: { access: ACCESS.managers, audit: 'lecturer.created' }, schema: { summary: 'Create a lecturer and their account, or link an account that is already a lecturer\'s (dean\'s office, chair)', body: LecturerCreateBody, response: { 201: Type.Object({ data: Lecturer, account: AccountLink }) } } },
      async (request, reply) => {
        const scope = await scopeOf(db, request);
        const body = request.body;
        await departmentExists(db, body.departmentId);
        assertDepartment(scope, body.departmentId);
        const email = normalizeEmail(body.email);
        const employeeId = body.employeeId.trim();
        const firstName = body.firstName.trim();
        const lastName = body.lastName.trim();
        if (await lecturerTaken(db, email, employeeId)) throw conflict(`A lecturer with email ${email} or employee ID "${body.employeeId}" already exists`, 'DUPLICATE');
        await assertNoOtherAccount(deps, scope.isAdmin, email, 'lecturer');
        const account = await ensureAccount(deps, { email, firstName, lastName, role: 'lecturer', password: body.password });
        return unique(`A lecturer record for ${email} already exists`, async () => {
          const id = await insertLecturer(db, {
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
          });
          return reply.status(201).send({ data: await oneLecturer(db, id), account });
        });
      },
    );

    app.put(`${ORGANIZATIONAL_PATHS.lecturers}/:id`, { config: { access: ACCESS.managers, audit: 'lecturer.updated' }, schema: { summary: 'Change a lecturer\'s record (dean\'s office, chair)', params: IdParams, body: LecturerUpdateBody, response: { 200: DataOne(Lecturer) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const lecturer = await oneLecturer(db, request.params.id);
      assertDepartment(scope, lecturer.departmentId);
      const body = request.body;
      if (body.maxLoad !== undefined && body.maxLoad < lecturer.currentLoad) {
        throw conflict(`${lecturer.firstName} ${lecturer.lastName} already has ${lecturer.currentLoad} allocated hours; the maximum load cannot be lower (${body.maxLoad})`, 'MAX_LOAD_EXCEEDED');
      }
      await unique(`Employee ID "${body.employeeId}" is already used`, async () => {
        await updateLecturer(db, lecturer.id, {
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
        });
      });
      return { data: await oneLecturer(db, lecturer.id) };
    });

    app.put(
      `${ORGANIZATIONAL_PATHS.departments}/:departmentId/lecturers/:lecturerId`,
      {
        config: { access: ACCESS.deansOffice, audit: 'lecturer.moved' },
        schema: { summary: 'Move a lecturer to another department (dean\'s office)', params: Type.Object({ departmentId: Type.String({ format: 'uuid' }), lecturerId: Type.String({ format: 'uuid' }) }), response: { 200: DataOne(Lecturer) } },
      },
      async (request) => {
        const scope = await scopeOf(db, request);
        const lecturer = await oneLecturer(db, request.params.lecturerId);
        const target = request.params.departmentId;
        await departmentExists(db, target);
        assertDepartment(scope, lecturer.departmentId);
        assertDepartment(scope, target);
        await updateLecturer(db, lecturer.id, { department_id: target });
        return { data: await oneLecturer(db, lecturer.id) };
      },
    );

    app.get(ORGANIZATIONAL_PATHS.instructors, { config: { access: ACCESS.analytics, cacheAnswer: true }, schema: { summary: 'Lecturers as the admin\'s instructor list shows them', querystring: LecturerListQuery, response: { 200: InstructorListResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const page = await listLecturers(db, request.query, departmentFilter(scope));
      return { instructors: page.data.map(toInstructor), total: page.total, page: page.page, pageSize: page.pageSize };
    });
  };
}
