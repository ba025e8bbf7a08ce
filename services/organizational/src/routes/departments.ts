// Departments (/api/organizational/departments), the caller's own department and the department dashboard.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { conflict, forbidden, notFound, type ServiceDeps } from '@campus/kit';
import {
  AccountLink,
  DataList,
  DataOne,
  DeletedResponse,
  Department,
  DepartmentCreateBody,
  DepartmentDashboard,
  DepartmentListQuery,
  DepartmentUpdateBody,
  DepartmentWithChairBody,
  IdParams,
  ORGANIZATIONAL_PATHS,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { assertNoOtherAccount, ensureAccount, lookupUsers, normalizeEmail, roleGrant } from '../accounts.js';
import { iso } from '../lists.js';
import { ACCESS, assertDepartment, assertFaculty, assertReadsStructure, scopeOf } from '../scope.js';
import { unique } from '../sql.js';
import { facultyExists } from '../db/faculty.repository.js';
import {
  deleteDepartment,
  departmentFigures,
  departmentOfPerson,
  departmentRecord,
  findDepartment,
  groupCountOf,
  insertDepartment,
  listDepartments,
  updateDepartment,
  type DepartmentCountsRow,
} from '../db/department.repository.js';
import { departmentChair, releaseFormerHolders, releaseFormerLeader, saveWithLeader } from '../unit-leaders.js';

/** The departments with their chairs' names and emails from auth. */
async function departmentViews(deps: ServiceDeps, rows: DepartmentCountsRow[]): Promise<Department[]> {
  const people = await lookupUsers(deps, rows.map((row) => row.chair_user_id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    facultyId: row.faculty_id,
    facultyName: row.faculty_name,
    chairUserId: row.chair_user_id,
    chairName: row.chair_user_id ? (people.get(row.chair_user_id)?.name ?? null) : null,
    chairEmail: row.chair_user_id ? (people.get(row.chair_user_id)?.email ?? null) : null,
    lecturerCount: row.lecturer_count,
    courseCount: row.course_count,
    programCount: row.program_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

async function oneDepartment(db: OrgDb, deps: ServiceDeps, id: string): Promise<Department> {
  const row = await findDepartment(db, id);
  if (!row) throw notFound('Department not found');
  return (await departmentViews(deps, [row]))[0]!;
}

/** A saved department, with the chair's account when one was linked by this request. */
const DepartmentSaved = Type.Object({ data: Department, chair: Type.Optional(AccountLink) });

export function departmentRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // ---- the caller's own department: null rather than an error when there is none
    app.get(ORGANIZATIONAL_PATHS.myDepartment, { config: { access: ACCESS.signedIn }, schema: { summary: 'The department the signed-in chair leads', response: { 200: Type.Object({ data: Type.Union([Department, Type.Null()]) }) } } }, async (request) => {
      const departmentId = await departmentOfPerson(db, request.user.sub);
      const row = departmentId ? await findDepartment(db, departmentId) : undefined;
      return { data: row ? (await departmentViews(deps, [row]))[0]! : null };
    });

    app.get(`${ORGANIZATIONAL_PATHS.dashboards}/department/:id`, { config: { access: ACCESS.managers }, schema: { summary: 'A department\'s figures: lecturers, courses, groups, students', params: IdParams, response: { 200: DataOne(DepartmentDashboard) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const department = await oneDepartment(db, deps, request.params.id);
      if (!scope.all && !scope.departmentIds.includes(department.id)) throw forbidden('This department is outside your faculty or department', 'OUT_OF_SCOPE');
      return {
        data: {
          department,
          lecturerCount: department.lecturerCount,
          courseCount: department.courseCount,
          ...(await departmentFigures(db, department.id)),
        },
      };
    });

    // ---- departments
    app.get(ORGANIZATIONAL_PATHS.departments, { config: { access: ACCESS.staff }, schema: { summary: 'Departments: search, faculty filter, sort and pages', querystring: DepartmentListQuery, response: { 200: DataList(Department) } } }, async (request) => {
      const { rows, ...list } = await listDepartments(db, request.query);
      return { data: await departmentViews(deps, rows), ...list };
    });

    app.get(`${ORGANIZATIONAL_PATHS.departments}/:id`, { config: { access: ACCESS.staff }, schema: { summary: 'One department with its chair', params: IdParams, response: { 200: DataOne(Department) } } }, async (request) => {
      const department = await oneDepartment(db, deps, request.params.id);
      assertReadsStructure(await scopeOf(db, request), { facultyId: department.facultyId, departmentId: department.id });
      return { data: department };
    });

    const departmentCodeTaken = (code: string | undefined) => `A department with code "${code}" already exists`;
    const createDepartment = (trx: OrgDb, body: DepartmentCreateBody) =>
      unique(departmentCodeTaken(body.code), () =>
        insertDepartment(trx, { code: body.code.trim(), name: JSON.stringify(body.name), description: body.description ?? null, faculty_id: body.facultyId, chair_user_id: null }),
      );
    const grantChair = async (userId: string | null | undefined) => (userId ? roleGrant(deps, userId, 'chair', 'chairUserId') : undefined);

    app.post(ORGANIZATIONAL_PATHS.departments, { config: { access: ACCESS.deansOffice, audit: 'department.created' }, schema: { summary: 'Create a department, optionally naming an existing account as chair (dean\'s office)', body: DepartmentCreateBody, response: { 201: DepartmentSaved } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      await facultyExists(db, request.body.facultyId);
      assertFaculty(scope, request.body.facultyId);
      const { id, leader } = await saveWithLeader(db, departmentChair, (trx) => createDepartment(trx, request.body), await grantChair(request.body.chairUserId));
      return reply.status(201).send({ data: await oneDepartment(db, deps, id), ...(leader ? { chair: leader } : {}) });
    });

    app.post(
      `${ORGANIZATIONAL_PATHS.departments}/with-chair`,
      { config: { access: ACCESS.deansOffice, audit: 'department.created' }, schema: { summary: 'Create a department together with its chair\'s account (dean\'s office)', body: DepartmentWithChairBody, response: { 201: Type.Object({ data: Department, chair: AccountLink }) } } },
      async (request, reply) => {
        const scope = await scopeOf(db, request);
        const body = request.body;
        await facultyExists(db, body.department.facultyId);
        assertFaculty(scope, body.department.facultyId);
        const chair = { ...body.chair, email: normalizeEmail(body.chair.email), role: 'chair' };
        await assertNoOtherAccount(deps, scope.isAdmin, chair.email, 'chair');
        const { id, leader } = await saveWithLeader(db, departmentChair, (trx) => createDepartment(trx, body.department), () => ensureAccount(deps, chair));
        return reply.status(201).send({ data: await oneDepartment(db, deps, id), chair: leader! });
      },
    );

    app.put(`${ORGANIZATIONAL_PATHS.departments}/:id`, { config: { access: ACCESS.managers, audit: 'department.updated' }, schema: { summary: 'Change a department; the dean\'s office or an admin may change its chair', params: IdParams, body: DepartmentUpdateBody, response: { 200: DepartmentSaved } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await departmentRecord(db, request.params.id);
      if (!current) throw notFound('Department not found');
      const facultyId = current.faculty_id;
      assertDepartment(scope, current.id);
      const body = request.body;
      if (body.facultyId !== undefined && body.facultyId !== facultyId) {
        await facultyExists(db, body.facultyId);
        assertFaculty(scope, body.facultyId);
        assertFaculty(scope, facultyId);
      }
      if (body.chairUserId !== undefined && !scope.isAdmin && !scope.facultyIds.includes(facultyId)) throw forbidden('Only the dean\'s office or an administrator may change the chair');
      const update = (trx: OrgDb) =>
        unique(departmentCodeTaken(body.code), async () => {
          await updateDepartment(trx, current.id, {
            ...(body.code !== undefined ? { code: body.code.trim() } : {}),
            ...(body.name !== undefined ? { name: JSON.stringify(body.name) } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.facultyId !== undefined ? { faculty_id: body.facultyId } : {}),
            ...(body.chairUserId === null ? { chair_user_id: null } : {}),
          });
          return current.id;
        });
      const chairChanges = body.chairUserId !== undefined && body.chairUserId !== current.chair_user_id;
      const { leader } = await saveWithLeader(db, departmentChair, update, chairChanges ? await grantChair(body.chairUserId) : undefined, current);
      if (chairChanges) await releaseFormerLeader(db, deps, departmentChair, current);
      return { data: await oneDepartment(db, deps, current.id), ...(leader ? { chair: leader } : {}) };
    });

    app.delete(`${ORGANIZATIONAL_PATHS.departments}/:id`, { config: { access: ACCESS.deansOffice, audit: 'department.deleted' }, schema: { summary: 'Delete a department without programs, courses, lecturers or groups (dean\'s office)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const department = await oneDepartment(db, deps, request.params.id);
      assertFaculty(scope, department.facultyId);
      const groups = await groupCountOf(db, department.id);
      const used = department.programCount + department.courseCount + department.lecturerCount + groups;
      if (used > 0) {
        throw conflict(
          `Department "${department.name.en || department.name.hy}" still has ${department.programCount} program(s), ${department.courseCount} course(s), ${department.lecturerCount} lecturer(s) and ${groups} group(s); move or delete them first`,
          'IN_USE',
        );
      }
      await deleteDepartment(db, department.id);
      await releaseFormerHolders(db, deps, 'chair', [department.chairUserId]);
      return { data: { id: department.id } };
    });
  };
}
